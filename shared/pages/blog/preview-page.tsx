import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { previewPost, publishedIndex } from '#blog-posts';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { formatLongDay } from '../../format/dates.ts';
import { NOT_FOUND_DESCRIPTION, NotFoundView } from '../../layout/not-found-view.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { NOT_FOUND_TITLE } from '../../routing/route-titles.ts';
import { BLOG_FEEDS, postPath } from './blog-head.ts';
import { BlogViewsProvider } from './blog-views.tsx';
import type { PostPreview } from './post-preview.ts';
import { loadPostParts, PostArticle } from './post-article.tsx';

type PreviewLoaderData = PostPreview & {
  /** Published posts (sidebar, related): the preview's own post is in no list. */
  readonly posts: readonly BlogPostSummary[];
};

/**
 * /blog/preview/{slug}/{token}: a draft or scheduled post for the holder of a signed link. Any
 * link that opens nothing (no secret, a wrong, altered or expired signature, no such post) gets
 * one and the same 404; a link to a post that is out by now leads to its own address.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const preview = await previewPost(params.slug ?? '', params.token ?? '');
  if (!preview) return data(null, { status: 404 });
  if (preview.published) throw redirect(postPath(preview.post.slug));
  const [posts] = await Promise.all([publishedIndex(), loadPostParts()]);
  return { ...preview, posts } satisfies PreviewLoaderData;
}

export const handle: PageHandle = {
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_DESCRIPTION,
  head: ({ data: loaded }) => {
    const post = (loaded as PreviewLoaderData | null)?.post;
    if (!post) return { noindex: true };
    return {
      title: post.title,
      description: post.excerpt,
      type: 'article',
      image: post.image.social,
      feeds: BLOG_FEEDS,
      noindex: true,
      jsonLd: [],
    };
  },
};

/** Above the post: what it is, and until when the link works (UTC, so hydration agrees). */
function PreviewBanner({ preview }: { preview: PostPreview }) {
  const { post } = preview;
  const until = `${formatLongDay(preview.expiresAt.slice(0, 10))}, ${preview.expiresAt.slice(11, 16)} UTC`;
  return (
    <div className="preview-banner">
      <p className="container">
        <strong>Preview: not published</strong>{' '}
        {preview.draft
          ? 'This post is a draft: it is on no page of the site.'
          : `This post is scheduled for ${post.date}: until then it is on no page of the site.`}{' '}
        This link works until {until}; share it only with its reviewers.
      </p>
    </div>
  );
}

export function Component() {
  const preview = useLoaderData<PreviewLoaderData | null>();
  if (!preview) return <NotFoundView />;
  return (
    <BlogViewsProvider posts={preview.posts}>
      <PostArticle
        key={preview.post.slug}
        post={preview.post}
        banner={<PreviewBanner preview={preview} />}
      />
    </BlogViewsProvider>
  );
}
