import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { RouteObject } from 'react-router-dom';
import { routeEntries } from '#shared/routing/route-manifest.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';
import type { Env } from '../../ops/env.ts';
import { createCompressionQueue } from './compression-queue.ts';
import { createPageKeys, type PageKey } from './page-key.ts';
import { createPageShelves, dayOf, type KeptPage } from './page-shelves.ts';
import { createRenderWaits } from './render-waits.ts';
import { buildVariants, chooseEncoding, isNotModified } from '../page-variants.ts';

export type { PageKey } from './page-key.ts';

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
   * The answer from memory for a GET/HEAD of a kept page, by its exact page key: safe ahead of
   * the app, since only pages that reached the render are ever kept.
   */
  readonly find: (req: PageRequest) => CachedAnswer | undefined;
  /**
   * The same, once the app has routed the request to the render: a made-up address then also
   * finds the one not-found page (ahead of the app it could be /healthz or a file).
   */
  readonly findForRender: (req: PageRequest) => CachedAnswer | undefined;
  /** The page key of a raw path and raw query: what to render, and what it is kept under. */
  readonly pageKey: (pathname: string, query: string) => PageKey;
  /**
   * Keeps a finished render of a page; variants are built in the background. `renderStartedAt`
   * (ms since the epoch) dates the entry: a render that crosses midnight printed the day before.
   */
  readonly store: (
    key: PageKey,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    renderStartedAt: number,
  ) => void;
  readonly has: (key: PageKey) => boolean;
  /**
   * Marks a render of a page as under way, so later visitors of the same page wait for it
   * instead of rendering it again; call the returned function when the response is over.
   */
  readonly renderStarted: (key: PageKey) => () => void;
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

/**
 * Rendered pages, kept in memory with their brotli and gzip copies. The jobs live in
 * server/page-cache/: the page key (page-key.ts), the two byte-bounded shelves and the day an
 * entry lives (page-shelves.ts), the compression of new pages (compression-queue.ts), and the
 * visitors waiting on a render under way (render-waits.ts).
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const keys = createPageKeys(options.routes);
  const shelves = createPageShelves(options.maxBytes, options.sitePaths ?? siteOwnPaths());
  const compression = createCompressionQueue();
  const renders = createRenderWaits();

  const answer = (
    { method, headers }: PageRequest,
    page: KeptPage | undefined,
  ): CachedAnswer | undefined => {
    const encoding = chooseEncoding(headers['accept-encoding']);
    if (!page || !encoding) return undefined;
    const variant = page.variants[encoding];
    // Preconditions apply to successful responses only; a cached 404 is always sent whole.
    if (page.status === 200 && isNotModified(headers, variant)) {
      return { status: 304, headers: variant.notModifiedHeaders, body: undefined };
    }
    return {
      status: page.status,
      headers: variant.headers,
      body: method === 'HEAD' ? undefined : variant.body,
    };
  };

  const find = (req: PageRequest) => {
    const key = keys.pageKeyOfRequest(req);
    return key === undefined ? undefined : answer(req, shelves.get(key));
  };
  const findForRender = (req: PageRequest) => {
    const key = keys.pageKeyOfRequest(req);
    return key === undefined ? undefined : answer(req, shelves.get(keys.keptUnder(key)));
  };

  const store: PageCache['store'] = (key, status, headers, body, renderStartedAt) => {
    // Only a 404 of the catch-all route is the page every made-up address shares.
    const kept = status === 404 ? keys.keptUnder(key) : key;
    const day = dayOf(renderStartedAt);
    // Rendered yesterday: its dates are already out of date.
    if (day !== dayOf(Date.now())) return;
    compression.add(kept, async () => {
      const variants = await buildVariants(body, headers, shelves.isSitePage(kept));
      shelves.set(kept, { status, variants, day });
    });
  };

  return {
    find,
    findForRender,
    pageKey: keys.pageKey,
    store,
    has: (key) => shelves.get(keys.keptUnder(key)) !== undefined,
    renderStarted: (key) => renders.started(keys.keptUnder(key), compression.done),
    renderUnderWay: (req) => {
      // By exact page key, like `find`: ahead of the app a made-up address may be a route of its own.
      const key = keys.pageKeyOfRequest(req);
      return key === undefined ? undefined : renders.wait(key);
    },
    idle: compression.idle,
    stats: () => ({
      entries: shelves.entries(),
      bytes: shelves.bytes(),
      maxBytes: options.maxBytes,
      waiting: renders.waiting(),
    }),
  };
}
