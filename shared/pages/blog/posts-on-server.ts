import { postIndex } from '#content/blog/post-index.ts';
import { findPreview } from '#server/preview/previews.ts';
import { previewSecretInScope } from '#server/http/request-scope.ts';
import { generatedBodies } from '#content/generated/blog/bodies.ts';
import type { BlogPost, BlogPostSummary } from '#content/schema/blog.ts';
import { matchesSearch, searchTerms } from './blog-filters-rules.ts';
import type { PostPreview } from './post-preview.ts';
import { postsPublishedBy } from './publication.ts';

/**
 * The blog's posts as the server holds them, scheduled ones included, seen through its clock at
 * each call: what a page (or /api/blog) may show is only what is published by now. Never in the
 * browser bundle (package.json maps `#blog-posts` to ./posts-in-browser.ts there), so a post
 * dated after today cannot be read from the site's scripts.
 */
export function publishedIndex(): Promise<readonly BlogPostSummary[]> {
  return Promise.resolve(postsPublishedBy(postIndex));
}

/** A published post with its body, or null (unknown, or not yet published). */
export async function publishedPost(slug: string): Promise<BlogPost | null> {
  const post = (await publishedIndex()).find((candidate) => candidate.slug === slug);
  return post ? { ...post, content: generatedBodies[post.slug] ?? [] } : null;
}

/** Slugs of the published posts a search matches (bodies included), null without a search. */
export async function publishedSearch(search: string): Promise<string[] | null> {
  if (searchTerms(search).length === 0) return null;
  return (await publishedIndex())
    .map((post) => ({ ...post, content: generatedBodies[post.slug] ?? [] }))
    .filter((post) => matchesSearch(post, search))
    .map((post) => post.slug);
}

/**
 * The draft or scheduled post a preview link opens (null for a link that opens nothing), checked
 * with the secret of the request being answered.
 */
export function previewPost(slug: string, token: string): Promise<PostPreview | null> {
  return Promise.resolve(findPreview(previewSecretInScope(), slug, token));
}
