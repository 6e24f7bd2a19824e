import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { publishedIndex, publishedSearch } from '#blog-posts';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { featuredPosts } from './post-lists.ts';
import { filterSummaries, hasActiveFilters, readBlogFilters } from './blog-filters-rules.ts';
import { BlogFilterBar, BlogSearchForm, NoPostsFound, useBlogFilters } from './blog-filters.tsx';
import { BLOG_FEEDS } from './blog-head.ts';
import { PopularPosts, RecentPosts, TagCloud } from './blog-sidebar.tsx';
import { BlogViewsProvider } from './blog-views.tsx';
import { PostCard, PostCount, PostGrid } from './post-card.tsx';

interface BlogLoaderData {
  /** Published posts, newest first: the browser knows no others. */
  readonly posts: readonly BlogPostSummary[];
  /** Slugs the `search` parameter matches (bodies included), null without a search. */
  readonly searchMatches: readonly string[] | null;
}

/** The search reads post bodies, so the server runs it (the browser asks /api/blog/search). */
export async function loader({ request }: LoaderFunctionArgs): Promise<BlogLoaderData> {
  const { search } = readBlogFilters(new URL(request.url).searchParams);
  const [posts, searchMatches] = await Promise.all([publishedIndex(), publishedSearch(search)]);
  return { posts, searchMatches };
}

export const handle: PageHandle = {
  title: 'Blog',
  description:
    'Articles on AI voice agents, customer service, lead qualification, sales automation and the business of conversational AI.',
  head: () => ({ feeds: BLOG_FEEDS }),
};

/** /blog: the article list, filtered by `search`, `category` and `tag` on the server too. */
export function Component() {
  const { filters, updateSearch } = useBlogFilters();
  const data = useLoaderData<BlogLoaderData>();
  const published = data.posts;
  const filtered = hasActiveFilters(filters);
  const posts = filterSummaries(published, filters, data.searchMatches);
  const featured = featuredPosts(published);

  return (
    <BlogViewsProvider posts={published}>
      <PageHero
        eyebrow="Blog"
        title="Insights on AI voice and chat agents"
        intro={handle.description}
      >
        <BlogSearchForm filters={filters} onSearch={updateSearch} />
      </PageHero>

      {!filtered && featured.length > 0 ? (
        <Section id="featured" title="Featured articles" className="blog-featured">
          <ul className="blog-featured__list">
            {featured.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} featured priority={index === 0} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section
        id="articles"
        title={filtered ? 'Matching articles' : 'All articles'}
        tone={filtered ? 'plain' : 'muted'}
      >
        <div className="blog-layout">
          <div className="blog-layout__main">
            <BlogFilterBar filters={filters} />
            <PostCount count={posts.length} />
            {posts.length > 0 ? <PostGrid posts={posts} /> : <NoPostsFound />}
          </div>
          <aside className="blog-sidebar" aria-label="More from the blog">
            <PopularPosts idPrefix="blog" />
            <RecentPosts idPrefix="blog" />
            <TagCloud idPrefix="blog" />
          </aside>
        </div>
      </Section>
    </BlogViewsProvider>
  );
}
