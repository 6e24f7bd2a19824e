import { Link } from '../../routing/link.tsx';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { postPath } from './blog-head.ts';

/** Previous (older) and next (newer) articles. */
export function PostNav({
  previous,
  next,
}: {
  previous?: BlogPostSummary;
  next?: BlogPostSummary;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="blog-post-nav" aria-label="Previous and next articles">
      {previous ? (
        <Link
          to={postPath(previous.slug)}
          className="blog-post-nav__link blog-post-nav__link--previous"
          rel="prev"
        >
          <span className="blog-post-nav__label">← Previous article</span>
          <span className="blog-post-nav__title">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={postPath(next.slug)}
          className="blog-post-nav__link blog-post-nav__link--next"
          rel="next"
        >
          <span className="blog-post-nav__label">Next article →</span>
          <span className="blog-post-nav__title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
