import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_QUERY_PARAMS } from '#shared/routing/page-query-params.ts';
import { routeEntries, type RouteId } from '#shared/routing/route-manifest.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';
import { isDecodablePath } from './request.ts';
import type { Env } from './env.ts';
import { countCacheEviction } from './metrics.ts';
import { buildVariants, chooseEncoding, matchesEtag, type Variants } from './page-variants.ts';

interface CachedPage {
  readonly status: number;
  readonly variants: Variants;
  /** UTC day of the render: some pages print today's date, so an entry lives one day at most. */
  readonly day: number;
}

export interface PageCacheOptions {
  readonly maxBytes: number;
  readonly routes: RouteObject[];
  /** The site's own addresses without a query; defaults to the route table and content. */
  readonly sitePaths?: readonly string[];
}

/** What a cache hit sends: the status, every header, and the body (none for HEAD and 304). */
export interface CachedAnswer {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer | undefined;
}

/** The parts of a request a cache lookup reads. */
export interface PageRequest {
  readonly method?: string;
  /** The raw request target: path and query, as the client sent it. */
  readonly url?: string;
  readonly headers: IncomingHttpHeaders;
}

export interface PageCache {
  /**
   * The answer from memory for a GET/HEAD of a kept page, by its exact address: safe ahead of
   * the app, since only addresses that reached the render are ever kept.
   */
  readonly find: (req: PageRequest) => CachedAnswer | undefined;
  /**
   * The same, once the app has routed the request to the render: a made-up address then also
   * finds the one not-found page (ahead of the app it could be /healthz or a file).
   */
  readonly findForRender: (req: PageRequest) => CachedAnswer | undefined;
  /** What to render for a path and raw query: the path plus the parameters the page reads, in a fixed order. */
  readonly renderTarget: (pathname: string, query: string) => string;
  /** Keeps a finished render of a target; variants are built in the background. */
  readonly store: (
    target: string,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
  ) => void;
  readonly has: (target: string) => boolean;
  /**
   * Marks a render of a target as under way, so later visitors of the same page wait for it
   * instead of rendering it again; call the returned function when the response is over.
   */
  readonly renderStarted: (target: string) => () => void;
  /** Resolves once the renders of this request's page under way are over and kept (or not). */
  readonly renderUnderWay: (req: PageRequest) => Promise<void> | undefined;
  /** Resolves when no variants are being built (tests, warm start). */
  readonly idle: () => Promise<void>;
  readonly stats: () => {
    entries: number;
    bytes: number;
    maxBytes: number;
    /** Visitors waiting for a render of their page under way. */
    waiting: number;
  };
}

/** Every concrete address of the route table: static routes (listed or not) and content pages. */
export function siteOwnPaths(): string[] {
  const statics = routeEntries
    .map((entry): string => entry.path)
    .filter((path) => !path.includes(':') && path !== '*');
  return [...statics, ...Object.values(contentPaths()).flat()];
}

/** The cache the environment asks for: none when PAGE_CACHE is off. */
export function pageCacheFromEnv(env: Env, routes: RouteObject[]): PageCache | null {
  if (env.PAGE_CACHE === 'off') return null;
  return createPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, routes });
}

const DAY_MS = 86_400_000;
/** Bodies waiting for compression; past it a render is simply not kept (the next miss retries). */
const MAX_PENDING = 128;
const COMPRESSING_AT_ONCE = 2;
/**
 * The not-found page names no address of its own (no canonical link, no Open Graph URL: it is
 * `noindex`), so every made-up address shares this one entry. Not a path, so no page can collide.
 */
const NOT_FOUND_KEY = '(not-found)';
const NOT_FOUND_ROUTE_ID = 'not-found';
/** Visitors waiting for one page's render; past it they render on their own (admission bounds that). */
const MAX_WAITING_PER_PAGE = 1000;

function entrySize(page: CachedPage, key: string): number {
  const { identity, br, gzip } = page.variants;
  // Bodies dominate; the constant covers header objects and bookkeeping.
  return identity.body.length + br.body.length + gzip.body.length + key.length * 2 + 2048;
}

