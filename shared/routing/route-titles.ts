import { matchPath } from 'react-router-dom';
import { routeEntries, routeEntry, type RouteEntry } from './route-manifest.ts';

/** "ai-ethics" -> "Ai Ethics": hyphens become spaces and every word starts with a capital. */
export function capitalizeSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The path without query, hash or trailing slash ("/" stays "/"). */
export function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The title of the page for unknown paths, also used when no page module answered. */
export const NOT_FOUND_TITLE = 'Page Not Found';

const isStatic = (entry: RouteEntry) => !entry.path.includes(':') && entry.path !== '*';
const staticPaths = new Set<string>(routeEntries.filter(isStatic).map((entry) => entry.path));
const dynamicEntries: readonly RouteEntry[] = routeEntries.filter(
  (entry) => entry.path.includes(':') && !entry.path.startsWith('/blog/'),
);

/** Whether a path is a page of its own (a breadcrumb links only to those). */
export function isStaticRoutePath(path: string): boolean {
  return staticPaths.has(normalizePath(path));
}

/**
 * Titles for the "recently viewed" list. `routeTitle` is the title of the page that answered the
 * path (its module's `handle`), so the browser needs no table of every page's title. Blog paths
 * read "Blog: " plus the capitalised last segment; other dynamic pages read
 * "<Route title>: <Slug>"; home reads "Home" rather than its long marketing title.
 */
export function titleForPath(path: string, routeTitle: string | undefined): string {
  const pathname = normalizePath(path);
  if (pathname === '/') return routeEntry('home').label;
  if (staticPaths.has(pathname)) return routeTitle ?? NOT_FOUND_TITLE;
  if (pathname.startsWith('/blog/')) {
    const slug = pathname.split('/').at(-1) ?? '';
    return `Blog: ${capitalizeSlug(slug)}`;
  }
  for (const dynamic of dynamicEntries) {
    const match = matchPath(dynamic.path, pathname);
    if (!match || routeTitle === undefined) continue;
    const slug = Object.values(match.params).at(-1) ?? '';
    return `${routeTitle}: ${capitalizeSlug(slug)}`;
  }
  return NOT_FOUND_TITLE;
}
