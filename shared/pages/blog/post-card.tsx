import { Link } from '../../routing/link.tsx';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { cardCategories } from './post-lists.ts';
import { formatReadTime, postPath } from './blog-head.ts';
import { CategoryBadges } from './category-badge.tsx';
import { CARD_SIZES, PostPicture } from './post-picture.tsx';

interface PostCardProps {
  readonly post: BlogPostSummary;
  /** A larger card with the image beside the text on wide screens (featured posts). */
  readonly featured?: boolean;
  /** The first card of a page: its image is the largest paint on a phone, so it loads at once. */
  readonly priority?: boolean;
}

/** A post in a list: image, at most two categories, title, excerpt and byline. */
export function PostCard({ post, featured = false, priority = false }: PostCardProps) {
  return (
    <article className={featured ? 'blog-card blog-card--featured' : 'blog-card'}>
      <div className="blog-card__media">
        <PostPicture
          image={post.image}
          alt=""
          sizes={CARD_SIZES}
          className="blog-card__image"
          priority={priority}
        />
      </div>
      <div className="blog-card__body">
        <CategoryBadges categories={cardCategories(post)} />
        <h3 className="blog-card__title">
          <Link to={postPath(post.slug)} className="blog-card__link">
            {post.title}
          </Link>
        </h3>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <p className="blog-card__meta">
          <span>{post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedDate}>{post.date}</time>
          <span aria-hidden="true">·</span>
          <span>{formatReadTime(post.readTime)}</span>
        </p>
      </div>
    </article>
  );
}

/** A grid of post cards. */
export function PostGrid({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="blog-grid">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** The count line above a list, announced when a search changes it. */
export function PostCount({ count }: { count: number }) {
  return (
    <p className="blog-count" role="status">
      {count} {count === 1 ? 'article' : 'articles'}
    </p>
  );
}
