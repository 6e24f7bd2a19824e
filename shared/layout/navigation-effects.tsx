import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
  type DataRouter,
} from 'react-router-dom';
import { trackPageView } from '../analytics/events.ts';
import { NAVIGATING_ATTRIBUTE } from '../document/pre-paint.ts';

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

/**
 * `<html data-navigating>` from the start of each of the router's navigations: set here, as it
 * starts (called once, in client/entry.tsx), and ended by `useNavigatingMark` once React has
 * committed the page of the new address. The router is idle before that, while the transition
 * that renders the new page may still be under way.
 */
export function markNavigations(router: Pick<DataRouter, 'subscribe'>): void {
  router.subscribe(({ navigation }) => {
    if (navigation.state !== 'idle')
      document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, '');
  });
}

function useNavigatingMark(): void {
  const { state } = useNavigation();
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (state === 'idle') document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  }, [state, key]);
}

export function NavigationEffects() {
  useNavigatingMark();
  usePageViews();
  useFocusAfterNavigation();
  // New pages start at the top or at their #hash, back and forward return to the saved
  // position, and links with preventScrollReset (filters, home sections) stay where they are.
  // Outside React Router's framework mode it renders no inline script, so the CSP holds.
  return <ScrollRestoration />;
}
