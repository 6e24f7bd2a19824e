import { describe, expect, it } from 'vitest';
import { blogPosts } from '#content/blog/posts.ts';
import {
  filterPosts,
  filtersToSearchParams,
  hasActiveFilters,
  matchesSearch,
  NO_FILTERS,
  readBlogFilters,
  searchTerms,
} from '#shared/pages/blog/blog-filters-rules.ts';
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
    expect(filterPosts(blogPosts, NO_FILTERS)).toHaveLength(blogPosts.length);
  });

  it('finds the healthcare article by its words', () => {
    const found = filterPosts(blogPosts, { ...NO_FILTERS, search: 'HIPAA patients' });
    expect(found.map((item) => item.slug)).toEqual(['ai-voice-agents-healthcare']);
    expect(filterPosts(blogPosts, { ...NO_FILTERS, search: 'zebra quantum' })).toEqual([]);
  });
});

describe('blog category and tag filters', () => {
  it('filters by category slug or name, case-insensitively', () => {
    const bySlug = filterPosts(blogPosts, { ...NO_FILTERS, category: 'lead-generation' });
    const byName = filterPosts(blogPosts, { ...NO_FILTERS, category: 'Lead Generation' });
    expect(bySlug.length).toBe(3);
    expect(byName).toEqual(bySlug);
    for (const item of bySlug) expect(item.categoryIds).toContain('lead-generation');
  });

  it('filters by exact tag', () => {
    const tagged = filterPosts(blogPosts, { ...NO_FILTERS, tag: 'voice-ai' });
    expect(tagged.length).toBe(5);
    for (const item of tagged) expect(item.tags).toContain('voice-ai');
    expect(filterPosts(blogPosts, { ...NO_FILTERS, tag: 'voice' })).toEqual([]);
  });

  it('combines search, category and tag', () => {
    const found = filterPosts(blogPosts, {
      search: 'calls',
      category: 'real-estate',
      tag: 'voice-ai',
    });
    expect(found.map((item) => item.slug)).toEqual(['ai-voice-agents-real-estate']);
    expect(filterPosts(blogPosts, { search: '', category: 'ai-ethics', tag: 'crm' })).toEqual([]);
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

describe('search on the list page (bodies loaded on demand)', () => {
  it('matches words of a body, and nothing without a search', async () => {
    const { postsMatchingSearch } = await import('#shared/pages/blog/post-search.ts');
    expect(await postsMatchingSearch('   ')).toBeNull();
    const matches = await postsMatchingSearch('hipaa');
    expect(matches).toEqual(
      blogPosts.filter((post) => matchesSearch(post, 'hipaa')).map((post) => post.slug),
    );
    expect(matches?.length).toBeGreaterThan(0);
  });
});
