import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '../analytics.ts';

function hasScrollTarget(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'scrollTo' in state;
}

/** A page_view on the first load and on every client navigation to another page. */
function usePageViews(): void {
  const { pathname, search } = useLocation();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    // Keyed on the pathname: filters that rewrite the query string are not new pages.
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    // The committed <title> of the new page (React has already hoisted it into <head>).
    trackPageView(pathname + search, document.title);
  }, [pathname, search]);
}

/**
 * New pages start at the top (or at their #hash); back/forward keeps the browser's own scroll
 * restoration; a `scrollTo` state is left to the home page. If the followed link disappeared
 * with the old page, focus moves to <main> so keyboard and screen-reader users start there.
 */
function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef(location.key);
  useEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (navigationType === 'POP') return;

    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body || !active.checkVisibility()) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (hasScrollTarget(location.state)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location, navigationType]);
}

export function NavigationEffects() {
  usePageViews();
  useNavigationScroll();
  return null;
}
