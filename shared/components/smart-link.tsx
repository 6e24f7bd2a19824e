import type { ReactNode } from 'react';
import { Link } from '../routing/link.tsx';

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

interface SmartLinkProps {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onClick?: () => void;
}

/** A router link for internal paths, a plain anchor (new tab, no referrer leak) for others. */
export function SmartLink({ href, className, children, onClick }: SmartLinkProps) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
