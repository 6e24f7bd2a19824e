import { useEffect, useRef } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { authorOf, contentContributor } from '#content/blog/authors.ts';
import { publishedIndex, publishedPost } from '#blog-posts';
import type { BlogBlock, BlogPost, BlogPostSummary } from '#content/schema/blog.ts';
import { trackContentView } from '../../analytics/events.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { Breadcrumbs } from '../../layout/breadcrumbs.tsx';
import { deferredParts } from '../../layout/deferred-part/deferred-part.tsx';
import { HydrationSlice } from '../../layout/hydration-slice.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { absoluteUrl } from '../../seo/absolute-url.ts';
import { useSiteConfig } from '../../seo/site-config.tsx';
import { adjacentPosts } from './post-lists.ts';
import { relatedPosts } from './related-posts.ts';
import { ArticleBody } from './article-body.tsx';
import { AuthorCard } from './author-card.tsx';
import { BLOG_FEEDS, formatReadTime, postPath } from './blog-head.ts';
import { CategoryList, PopularPosts, TagCloud, TagLinks } from './blog-sidebar.tsx';
import { BlogViewsProvider, formatViews, useBlogViews } from './blog-views.tsx';
import { CategoryBadges } from './category-badge.tsx';
import { PostGrid } from './post-card.tsx';
import { PostJsonLd } from './post-json-ld.tsx';
import { PostNav } from './post-nav.tsx';
import { ARTICLE_SIZES, PostPicture } from './post-picture.tsx';
import { ReadingProgress } from './reading-progress.tsx';
import { ShareBar } from './share-bar.tsx';

interface PostLoaderData {
  readonly slug: string;
  /** The body travels with the page's data, so the browser never loads every post's text. */
  readonly content: BlogBlock[];
  /** Published posts (neighbours, related, sidebar): the browser knows no others. */
  readonly posts: readonly BlogPostSummary[];
}

/**
 * The subscribe banner, far below the article: its code (the newsletter form) is a chunk of its
 * own, loaded when the banner comes near the viewport or is pressed or focused.
 */
const {
  parts: { 'post-subscribe': PostSubscribe },
  loader: loadParts,
} = deferredParts({
  'post-subscribe': () => import('./post-subscribe.tsx').then((m) => m.PostSubscribe),
});

/**
 * Unknown slugs, and posts scheduled for a later day, go to the list: a real redirect on the
 * server, the same in the browser.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<PostLoaderData> {
  const [post, posts] = await Promise.all([
    publishedPost(params.slug ?? ''),
    publishedIndex(),
    loadParts(),
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

/** A post starts at the top and counts one view per visit. */
function useCountView(slug: string) {
  const { recordView } = useBlogViews();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (counted.current === slug) return;
    counted.current = slug;
    recordView(slug);
    trackContentView(`Blog post: ${slug}`);
  }, [slug, recordView]);
}

function PostViews({ post }: { post: BlogPost }) {
  const { viewsOf } = useBlogViews();
  return <span data-testid="post-views">{formatViews(viewsOf(post))}</span>;
}

function PostArticle({ post }: { post: BlogPost }) {
  const { siteUrl } = useSiteConfig();
  const { viewsOf, posts: published } = useBlogViews();
  useCountView(post.slug);
  const author = authorOf(post);
  const { previous, next } = adjacentPosts(published, post.slug);
  const related = relatedPosts(post, published, viewsOf);
  const url = absoluteUrl(siteUrl, postPath(post.slug));

  return (
    <>
      <ReadingProgress targetId="post-article" />
      <div className="blog-post-top">
        <div className="container">
          <Breadcrumbs lastLabel={post.title} />
        </div>
        <PageHero title={post.title} intro={post.excerpt}>
          <CategoryBadges
            categories={post.categoryIds.map((id, index) => ({
              id,
              name: post.categories[index] ?? id,
            }))}
          />
          <p className="blog-post-meta">
            <span>
              By{' '}
              {author.id !== contentContributor.id ? (
                <Link to={author.profileUrl}>{author.name}</Link>
              ) : (
                author.name
              )}
            </span>
            <time dateTime={post.publishedDate}>{post.date}</time>
            <span>{formatReadTime(post.readTime)}</span>
            <PostViews post={post} />
          </p>
        </PageHero>
      </div>

      <div className="container blog-layout blog-layout--post">
        <article id="post-article" className="blog-article">
          <PostPicture
            image={post.image}
            alt={`Illustration for “${post.title}”`}
            sizes={ARTICLE_SIZES}
            priority
            className="blog-article__image"
          />
          <HydrationSlice>
            <ArticleBody content={post.content} />
          </HydrationSlice>
          <div className="blog-article__tags">
            <span className="blog-article__tags-label">Tags:</span>
            <TagLinks tags={post.tags} />
          </div>
          <ShareBar url={url} title={post.title} excerpt={post.excerpt} />
          <AuthorCard author={author} />
          <PostNav previous={previous} next={next} />
        </article>
        <aside className="blog-sidebar" aria-label="More from the blog">
          <PopularPosts idPrefix="post" />
          <CategoryList idPrefix="post" />
          <TagCloud idPrefix="post" />
        </aside>
      </div>

      <PostSubscribe />

      <Section id="related" title="Related articles" tone="muted">
        <div data-testid="related-posts">
          <PostGrid posts={related} />
        </div>
      </Section>

      <PostJsonLd post={post} author={author} />
    </>
  );
}

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
