import { matchPath } from 'react-router-dom';
import { routeEntries, type RouteEntry } from './route-manifest.ts';

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

const isStatic = (entry: RouteEntry) => !entry.path.includes(':') && entry.path !== '*';
const staticEntries = new Map<string, RouteEntry>(
  routeEntries.filter(isStatic).map((entry) => [entry.path, entry]),
);
const dynamicEntries: readonly RouteEntry[] = routeEntries.filter(
  (entry) => entry.path.includes(':') && !entry.path.startsWith('/blog/'),
);
const notFoundTitle = routeEntries.find((entry) => entry.path === '*')?.title ?? 'Page Not Found';

/** Whether a path is a page of its own (a breadcrumb links only to those). */
export function isStaticRoutePath(path: string): boolean {
  return staticEntries.has(normalizePath(path));
}

/**
 * Titles for the "recently viewed" list, from the route table. Blog paths read "Blog: " plus
 * the capitalised last segment (spec §2); other dynamic pages read "<Route title>: <Slug>".
 * Home reads "Home" rather than its long marketing title.
 */
export function titleForPath(path: string): string {
  const pathname = normalizePath(path);
  const entry = staticEntries.get(pathname);
  if (entry) return entry.id === 'home' ? (entry.label ?? entry.title) : entry.title;
  if (pathname.startsWith('/blog/')) {
    const slug = pathname.split('/').at(-1) ?? '';
    return `Blog: ${capitalizeSlug(slug)}`;
  }
  for (const dynamic of dynamicEntries) {
    const match = matchPath(dynamic.path, pathname);
    if (!match) continue;
    const slug = Object.values(match.params).at(-1) ?? '';
    return `${dynamic.title}: ${capitalizeSlug(slug)}`;
  }
  return notFoundTitle;
}
