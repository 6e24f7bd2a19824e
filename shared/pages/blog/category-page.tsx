import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { blogCategories, findCategory } from '#content/blog/categories.ts';
import { publishedIndex } from '#blog-posts';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { Icon } from '../../components/icon.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { NewsletterForm } from '../../forms/newsletter/newsletter-form.tsx';
import { Breadcrumbs } from '../../layout/breadcrumbs.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { otherCategories, postsInCategory } from './post-lists.ts';
import { BLOG_FEEDS, categoryPath } from './blog-head.ts';
import { PostCount, PostGrid } from './post-card.tsx';

interface CategoryLoaderData {
  readonly slug: string;
  /** Published posts only: the browser knows no others. */
  readonly posts: readonly BlogPostSummary[];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<CategoryLoaderData> {
  const category = findCategory(params.slug);
  if (!category) throw redirect('/blog');
  return { slug: category.slug, posts: await publishedIndex() };
}

export const handle: PageHandle = {
  title: 'Category',
  description: 'Articles in one blog category.',
  head: ({ params }) => {
    const category = findCategory(params.slug);
    if (!category) return { feeds: BLOG_FEEDS };
    return {
      title: `${category.name} Articles`,
      description: category.description,
      feeds: BLOG_FEEDS,
    };
  },
};

/** /blog/category/{slug}: banner, the category's posts with a count, four other categories. */
export function Component() {
  const data = useLoaderData<CategoryLoaderData>();
  const { slug } = data;
  const category = findCategory(slug);
  if (!category) return null;
  const posts = postsInCategory(data.posts, category.slug);
  const others = otherCategories(blogCategories, category.slug);

  return (
    <>
      <div className={`blog-post-top blog-category-banner blog-tone--${category.color}`}>
        <div className="container">
          <Breadcrumbs lastLabel={category.name} />
        </div>
        <PageHero
          eyebrow="Category"
          title={category.name}
          intro={category.description}
          aside={
            <span className="icon-tile blog-category-banner__icon">
              <Icon name={category.iconName} size={72} />
            </span>
          }
        />
      </div>

      <Section id="articles" title={`Articles in ${category.name}`}>
        <PostCount count={posts.length} />
        {posts.length > 0 ? (
          <PostGrid posts={posts} />
        ) : (
          <p className="blog-empty blog-empty__text">No articles found in this category.</p>
        )}
      </Section>

      <Section id="other-categories" title="Explore other categories" tone="muted">
        <div className="blog-category-layout">
          <ul className="blog-category-cards">
            {others.map((other) => (
              <li key={other.slug} className="card card--interactive blog-category-card">
                <span className={`icon-tile blog-category-card__icon blog-tone--${other.color}`}>
                  <Icon name={other.iconName} size={22} />
                </span>
                <h3 className="card__title">
                  <Link to={categoryPath(other.slug)} className="card__link--stretched">
                    {other.name}
                  </Link>
                </h3>
                <p className="card__text">{other.description}</p>
              </li>
            ))}
          </ul>
          <div className="blog-subscribe__panel blog-subscribe__panel--card">
            <NewsletterForm
              variant="card"
              idPrefix="category-subscribe"
              disableAfterSuccess
              headingLevel={3}
              title={`Subscribe to ${category.name}`}
              description="New articles from this category, straight to your inbox once a month."
            />
          </div>
        </div>
      </Section>
    </>
  );
}
