import { useLocation } from 'react-router-dom';
import { Link } from '../routing/link.tsx';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

interface BreadcrumbsProps {
  /** Replaces the label of the last item (the current page), e.g. a blog post's title. */
  readonly lastLabel?: string;
  /** The trail's path when it is not the address shown (a preview shows the post's own). */
  readonly path?: string;
}

/** The trail to the current page, built from the URL (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ lastLabel, path }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const items = breadcrumbTrail(path ?? pathname, lastLabel);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.path} className="breadcrumbs__item">
              {isLast ? (
                <span aria-current="page" className="breadcrumbs__current">
                  {item.label}
                </span>
              ) : item.linked ? (
                <Link to={item.path}>{item.label}</Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
