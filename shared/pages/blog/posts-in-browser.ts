import type { BlogPost, BlogPostSummary } from '#content/schema/blog.ts';
import { BLOG_API } from './blog-api.ts';
import { searchTerms } from './blog-filters-rules.ts';
import type { PostPreview } from './post-preview.ts';
import { utcToday } from './publication.ts';

/**
 * The blog's posts in the browser: only what the server says is published, fetched when a blog
 * page is opened by a link (the first page hydrates from its own loader data). The same
 * functions as ./posts-on-server.ts, which package.json maps `#blog-posts` to outside the
 * browser; the post data is never in a script.
 */

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Our own server's answer, typed by the same schema on both sides.
  return (await response.json()) as T;
}

let kept: { readonly day: string; readonly posts: Promise<readonly BlogPostSummary[]> } | null =
  null;

/** One request per visit and day: the list changes only when a scheduled post's day comes. */
export function publishedIndex(): Promise<readonly BlogPostSummary[]> {
  const day = utcToday();
  if (kept?.day !== day) {
    const posts = getJson<BlogPostSummary[]>(BLOG_API.index);
    kept = { day, posts };
    posts.catch(() => {
      kept = null;
    });
  }
  return kept.posts;
}

export async function publishedPost(slug: string): Promise<BlogPost | null> {
  // An address that is no published post is known from the list: no request, no 404 logged.
  if (!(await publishedIndex()).some((post) => post.slug === slug)) return null;
  const response = await fetch(BLOG_API.post(slug), { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${BLOG_API.post(slug)} answered ${response.status}`);
  return (await response.json()) as BlogPost;
}

export async function publishedSearch(search: string): Promise<string[] | null> {
  if (searchTerms(search).length === 0) return null;
  return getJson<string[] | null>(BLOG_API.search(search));
}

/** A preview link's post, from the server, which checks the link (null when it opens nothing). */
export async function previewPost(slug: string, token: string): Promise<PostPreview | null> {
  const url = BLOG_API.preview(slug, token);
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as PostPreview;
}
