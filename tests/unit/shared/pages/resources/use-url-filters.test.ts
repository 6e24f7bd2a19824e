import { describe, expect, it } from 'vitest';
import { filtersToSearch, readFilters } from '#shared/pages/resources/use-url-filters.ts';

const defaults = { q: '', category: 'all', upcoming: '' };

describe('readFilters', () => {
  it('takes values from the query string and defaults for the rest', () => {
    expect(readFilters('?q=voice+agents&upcoming=1', defaults)).toEqual({
      q: 'voice agents',
      category: 'all',
      upcoming: '1',
    });
  });

  it('ignores unknown parameters', () => {
    expect(readFilters('?utm_source=x', defaults)).toEqual(defaults);
  });
});

describe('filtersToSearch', () => {
  it('leaves out defaults and blanks', () => {
    expect(filtersToSearch(defaults, defaults)).toBe('');
    expect(filtersToSearch({ q: '  ', category: 'all', upcoming: '' }, defaults)).toBe('');
  });

  it('writes the changed values in a form the GET form would also produce', () => {
    expect(filtersToSearch({ q: 'ai sales', category: 'sales', upcoming: '1' }, defaults)).toBe(
      '?q=ai+sales&category=sales&upcoming=1',
    );
  });

  it('round-trips through readFilters', () => {
    const values = { q: 'café & co', category: 'real-estate', upcoming: '' };
    expect(readFilters(filtersToSearch(values, defaults), defaults)).toEqual(values);
  });
});
