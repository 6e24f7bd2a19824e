import type { ReactNode } from 'react';
import { NavLink as RouteNavLink } from '../routing/link.tsx';
import type { NavLink } from '#content/schema/navigation.ts';
import { pathOf, routeEntry } from '../routing/route-manifest.ts';
import { SectionLink } from './section-link.tsx';

/** The label of a menu or footer link: its own, else the route table's label. */
export function navLabel(link: NavLink): string {
  if ('section' in link) return link.label;
  const entry = routeEntry(link.route);
  return link.label ?? entry.label;
}

export function navHref(link: NavLink): string {
  return 'section' in link ? `/#${link.section}` : pathOf(link.route);
}

interface NavItemLinkProps {
  readonly link: NavLink;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly onClick?: () => void;
  /** In a header menu: a section link there closes the menu without JavaScript (sectionHref). */
  readonly inMenu?: boolean;
}

/** A route link (marked aria-current on its page) or a home-section link. */
export function NavItemLink({ link, className, children, onClick, inMenu }: NavItemLinkProps) {
  const content = children ?? navLabel(link);
  if ('section' in link) {
    return (
      <SectionLink section={link.section} className={className} onClick={onClick} inMenu={inMenu}>
        {content}
      </SectionLink>
    );
  }
  return (
    <RouteNavLink to={pathOf(link.route)} className={className} onClick={onClick}>
      {content}
    </RouteNavLink>
  );
}
