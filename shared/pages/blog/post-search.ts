import { matchesSearch, searchTerms } from './blog-filters-rules.ts';

/**
 * Slugs of the posts a search matches (every term somewhere in the post, its body included), or
 * null without a search. The bodies load only when someone searches.
 */
export async function postsMatchingSearch(search: string): Promise<string[] | null> {
  if (searchTerms(search).length === 0) return null;
  const { blogPosts } = await import('#content/blog/posts.ts');
  return blogPosts.filter((post) => matchesSearch(post, search)).map((post) => post.slug);
}
