import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { publishedIndex, publishedPost } from '#blog-posts';
import type { BlogBlock, BlogPost, BlogPostSummary } from '#content/schema/blog.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { BLOG_FEEDS } from './blog-head.ts';
import { BlogViewsProvider } from './blog-views.tsx';
import { loadPostParts, PostArticle } from './post-article.tsx';

interface PostLoaderData {
  readonly slug: string;
  /** The body travels with the page's data, so the browser never loads every post's text. */
  readonly content: BlogBlock[];
  /** Published posts (neighbours, related, sidebar): the browser knows no others. */
  readonly posts: readonly BlogPostSummary[];
}

/**
 * Unknown slugs, and posts scheduled for a later day, go to the list: a real redirect on the
 * server, the same in the browser.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<PostLoaderData> {
  const [post, posts] = await Promise.all([
    publishedPost(params.slug ?? ''),
    publishedIndex(),
    loadPostParts(),
  ]);
  if (!post) throw redirect('/blog');
  return { slug: post.slug, content: post.content, posts };
}

/** The summary of the page's post, from its loader data (undefined before the loader ran). */
function summaryOf(data: unknown, slug: string | undefined): BlogPostSummary | undefined {
  return (data as Partial<PostLoaderData> | undefined)?.posts?.find((post) => post.slug === slug);
}

export const handle: PageHandle = {
  title: 'Blog Post',
  description: 'An article from our blog.',
  head: ({ data, params }) => {
    const post = summaryOf(data, params.slug);
    if (!post) return { feeds: BLOG_FEEDS };
    return {
      title: post.title,
      description: post.excerpt,
      type: 'article',
      image: post.image.social,
      feeds: BLOG_FEEDS,
      // BlogPosting is rendered by the page itself (it needs absolute URLs).
      jsonLd: [],
    };
  },
};

/** /blog/{slug}: one article with its sidebar, related posts and subscribe banner. */
export function Component() {
  const data = useLoaderData<PostLoaderData>();
  const { slug, content } = data;
  const summary = summaryOf(data, slug);
  if (!summary) return null;
  const post: BlogPost = { ...summary, content };
  return (
    <BlogViewsProvider posts={data.posts}>
      {/* A new post is a new article: reset its state (progress, copy feedback) by key. */}
      <PostArticle key={post.slug} post={post} />
    </BlogViewsProvider>
  );
}
