import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LEAD_FORMS, leadEndpoint } from '#shared/forms/sending/lead-recorder.ts';

/** Fixed answers outside the route table, by exact path. */
const SMALL_ROUTES: Readonly<Record<string, string>> = {
  // The forms' requests with JavaScript: one label per form.
  ...Object.fromEntries(LEAD_FORMS.map((form) => [leadEndpoint(form), `leads:${form}`])),
  '/healthz': 'health',
  '/readyz': 'health',
  '/sitemap.xml': 'sitemap',
  '/robots.txt': 'robots',
  '/rss.xml': 'rss',
  '/.well-known/security.txt': 'security-txt',
  '/api/image-probe': 'image-probe',
};

/**
 * A request's route for metric labels: a route id of the table, a small route's name (the
 * lead API's are `leads:<form>`), `assets`,
 * `file` (public files) or `not-found`. Never the raw path, so the label set stays as small as
 * the route table however many addresses visitors make up.
 */
export function createRouteLabeler(routes: RouteObject[]): (url: string | undefined) => string {
  const known = new LRUCache<string, string>({ max: 1000 });
  const label = (pathname: string): string => {
    const small = SMALL_ROUTES[pathname];
    if (small) return small;
    if (pathname.startsWith('/assets/')) return 'assets';
    if (/\.[a-z0-9]+$/i.test(pathname)) return 'file';
    try {
      return matchRoutes(routes, pathname)?.at(-1)?.route.id ?? 'not-found';
    } catch {
      return 'not-found';
    }
  };
  return (url = '/') => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    let found = known.get(pathname);
    if (found === undefined) {
      found = label(pathname);
      known.set(pathname, found);
    }
    return found;
  };
}
