import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { Icon } from '../../components/icon.tsx';

interface EmptyStateProps {
  readonly title: string;
  readonly text?: string;
  /** Shows Clear Filters: a link to the unfiltered page that, with JavaScript, resets in place. */
  readonly onClear?: () => void;
  readonly clearLabel?: string;
}

/** What a filtered list shows when nothing matches. */
export function EmptyState({
  title,
  text,
  onClear,
  clearLabel = 'Clear Filters',
}: EmptyStateProps) {
  const { pathname } = useLocation();
  return (
    <div className="rf-empty">
      <span className="icon-tile icon-tile--round rf-empty__icon">
        <Icon name="search" size={28} />
      </span>
      <h3 className="rf-empty__title">{title}</h3>
      {text ? <p className="rf-empty__text">{text}</p> : null}
      {onClear ? (
        <Link
          to={pathname}
          className="button button--primary"
          preventScrollReset
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onClear();
          }}
        >
          {clearLabel}
        </Link>
      ) : null}
    </div>
  );
}
