import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HomeSection } from '#content/schema/navigation.ts';

interface SectionLinkProps {
  readonly section: HomeSection;
  readonly children: ReactNode;
  readonly className?: string;
  readonly onClick?: () => void;
  /** In a header menu (a <details>), which it closes without JavaScript too: see sectionHref. */
  readonly inMenu?: boolean;
}

/**
 * The address of a home section. In a header menu on the home page it is `/?#section`: to a
 * browser without JavaScript `/#section` there is a jump within the page, which leaves the
 * menu (a <details>) open over the section, while `/?` is another address, so the page is
 * loaded again, menus closed; the server answers `/?` with a 301 to `/`, the fragment kept
 * (own-address.ts), so every such link stays another address. No element is added for it.
 */
export function sectionHref(section: HomeSection, pathname: string, inMenu = false): string {
  return inMenu && pathname === '/' ? `/?#${section}` : `/#${section}`;
}

/** A click that follows a link in this tab (Enter on a focused link counts as one). */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Focus follows the scroll: the section's heading (or the section) takes it, so the next Tab
 * and a screen reader continue there rather than at a link that may just have been hidden.
 */
export function focusSection(section: HTMLElement): void {
  const target = document.getElementById(`${section.id}-title`) ?? section;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * A link to a section of the home page. Without JavaScript it is `/#section` (sectionHref); with
 * it, it scrolls there directly on `/` or navigates to `/` with `{ scrollTo: section }`, which
 * the home page reads. preventScrollReset keeps the layout from jumping to the top first.
 */
export function SectionLink({
  section,
  children,
  className,
  onClick,
  inMenu = false,
}: SectionLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.();
    if (!isPlainLeftClick(event)) return; // New tab or window: let the browser follow the href.
    event.preventDefault();
    const target = pathname === '/' ? document.getElementById(section) : null;
    if (target) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      focusSection(target);
      return;
    }
    void navigate('/', { state: { scrollTo: section }, preventScrollReset: true });
  }

  return (
    <a href={sectionHref(section, pathname, inMenu)} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
