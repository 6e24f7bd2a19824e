import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '../analytics/events.ts';

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
 * If the followed link disappeared with the old page, focus moves to <main> so keyboard and
 * screen-reader users start there. Back and forward leave the focus alone.
 */
function useFocusAfterNavigation(): void {
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
  }, [location.key, navigationType]);
}

export function NavigationEffects() {
  usePageViews();
  useFocusAfterNavigation();
  // New pages start at the top or at their #hash, back and forward return to the saved
  // position, and links with preventScrollReset (filters, home sections) stay where they are.
  // Outside React Router's framework mode it renders no inline script, so the CSP holds.
  return <ScrollRestoration />;
}
