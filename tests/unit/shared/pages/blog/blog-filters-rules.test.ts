import { describe, expect, it } from 'vitest';
import { postIndex } from '#content/blog/post-index.ts';
import {
  filterSummaries,
  filtersToSearchParams,
  hasActiveFilters,
  matchesSearch,
  NO_FILTERS,
  readBlogFilters,
  searchTerms,
} from '#shared/pages/blog/blog-filters-rules.ts';
import { publishedSearch as postsMatchingSearch } from '#shared/pages/blog/posts-on-server.ts';
import { blogPosts } from '#content/blog/posts.ts';
import { makePost } from './post-factory.ts';

const post = makePost({
  slug: 'sample',
  title: 'Speed to Lead',
  excerpt: 'Answer every enquiry.',
  content: [
    { type: 'paragraph', text: 'Calendars fill themselves.' },
    { type: 'list', items: ['Qualify buyers', 'Book showings'] },
  ],
  tags: ['voice-ai', 'scheduling'],
  categories: ['Real Estate'],
  categoryIds: ['real-estate'],
  author: 'Jenna Walsh',
});

describe('blog search terms', () => {
  it('splits on any whitespace and ignores case', () => {
    expect(searchTerms('  Voice\tAI  agents\n')).toEqual(['voice', 'ai', 'agents']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('matches a term in each searchable field', () => {
    expect(matchesSearch(post, 'speed')).toBe(true); // title
    expect(matchesSearch(post, 'ENQUIRY')).toBe(true); // excerpt
    expect(matchesSearch(post, 'calendars')).toBe(true); // paragraph
    expect(matchesSearch(post, 'showings')).toBe(true); // list item
    expect(matchesSearch(post, 'scheduling')).toBe(true); // tag
    expect(matchesSearch(post, 'estate')).toBe(true); // category
    expect(matchesSearch(post, 'walsh')).toBe(true); // author
  });

  it('requires every term, each possibly in a different field', () => {
    expect(matchesSearch(post, 'speed walsh scheduling')).toBe(true);
    expect(matchesSearch(post, 'speed healthcare')).toBe(false);
  });

  it('lets an empty search match everything', () => {
    expect(matchesSearch(post, '')).toBe(true);
    expect(filterSummaries(postIndex, NO_FILTERS, null)).toHaveLength(postIndex.length);
  });

  it('finds the healthcare article by the words of its body', async () => {
    expect(await postsMatchingSearch('HIPAA patients')).toEqual(['ai-voice-agents-healthcare']);
    expect(await postsMatchingSearch('zebra quantum')).toEqual([]);
  });
});

describe('blog category and tag filters', () => {
  it('filters by category slug or name, case-insensitively', () => {
    const bySlug = filterSummaries(postIndex, { ...NO_FILTERS, category: 'lead-generation' }, null);
    const byName = filterSummaries(postIndex, { ...NO_FILTERS, category: 'Lead Generation' }, null);
    expect(bySlug.length).toBe(3);
    expect(byName).toEqual(bySlug);
    for (const item of bySlug) expect(item.categoryIds).toContain('lead-generation');
  });

  it('filters by exact tag', () => {
    const tagged = filterSummaries(postIndex, { ...NO_FILTERS, tag: 'voice-ai' }, null);
    expect(tagged.length).toBe(6);
    for (const item of tagged) expect(item.tags).toContain('voice-ai');
    expect(filterSummaries(postIndex, { ...NO_FILTERS, tag: 'voice' }, null)).toEqual([]);
  });

  it('combines search, category and tag', async () => {
    const filters = { search: 'calls', category: 'real-estate', tag: 'voice-ai' };
    const found = filterSummaries(postIndex, filters, await postsMatchingSearch(filters.search));
    expect(found.map((item) => item.slug)).toEqual(['ai-voice-agents-real-estate']);
    const none = { search: '', category: 'ai-ethics', tag: 'crm' };
    expect(filterSummaries(postIndex, none, null)).toEqual([]);
  });
});

describe('blog filters in the query string', () => {
  it('reads search, category and tag', () => {
    expect(
      readBlogFilters(new URLSearchParams('search=voice+ai&category=healthcare&tag=hipaa')),
    ).toEqual({
      search: 'voice ai',
      category: 'healthcare',
      tag: 'hipaa',
    });
    expect(readBlogFilters(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });

  it('knows when a filter is active (a blank search is not)', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, tag: 'crm' })).toBe(true);
  });

  it('writes only the filters that are set', () => {
    expect(filtersToSearchParams({ search: 'a b', category: '', tag: 'crm' }).toString()).toBe(
      'search=a+b&tag=crm',
    );
  });
});

describe('search on the list page (published bodies, on the server)', () => {
  it('matches words of a body, and nothing without a search', async () => {
    expect(await postsMatchingSearch('   ')).toBeNull();
    const matches = await postsMatchingSearch('hipaa');
    expect(matches).toEqual(
      blogPosts.filter((post) => matchesSearch(post, 'hipaa')).map((post) => post.slug),
    );
    expect(matches?.length).toBeGreaterThan(0);
  });
});
