import { describe, expect, it } from 'vitest';
import { sectionHref } from '#shared/layout/section-link.tsx';

describe('a home section link', () => {
  it('is /#section, and /?#section in a header menu on the home page itself', () => {
    expect(sectionHref('pricing', '/blog')).toBe('/#pricing');
    expect(sectionHref('pricing', '/')).toBe('/#pricing');
    expect(sectionHref('faq', '/blog', true)).toBe('/#faq');
    // On its own page a menu link must be another address, or the page would not load again.
    expect(sectionHref('faq', '/', true)).toBe('/?#faq');
  });
});
