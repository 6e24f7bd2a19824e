import type { BlogPostSummary } from '../schema/blog.ts';
import { generatedPostIndex } from '../generated/blog/post-index.ts';

/**
 * Every post without its body, newest first (the order of the list page, the feed and
 * previous/next), compiled from posts/*.md by the build (scripts/content/). Lists, cards, related
 * posts and the sidebar need only this, so the blog pages ship it alone; each body is its own
 * module, loaded by the post page that shows it. Posts dated after today are in it but not yet
 * published: pages filter them with `publishedPosts` (shared/pages/blog/publication.ts).
 */
export const postIndex: readonly BlogPostSummary[] = generatedPostIndex;

/** The post of a slug, without its body, published or not. */
export function findPostSummary(slug: string | undefined): BlogPostSummary | undefined {
  return postIndex.find((post) => post.slug === slug);
}
