import type { BlogBlock } from '#content/schema/blog.ts';
import { matchesSearch, searchTerms } from './blog-filters-rules.ts';

/**
 * One post's body, from its own module (one chunk per post in the browser). Only for slugs of
 * the post index: the loaders check the slug first.
 */
export async function loadPostBody(slug: string): Promise<BlogBlock[]> {
  const module = (await import(`../../../content/generated/blog/posts/${slug}.ts`)) as {
    readonly body: BlogBlock[];
  };
  return module.body;
}

/**
 * Slugs of the posts a search matches (every term somewhere in the post, its body included), or
 * null without a search. The bodies load only when someone searches.
 */
export async function postsMatchingSearch(search: string): Promise<string[] | null> {
  if (searchTerms(search).length === 0) return null;
  const { blogPosts } = await import('#content/blog/posts.ts');
  return blogPosts.filter((post) => matchesSearch(post, search)).map((post) => post.slug);
}
