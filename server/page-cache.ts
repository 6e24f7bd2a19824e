import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_QUERY_PARAMS } from '#shared/routing/page-query-params.ts';
import { routeEntries, type RouteId } from '#shared/routing/route-manifest.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';
import type { Env } from './env.ts';
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

export interface PageCache {
  /** Answers GET/HEAD from memory when the page is cached; otherwise passes on. */
  readonly serve: RequestHandler;
  /** Path plus the query parameters the page reads, in a fixed order. */
  readonly keyFor: (req: Request) => string;
  /** Keeps a finished render; variants are built in the background. */
  readonly store: (key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) => void;
  readonly has: (key: string) => boolean;
  /** Resolves when no variants are being built (tests, warm start). */
  readonly idle: () => Promise<void>;
  readonly stats: () => { entries: number; bytes: number; maxBytes: number };
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

function entrySize(page: CachedPage, key: string): number {
  const { identity, br, gzip } = page.variants;
  // Bodies dominate; the constant covers header objects and bookkeeping.
  return identity.body.length + br.body.length + gzip.body.length + key.length * 2 + 2048;
}

/**
 * Rendered pages, kept in memory with their brotli and gzip copies. Two byte-bounded LRUs: one
 * for the site's own pages without a query (a finite set, so it simply holds them all), and a
 * quarter of the budget for everything else a visitor can make up: filtered lists, other query
 * values, 404 pages. A 404 page names its own address (canonical link, Open Graph, JSON-LD), so it
 * cannot share one key; giving made-up addresses their own budget means no amount of junk can
 * evict the real pages.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const siteBytes = Math.floor(options.maxBytes * 0.75);
  const lru = (maxSize: number) =>
    new LRUCache<string, CachedPage>({ maxSize, sizeCalculation: entrySize });
  const sitePages = lru(siteBytes);
  const otherPages = lru(options.maxBytes - siteBytes);
  const sitePaths = new Set(options.sitePaths ?? siteOwnPaths());
  const shelf = (key: string) => (sitePaths.has(key) ? sitePages : otherPages);

  const routeIds = new LRUCache<string, string>({ max: 1000 });
  const routeIdOf = (pathname: string): string => {
    let id = routeIds.get(pathname);
    if (id === undefined) {
      id = matchRoutes(options.routes, pathname)?.at(-1)?.route.id ?? '';
      routeIds.set(pathname, id);
    }
    return id;
  };

  const keyFor = (req: Request): string => {
    const pathname = req.path;
    const queryAt = req.url.indexOf('?');
    if (queryAt === -1) return pathname;
    const names = PAGE_QUERY_PARAMS[routeIdOf(pathname) as RouteId];
    if (!names) return pathname;
    const given = new URLSearchParams(req.url.slice(queryAt + 1));
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = given.get(name);
      if (value !== null) kept.append(name, value);
    }
    const query = kept.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

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

  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = lookup(keyFor(req));
    if (!page) return next();
    const variant = page.variants[chooseEncoding(req.headers['accept-encoding'])];
    const ifNoneMatch = req.headers['if-none-match'];
    // Preconditions apply to successful responses only; a cached 404 is always sent whole.
    if (ifNoneMatch && page.status === 200 && matchesEtag(ifNoneMatch, page.variants)) {
      res.writeHead(304, variant.notModifiedHeaders);
      res.end();
      return;
    }
    res.writeHead(page.status, variant.headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  };

  const queue: (() => Promise<void>)[] = [];
  const queued = new Set<string>();
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

  const store = (key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    if (queued.has(key) || queue.length >= MAX_PENDING) return;
    queued.add(key);
    const day = today();
    queue.push(async () => {
      try {
        const variants = await buildVariants(body, headers, sitePaths.has(key));
        shelf(key).set(key, { status, variants, day });
      } finally {
        queued.delete(key);
      }
    });
    pump();
  };

  return {
    serve,
    keyFor,
    store,
    has: (key) => lookup(key) !== undefined,
    idle: () =>
      compressing === 0 && queue.length === 0
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push(resolve)),
    stats: () => ({
      entries: sitePages.size + otherPages.size,
      bytes: sitePages.calculatedSize + otherPages.calculatedSize,
      maxBytes: options.maxBytes,
    }),
  };
}
