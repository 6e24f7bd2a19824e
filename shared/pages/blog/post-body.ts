import { bodyLoaders } from '#content/generated/blog/body-loaders.ts';
import type { BlogBlock } from '#content/schema/blog.ts';

/**
 * One post's body, from its own module (one chunk per post in the browser). Only for slugs of
 * the post index: the loaders check the slug first. The list's search is in ./post-search.ts,
 * so a post page does not carry it.
 */
export async function loadPostBody(slug: string): Promise<BlogBlock[]> {
  const load = bodyLoaders[slug];
  return load ? (await load()).body : [];
}
