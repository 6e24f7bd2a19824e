import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_QUERY_PARAMS } from '#shared/routing/page-query-params.ts';
import { PRIVATE_ROUTE_IDS } from '#shared/routing/private-routes.ts';
import type { RouteId } from '#shared/routing/route-manifest.ts';
import { isDecodablePath } from '../../http/request.ts';

/**
 * The page key: the path as the render sees it plus the query parameters that page reads, in a
 * fixed order. It is both what is rendered and what the page is kept under, so the kept HTML is
 * exactly what the key promises. `/a/%2e%2e/pricing` and `/pricing?utm_source=x` have the key
 * `/pricing`; `/blog?tag=voice&x=1` has `/blog?tag=voice`.
 */
export type PageKey = string;

/**
 * The not-found page names no address of its own (no canonical link, no Open Graph URL: it is
 * `noindex`), so every made-up address shares this one key. Not a path, so no page can collide.
 */
export const NOT_FOUND_PAGE_KEY: PageKey = '(not-found)';
const NOT_FOUND_ROUTE_ID = 'not-found';

/** The parts of a request its page key is read from. */
export interface KeyedRequest {
  readonly method?: string;
  /** The raw request target: path and query, as the client sent it. */
  readonly url?: string;
}

export interface PageKeys {
  /** The page key of a raw path and raw query. */
  readonly pageKey: (pathname: string, query: string) => PageKey;
  /** The page key of a GET or HEAD in origin form; undefined for anything else and private pages. */
  readonly pageKeyOfRequest: (req: KeyedRequest) => PageKey | undefined;
  /** The key a page is kept under: the shared not-found key for a made-up address. */
  readonly keptUnder: (key: PageKey) => PageKey;
}

/** A path segment as the router compares it: decoded, ASCII letters in either case alike. */
function segmentKey(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment).replaceAll('/', '%2F');
  } catch {
    // The router leaves an undecodable path as it is.
  }
  return decoded.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * The id of the deepest route a path matches, by react-router's own `matchRoutes`, asked only
 * about the routes the path's first segment allows: `matchRoutes` flattens, ranks and compiles
 * the whole table on every call, which a stream of made-up addresses (each new to the memo
 * below) would pay per request. The root's children are grouped by their first segment; a child
 * whose path starts with a parameter or a splat belongs to every group. Any other table shape is
 * matched whole.
 */
export function createRouteMatcher(routes: RouteObject[]): (path: string) => string {
  const deepestId = (tree: RouteObject[], path: string) =>
    matchRoutes(tree, path)?.at(-1)?.route.id ?? '';
  const [root, ...others] = routes;
  const children = root?.children;
  if (!root || !children || others.length > 0 || root.path !== '/') {
    return (path) => deepestId(routes, path);
  }
  const firstSegmentOf = (path: string) => path.replace(/^\/+/, '').split('/')[0] ?? '';
  const anywhere = children.filter((child) => /^\/?[:*]/.test(child.path ?? ''));
  const groups = new Map<string, RouteObject[]>();
  for (const child of children) {
    if (anywhere.includes(child)) continue;
    const key = child.index ? '' : segmentKey(firstSegmentOf(child.path ?? ''));
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  const trees = new Map(
    [...groups].map(([key, group]) => [key, [{ ...root, children: [...group, ...anywhere] }]]),
  );
  const rest = [{ ...root, children: anywhere }];
  return (path) => deepestId(trees.get(segmentKey(firstSegmentOf(path))) ?? rest, path);
}

export function createPageKeys(routes: RouteObject[]): PageKeys {
  const routeIdOf = createRouteMatcher(routes);
  /**
   * A raw path as the render sees it (the URL parser resolves dot segments, `%2e` included, and
   * leading slashes collapse), with the route it matches, so no path can stand for another page.
   */
  const resolved = new LRUCache<string, { path: string; routeId: string }>({ max: 1000 });
  const resolvePath = (raw: string) => {
    let entry = resolved.get(raw);
    if (entry === undefined) {
      const path = new URL(`http://site/${raw.replace(/^\/+/, '')}`).pathname;
      const routeId = routeIdOf(path);
      entry = { path, routeId };
      resolved.set(raw, entry);
    }
    return entry;
  };

  const pageKey = (pathname: string, query: string): PageKey => {
    const { path, routeId } = resolvePath(pathname);
    const names = query ? PAGE_QUERY_PARAMS[routeId as RouteId] : undefined;
    if (!names) return path;
    const given = new URLSearchParams(query);
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = given.get(name);
      if (value !== null) kept.append(name, value);
    }
    const search = kept.toString();
    return search ? `${path}?${search}` : path;
  };

  const pageKeyOfRequest = ({ method, url = '/' }: KeyedRequest): PageKey | undefined => {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    // The absolute form takes the app's full path.
    if (url.charCodeAt(0) !== 0x2f) return undefined;
    const queryAt = url.indexOf('?');
    // An empty query is answered with a 301 to the page without it (own-address.ts).
    if (queryAt === url.length - 1) return undefined;
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    // An undecodable path is no page (the app answers it with a 400) and must not reach the router.
    if (!isDecodablePath(pathname)) return undefined;
    // A private page (a preview link) is never looked up, so never answered from memory.
    if (PRIVATE_ROUTE_IDS.has(resolvePath(pathname).routeId)) return undefined;
    return pageKey(pathname, queryAt === -1 ? '' : url.slice(queryAt + 1));
  };

  const keptUnder = (key: PageKey): PageKey => {
    const queryAt = key.indexOf('?');
    const { routeId } = resolvePath(queryAt === -1 ? key : key.slice(0, queryAt));
    return routeId === NOT_FOUND_ROUTE_ID ? NOT_FOUND_PAGE_KEY : key;
  };

  return { pageKey, pageKeyOfRequest, keptUnder };
}
