import type { BlogPost } from '../schema/blog.ts';
import { generatedBodies } from '../generated/blog/bodies.ts';
import { postIndex } from './post-index.ts';

/**
 * Every blog post with its body, newest first, scheduled ones included. For the server (feed,
 * sitemap) and tests: browser code lists posts from ./post-index.ts and loads one body at a
 * time, so that no page carries every article.
 */
export const blogPosts: readonly BlogPost[] = postIndex.map((post) => ({
  ...post,
  content: generatedBodies[post.slug] ?? [],
}));
