import type { BlogPostSummary } from '#content/schema/blog.ts';
import { builtInViews, newestFirst, type ViewsOf } from './post-lists.ts';

/** Related posts shown under an article. */
export const RELATED_POSTS_LIMIT = 3;

export interface RelatedScore {
  readonly sharedCategories: number;
  readonly sharedTags: number;
  /** 2 per shared category plus 1 per shared tag. */
  readonly score: number;
  /** A shared category, or two or more shared tags. */
  readonly qualifies: boolean;
}

export function relatedScore(current: BlogPostSummary, candidate: BlogPostSummary): RelatedScore {
  const sharedCategories = candidate.categoryIds.filter((id) =>
    current.categoryIds.includes(id),
  ).length;
  const sharedTags = candidate.tags.filter((tag) => current.tags.includes(tag)).length;
  return {
    sharedCategories,
    sharedTags,
    score: sharedCategories * 2 + sharedTags,
    qualifies: sharedCategories > 0 || sharedTags >= 2,
  };
}

/**
 * Up to `limit` posts related to `current`: qualifying posts by score, ties by views (then
 * newest), and when fewer qualify, the list is filled with the newest other posts.
 */
export function relatedPosts(
  current: BlogPostSummary,
  posts: readonly BlogPostSummary[],
  viewsOf: ViewsOf = builtInViews,
  limit = RELATED_POSTS_LIMIT,
): BlogPostSummary[] {
  const others = newestFirst(posts.filter((post) => post.slug !== current.slug));
  const scored = others
    .map((post, newestRank) => ({ post, newestRank, ...relatedScore(current, post) }))
    .filter((entry) => entry.qualifies)
    .sort(
      (a, b) =>
        b.score - a.score || viewsOf(b.post) - viewsOf(a.post) || a.newestRank - b.newestRank,
    )
    .map((entry) => entry.post);
  const picked = scored.slice(0, limit);
  for (const post of others) {
    if (picked.length >= limit) break;
    if (!picked.includes(post)) picked.push(post);
  }
  return picked;
}
