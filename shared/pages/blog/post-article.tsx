import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { authorOf, contentContributor } from '#content/blog/authors.ts';
import type { BlogPost } from '#content/schema/blog.ts';
import { trackContentView } from '../../analytics/events.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { Breadcrumbs } from '../../layout/breadcrumbs.tsx';
import { deferredParts } from '../../layout/deferred-part/deferred-part.tsx';
import { HydrationSlice } from '../../layout/hydration-slice.tsx';
import { absoluteUrl } from '../../seo/absolute-url.ts';
import { useSiteConfig } from '../../seo/site-config.tsx';
import { adjacentPosts } from './post-lists.ts';
import { relatedPosts } from './related-posts.ts';
import { ArticleBody } from './article-body.tsx';
import { AuthorCard } from './author-card.tsx';
import { formatReadTime, postPath } from './blog-head.ts';
import { CategoryList, PopularPosts, TagCloud, TagLinks } from './blog-sidebar.tsx';
import { formatViews, useBlogViews } from './blog-views.tsx';
import { CategoryBadges } from './category-badge.tsx';
import { PostGrid } from './post-card.tsx';
import { PostJsonLd } from './post-json-ld.tsx';
import { PostNav } from './post-nav.tsx';
import { ARTICLE_SIZES, PostPicture } from './post-picture.tsx';
import { ReadingProgress } from './reading-progress.tsx';
import { ShareBar } from './share-bar.tsx';

/**
 * The subscribe banner, far below the article: its code (the newsletter form) is a chunk of its
 * own, loaded when the banner comes near the viewport or is pressed or focused. A page that shows
 * the article awaits `loadPostParts` in its loader, so the server renders the banner.
 */
const {
  parts: { 'post-subscribe': PostSubscribe },
  loader: loadPostParts,
} = deferredParts({
  'post-subscribe': () => import('./post-subscribe.tsx').then((m) => m.PostSubscribe),
});
export { loadPostParts };

/** A post starts at the top and counts one view per visit (a preview counts none). */
function useCountView(slug: string, counts: boolean) {
  const { recordView } = useBlogViews();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // An address with a heading's or a note's anchor is left where the browser put it.
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!counts || counted.current === slug) return;
    counted.current = slug;
    recordView(slug);
    trackContentView(`Blog post: ${slug}`);
  }, [slug, counts, recordView]);
}

function PostViews({ post }: { post: BlogPost }) {
  const { viewsOf } = useBlogViews();
  return <span data-testid="post-views">{formatViews(viewsOf(post))}</span>;
}

/**
 * One post, as its own address shows it, or as a preview link does: with its banner above, and
 * no view counted.
 */
export function PostArticle({ post, banner }: { post: BlogPost; banner?: ReactNode }) {
  const { siteUrl } = useSiteConfig();
  const { viewsOf, posts: published } = useBlogViews();
  useCountView(post.slug, !banner);
  const author = authorOf(post);
  const { previous, next } = adjacentPosts(published, post.slug);
  const related = relatedPosts(post, published, viewsOf);
  const url = absoluteUrl(siteUrl, postPath(post.slug));

  return (
    <>
      <ReadingProgress targetId="post-article" />
      <div className="blog-post-top">
        {banner}
        <div className="container">
          <Breadcrumbs lastLabel={post.title} path={postPath(post.slug)} />
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
