import type { BlogPost, BlogPostSummary } from '#content/schema/blog.ts';
import { blockText } from './reading-time.ts';

/** The list page's filters, read from the query string (`search`, `category`, `tag`). */
export interface BlogFilters {
  readonly search: string;
  readonly category: string;
  readonly tag: string;
}

export const NO_FILTERS: BlogFilters = { search: '', category: '', tag: '' };

export function readBlogFilters(params: URLSearchParams): BlogFilters {
  return {
    search: params.get('search') ?? '',
    category: (params.get('category') ?? '').trim(),
    tag: (params.get('tag') ?? '').trim(),
  };
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return Boolean(filters.search.trim() || filters.category || filters.tag);
}

/** Whitespace-separated, case-insensitive terms; an empty search has none. */
export function searchTerms(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Everything a search term may match: title, excerpt, content, tags, categories and author. */
export function postSearchText(post: BlogPost): string {
  return [
    post.title,
    post.excerpt,
    ...post.content.map(blockText),
    ...post.tags,
    ...post.categories,
    ...post.categoryIds,
    post.author,
  ]
    .join('\n')
    .toLowerCase();
}

/** Every term must appear somewhere in the post (terms may match different fields). */
export function matchesSearch(post: BlogPost, search: string): boolean {
  const terms = searchTerms(search);
  if (terms.length === 0) return true;
  const text = postSearchText(post);
  return terms.every((term) => text.includes(term));
}

/** A category given by slug (`ai-ethics`) or by name (`AI Ethics`), case-insensitive. */
export function matchesCategory(post: BlogPostSummary, category: string): boolean {
  if (!category) return true;
  const wanted = category.toLowerCase();
  return (
    post.categoryIds.includes(wanted) ||
    post.categories.some((name) => name.toLowerCase() === wanted)
  );
}

export function matchesTag(post: BlogPostSummary, tag: string): boolean {
  if (!tag) return true;
  const wanted = tag.toLowerCase();
  return post.tags.some((postTag) => postTag.toLowerCase() === wanted);
}

/**
 * The list page's filter over posts without bodies: category and tag here, the search through
 * the slugs it matched (`searchMatches`, null when there is no search).
 */
export function filterSummaries<Post extends BlogPostSummary>(
  posts: readonly Post[],
  filters: BlogFilters,
  searchMatches: readonly string[] | null,
): Post[] {
  return posts.filter(
    (post) =>
      (searchMatches === null || searchMatches.includes(post.slug)) &&
      matchesCategory(post, filters.category) &&
      matchesTag(post, filters.tag),
  );
}

/** The query string for a set of filters; empty values are left out. */
export function filtersToSearchParams(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  return params;
}
