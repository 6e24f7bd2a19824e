import type { BlogCategory, BlogPostSummary } from '#content/schema/blog.ts';

/** limits. */
export const POPULAR_POSTS_LIMIT = 5;
export const RECENT_POSTS_LIMIT = 5;
export const OTHER_CATEGORIES_LIMIT = 4;
export const CARD_CATEGORIES_LIMIT = 2;

/** Total views of a post: built-in views plus this visitor's own. */
export type ViewsOf = (post: BlogPostSummary) => number;
export const builtInViews: ViewsOf = (post) => post.views;

/**
 * Plain code-unit order, not `localeCompare`: the values are ISO dates and lower-case slugs
 * (content/schema/blog.ts), where both orders agree, and the first locale-aware comparison of a
 * page builds the browser's collator, 30 ms of a slow phone's CPU before the blog hydrates.
 */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byNewest(a: BlogPostSummary, b: BlogPostSummary): number {
  return compareText(b.publishedDate, a.publishedDate);
}

export function newestFirst(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort(byNewest);
}

export function featuredPosts(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return newestFirst(posts.filter((post) => post.featured));
}

export function recentPosts(
  posts: readonly BlogPostSummary[],
  limit = RECENT_POSTS_LIMIT,
): BlogPostSummary[] {
  return newestFirst(posts).slice(0, limit);
}

/** Most viewed first; equal views go newest first so the order never depends on input order. */
export function popularPosts(
  posts: readonly BlogPostSummary[],
  viewsOf: ViewsOf = builtInViews,
  limit = POPULAR_POSTS_LIMIT,
): BlogPostSummary[] {
  return [...posts].sort((a, b) => viewsOf(b) - viewsOf(a) || byNewest(a, b)).slice(0, limit);
}

/** Previous is the next older post, next the next newer one. */
export function adjacentPosts(
  posts: readonly BlogPostSummary[],
  slug: string,
): { previous?: BlogPostSummary; next?: BlogPostSummary } {
  const ordered = newestFirst(posts);
  const index = ordered.findIndex((post) => post.slug === slug);
  if (index === -1) return {};
  return { previous: ordered[index + 1], next: index > 0 ? ordered[index - 1] : undefined };
}

export function postsInCategory(
  posts: readonly BlogPostSummary[],
  categoryId: string,
): BlogPostSummary[] {
  return newestFirst(posts.filter((post) => post.categoryIds.includes(categoryId)));
}

export function postsByAuthor(
  posts: readonly BlogPostSummary[],
  authorId: string,
): BlogPostSummary[] {
  return newestFirst(posts.filter((post) => post.authorId === authorId));
}

/** Every tag with its number of posts, most used first, then alphabetical. */
export function tagCounts(posts: readonly BlogPostSummary[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || compareText(a.tag, b.tag));
}

/** The categories a card shows: at most two, as id and name pairs. */
export function cardCategories(
  post: BlogPostSummary,
  limit = CARD_CATEGORIES_LIMIT,
): { id: string; name: string }[] {
  return post.categoryIds
    .slice(0, limit)
    .map((id, index) => ({ id, name: post.categories[index] ?? id }));
}

export function otherCategories(
  categories: readonly BlogCategory[],
  currentSlug: string,
  limit = OTHER_CATEGORIES_LIMIT,
): BlogCategory[] {
  return categories.filter((category) => category.slug !== currentSlug).slice(0, limit);
}
