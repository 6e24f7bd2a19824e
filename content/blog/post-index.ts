import type { BlogPostSummary } from '../schema/blog.ts';
import { generatedPostIndex } from '../generated/blog/post-index.ts';

/**
 * Every post without its body, newest first (the order of the list page, the feed and
 * previous/next), compiled from posts/*.md by the build (scripts/content/). Posts dated after
 * today are in it but not yet published: server only, read through
 * shared/pages/blog/posts-on-server.ts, which gives pages and the browser published posts alone.
 */
export const postIndex: readonly BlogPostSummary[] = generatedPostIndex;
