import type { ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { blogCategories } from '#content/blog/categories.ts';
import { Icon } from '../../components/icon.tsx';
import { popularPosts, postsInCategory, recentPosts, tagCounts } from './post-lists.ts';
import { categoryPath, postPath, tagPath } from './blog-head.ts';
import { formatViews, useBlogViews } from './blog-views.tsx';

function SidebarBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="blog-sidebar__block" aria-labelledby={id}>
      <h2 id={id} className="blog-sidebar__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The five most viewed posts, counting this visitor's own views after hydration. */
export function PopularPosts({ idPrefix }: { idPrefix: string }) {
  const { viewsOf, posts: published } = useBlogViews();
  return (
    <SidebarBlock id={`${idPrefix}-popular`} title="Popular posts">
      <ol className="blog-rank" data-testid="popular-posts">
        {popularPosts(published, viewsOf).map((post) => (
          <li key={post.slug} className="blog-rank__item">
            <Link to={postPath(post.slug)} className="blog-rank__link">
              {post.title}
            </Link>
            <span className="blog-rank__meta">{formatViews(viewsOf(post))}</span>
          </li>
        ))}
      </ol>
    </SidebarBlock>
  );
}

export function RecentPosts({ idPrefix }: { idPrefix: string }) {
  const { posts: published } = useBlogViews();
  return (
    <SidebarBlock id={`${idPrefix}-recent`} title="Recent posts">
      <ul className="blog-rank blog-rank--plain">
        {recentPosts(published).map((post) => (
          <li key={post.slug} className="blog-rank__item">
            <Link to={postPath(post.slug)} className="blog-rank__link">
              {post.title}
            </Link>
            <time className="blog-rank__meta" dateTime={post.publishedDate}>
              {post.date}
            </time>
          </li>
        ))}
      </ul>
    </SidebarBlock>
  );
}

export function CategoryList({ idPrefix }: { idPrefix: string }) {
  const { posts: published } = useBlogViews();
  return (
    <SidebarBlock id={`${idPrefix}-categories`} title="Categories">
      <ul className="blog-category-list">
        {blogCategories.map((category) => {
          const count = postsInCategory(published, category.slug).length;
          return (
            <li key={category.slug}>
              <Link to={categoryPath(category.slug)} className="blog-category-list__link">
                <span className={`icon-tile blog-category-list__icon blog-tone--${category.color}`}>
                  <Icon name={category.iconName} size={16} />
                </span>
                <span className="blog-category-list__name">{category.name}</span>
                <span className="blog-category-list__count">
                  {count}
                  <span className="visually-hidden">{count === 1 ? ' article' : ' articles'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </SidebarBlock>
  );
}

export function TagCloud({ idPrefix }: { idPrefix: string }) {
  const { posts: published } = useBlogViews();
  return (
    <SidebarBlock id={`${idPrefix}-tags`} title="Tags">
      <TagLinks tags={tagCounts(published).map(({ tag }) => tag)} />
    </SidebarBlock>
  );
}

/** Tags as links to the list filtered by that tag. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="blog-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className="blog-tag">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
