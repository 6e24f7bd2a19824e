import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HomeSection } from '#content/schema/navigation.ts';

interface SectionLinkProps {
  readonly section: HomeSection;
  readonly children: ReactNode;
  readonly className?: string;
  readonly onClick?: () => void;
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
 * A link to a section of the home page. Without JavaScript it is `/#section`; with
 * it, it scrolls there directly on `/` or navigates to `/` with `{ scrollTo: section }`, which
 * the home page reads. preventScrollReset keeps the layout from jumping to the top first.
 */
export function SectionLink({ section, children, className, onClick }: SectionLinkProps) {
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
    <a href={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