/**
 * Rendered pages, kept in memory with their brotli and gzip copies. Two byte-bounded LRUs: one
 * for the site's own pages without a query (a finite set, so it simply holds them all), and a
 * quarter of the budget for everything else a visitor can make up: filtered lists and other
 * query values. Giving made-up addresses their own budget means no amount of junk can evict the
 * real pages; made-up paths all share the one not-found entry.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const siteBytes = Math.floor(options.maxBytes * 0.75);
  const lru = (maxSize: number) =>
    new LRUCache<string, CachedPage>({
      maxSize,
      sizeCalculation: entrySize,
      dispose: (_page, _key, reason) => reason === 'evict' && countCacheEviction(),
    });
  const sitePages = lru(siteBytes);
  const otherPages = lru(options.maxBytes - siteBytes);
  const sitePaths = new Set(options.sitePaths ?? siteOwnPaths());
  const shelf = (key: string) =>
    sitePaths.has(key) || key === NOT_FOUND_KEY ? sitePages : otherPages;

  /**
   * A raw path as the render sees it (the URL parser resolves dot segments, `%2e` included, and
   * leading slashes collapse), with the route it matches: keys name what is rendered, so
   * `/a/%2e%2e/pricing` and `/pricing` share one entry and no path can stand for another page.
   */
  const resolved = new LRUCache<string, { path: string; routeId: string }>({ max: 1000 });
  const resolvePath = (raw: string) => {
    let entry = resolved.get(raw);
    if (entry === undefined) {
      const path = new URL(`http://site/${raw.replace(/^\/+/, '')}`).pathname;
      const routeId = matchRoutes(options.routes, path)?.at(-1)?.route.id ?? '';
      entry = { path, routeId };
      resolved.set(raw, entry);
    }
    return entry;
  };

  const renderTarget = (pathname: string, query: string): string => {
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

  const isNotFoundRoute = (target: string): boolean => {
    const queryAt = target.indexOf('?');
    return (
      resolvePath(queryAt === -1 ? target : target.slice(0, queryAt)).routeId === NOT_FOUND_ROUTE_ID
    );
  };
  const storageKey = (target: string): string => (isNotFoundRoute(target) ? NOT_FOUND_KEY : target);

  const today = () => Math.floor(Date.now() / DAY_MS);
  const lookup = (key: string): CachedPage | undefined => {
    const cache = shelf(key);
    const page = cache.get(key);
    if (page && page.day !== today()) {
      cache.delete(key);
      return undefined;
    }
    return page;
  };

  /** The target of a GET or HEAD in origin form; the absolute form takes the app's full path. */
  const targetOf = ({ method, url = '/' }: PageRequest): string | undefined => {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    if (url.charCodeAt(0) !== 0x2f) return undefined;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    // An undecodable path is no page (the app answers it with a 400) and must not reach the router.
    if (!isDecodablePath(pathname)) return undefined;
    return renderTarget(pathname, queryAt === -1 ? '' : url.slice(queryAt + 1));
  };

  const answer = (
    { method, headers }: PageRequest,
    page: CachedPage | undefined,
  ): CachedAnswer | undefined => {
    if (!page) return undefined;
    const variant = page.variants[chooseEncoding(headers['accept-encoding'])];
    const ifNoneMatch = headers['if-none-match'];
    // Preconditions apply to successful responses only; a cached 404 is always sent whole.
    if (ifNoneMatch && page.status === 200 && matchesEtag(ifNoneMatch, page.variants)) {
      return { status: 304, headers: variant.notModifiedHeaders, body: undefined };
    }
    return {
      status: page.status,
      headers: variant.headers,
      body: method === 'HEAD' ? undefined : variant.body,
    };
  };

  const find = (req: PageRequest) => {
    const target = targetOf(req);
    return target === undefined ? undefined : answer(req, lookup(target));
  };
  const findForRender = (req: PageRequest) => {
    const target = targetOf(req);
    return target === undefined ? undefined : answer(req, lookup(storageKey(target)));
  };

  const queue: (() => Promise<void>)[] = [];
  /** Keys whose variants are being built, with what resolves when they are stored (or not). */
  const building = new Map<string, Promise<void>>();
  let compressing = 0;
  let waiters: (() => void)[] = [];
  const pump = () => {
    while (compressing < COMPRESSING_AT_ONCE && queue.length > 0) {
      const job = queue.shift();
      if (!job) break;
      compressing += 1;
      // A failed compression only means the page is not kept; the next miss tries again.
      void job()
        .catch(() => undefined)
        .finally(() => {
          compressing -= 1;
          pump();
        });
    }
    if (compressing === 0 && queue.length === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  };

  const store = (target: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    // Only a 404 of the catch-all route is the page every made-up address shares.
    const key = status === 404 ? storageKey(target) : target;
    if (building.has(key) || queue.length >= MAX_PENDING) return;
    const day = today();
    building.set(
      key,
      new Promise((stored) => {
        queue.push(async () => {
          try {
            const best = sitePaths.has(key) || key === NOT_FOUND_KEY;
            const variants = await buildVariants(body, headers, best);
            shelf(key).set(key, { status, variants, day });
          } finally {
            building.delete(key);
            stored();
          }
        });
      }),
    );
    pump();
  };

  const rendering = new Map<string, { renders: number; waiters: (() => void)[] }>();
  const renderStarted = (target: string) => {
    const key = storageKey(target);
    const entry = rendering.get(key) ?? { renders: 0, waiters: [] };
    entry.renders += 1;
    rendering.set(key, entry);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      entry.renders -= 1;
      if (entry.renders > 0) return;
      rendering.delete(key);
      // Waiters retry the cache once the page's variants are stored, so they find it there.
      void (building.get(key) ?? Promise.resolve()).then(() => {
        for (const resume of entry.waiters) resume();
      });
    };
  };
  const renderUnderWay = (req: PageRequest): Promise<void> | undefined => {
    // By exact address, like `find`: ahead of the app a made-up address may be a route of its own.
    const target = targetOf(req);
    const entry = target === undefined ? undefined : rendering.get(target);
    if (!entry || entry.waiters.length >= MAX_WAITING_PER_PAGE) return undefined;
    return new Promise((resume) => entry.waiters.push(resume));
  };

  return {
    find,
    findForRender,
    renderTarget,
    store,
    has: (target) => lookup(storageKey(target)) !== undefined,
    renderStarted,
    renderUnderWay,
    idle: () =>
      compressing === 0 && queue.length === 0
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push(resolve)),
    stats: () => ({
      entries: sitePages.size + otherPages.size,
      bytes: sitePages.calculatedSize + otherPages.calculatedSize,
      maxBytes: options.maxBytes,
      waiting: [...rendering.values()].reduce((sum, entry) => sum + entry.waiters.length, 0),
    }),
  };
}
