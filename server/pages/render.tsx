import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Logger } from 'pino';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { AppData, SerializedRouteError } from '#shared/document/app-data.ts';
import { Document, type ClientAssets } from '#shared/document/document.tsx';
import { serializeJsonForScript } from '#shared/seo/json-ld.ts';
import { ErrorFallback } from '#shared/layout/error-fallback.tsx';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';
import { sendCachedAnswer } from './cache-first.ts';
import type { ClientManifest } from './manifest.ts';
import { countCacheMiss, observeRender } from '../ops/metrics.ts';
import type { PageCache } from './page-cache/page-cache.ts';
import { createRouteMatcher } from './page-cache/page-key.ts';
import { pageHeaders } from './page-variants.ts';
import { PRIVATE_PAGE_HEADERS } from '../preview/private-page.ts';
import { PRIVATE_ROUTE_IDS } from '#shared/routing/private-routes.ts';
import { toFetchRequest } from '../http/request.ts';
import { routeFormsThroughRequests, withRequestScope } from '../http/request-scope.ts';
import { ResponseTee } from './response-tee.ts';
import type { LeadIntake } from '../leads/lead-intake.ts';

/** HTML is the same for everyone: shared caches may keep it briefly and serve it stale while refreshing. */
const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
const NO_STORE = 'no-store';

export interface RenderOptions {
  readonly routes: RouteObject[];
  readonly manifest: ClientManifest;
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly production: boolean;
  /** A render that has not finished by then is aborted (and answered with the fallback page). */
  readonly renderTimeoutMs: number;
  /** When given, GET/HEAD renders of 200 and 404 pages are kept for later visitors. */
  readonly cache?: PageCache;
  /** Where form posts store their leads; without one, a valid post answers the error state. */
  readonly leads?: LeadIntake | null;
  /** What preview links are signed with (PREVIEW_SECRET); without it every one is a 404. */
  readonly previewSecret?: string | undefined;
}

function serializeErrors(
  errors: StaticHandlerContext['errors'],
  production: boolean,
): AppData['router']['errors'] {
  if (!errors) return null;
  const entries = Object.entries(errors).map(([routeId, error]): [string, SerializedRouteError] => {
    if (isRouteErrorResponse(error)) {
      return [
        routeId,
        { kind: 'response', status: error.status, statusText: error.statusText, data: error.data },
      ];
    }
    // Never leak server error details to visitors in production.
    const message =
      !production && error instanceof Error ? error.message : 'Unexpected Server Error';
    return [routeId, { kind: 'error', message }];
  });
  return Object.fromEntries(entries);
}

function clientAssets(manifest: ClientManifest): ClientAssets {
  return {
    entry: manifest.entry,
    stylesheets: manifest.stylesheets,
    stylesheetBytes: manifest.stylesheetBytes,
    modulePreloads: manifest.modulePreloads,
    fontPreloads: manifest.fontPreloads,
    iconSprite: manifest.iconSprite,
  };
}

/** The fallback page as a static document: no scripts, so it works whatever broke. */
export function renderFallbackPage(manifest: ClientManifest, reloadHref: string): string {
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Something went wrong</title>
        {manifest.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main id="main">
          <ErrorFallback reloadHref={reloadHref} />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

function sendFallback(res: ExpressResponse, manifest: ClientManifest, reloadHref: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(500)
    .setHeader('Content-Type', 'text/html; charset=utf-8')
    .setHeader('Cache-Control', NO_STORE);
  res.end(renderFallbackPage(manifest, reloadHref));
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has('Location');
}

/** The last middleware before errors: route the request through React Router and stream the page. */
export function createRenderHandler(options: RenderOptions) {
  const { routes, manifest, siteUrl, logger, production, renderTimeoutMs, cache } = options;
  const handler = createStaticHandler(routes);
  const routeIdOf = createRouteMatcher(routes);
  const assets = clientAssets(manifest);
  routeFormsThroughRequests(logger);

  return async function render(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    // The page prints today's date in places: a kept copy is dated by when its render began.
    const renderStartedAt = Date.now();
    const reloadHref = req.originalUrl;
    const started = performance.now();
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    // A private page (a preview link) is one reader's: never kept, never sent as cacheable.
    const privatePage = PRIVATE_ROUTE_IDS.has(routeIdOf(req.path));
    if (privatePage) res.set(PRIVATE_PAGE_HEADERS);
    // A cached page is rendered from its key, so the kept HTML is exactly what the key promises.
    const queryAt = req.originalUrl.indexOf('?');
    const pageKey =
      cache && isGet && !privatePage
        ? cache.pageKey(req.path, queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1))
        : undefined;
    if (cache && pageKey !== undefined) {
      // Kept while this request waited for a render slot: no need to render it again.
      const kept = cache.findForRender(req);
      if (kept) return sendCachedAnswer(res, kept);
      countCacheMiss();
      res.once('close', cache.renderStarted(pageKey));
    }
    const request = toFetchRequest(req, res, siteUrl, pageKey);
    let context: StaticHandlerContext | Response;
    try {
      // Loaders and actions (form posts without JavaScript) log with this request's id and
      // store leads through the app's intake.
      context = await withRequestScope(
        {
          logger: req.log,
          clientAddress: req.ip ?? '',
          leads: options.leads ?? null,
          previewSecret: options.previewSecret,
        },
        () => handler.query(request),
      );
    } catch (error) {
      next(error);
      return;
    }
    if (request.signal.aborted) return;

    if (context instanceof Response) {
      if (isRedirect(context)) {
        // A form post's 303 (to its page's success state) is that visitor's answer alone.
        if (!privatePage) res.setHeader('Cache-Control', isGet ? HTML_CACHE_CONTROL : NO_STORE);
        res.redirect(context.status, context.headers.get('Location') ?? '/');
        return;
      }
      res.status(context.status).setHeader('Cache-Control', NO_STORE);
      res.end(await context.text());
      return;
    }

    const router = createStaticRouter(handler.dataRoutes, context);
    const leafId = context.matches.at(-1)?.route.id ?? '';
    const appData: AppData = {
      siteUrl,
      assets,
      routePreloads: manifest.routeChunks[leafId] ?? [],
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors, production),
      },
    };
    const appDataJson = serializeJsonForScript(appData);
    const status = context.statusCode;

    let settled = false;
    const timer = setTimeout(() => {
      logger.error({ url: req.originalUrl, timeoutMs: renderTimeoutMs }, 'render timed out');
      stream.abort(new Error('Render timed out'));
    }, renderTimeoutMs);
    res.on('close', () => {
      clearTimeout(timer);
      if (!settled) stream.abort(new Error('Client disconnected'));
    });

    const stream = renderToPipeableStream(
      <Document
        assets={assets}
        routePreloads={appData.routePreloads}
        appDataJson={appDataJson}
        inlineScripts={manifest.inlineScripts}
      >
        <SiteConfigProvider value={{ siteUrl }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteConfigProvider>
      </Document>,
      {
        // Keep every completed Suspense boundary (a hydration slice) in place: React otherwise
        // moves large ones to the end of the document and reveals them with inline scripts,
        // which the CSP forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Wait for the whole page: streamed Suspense boundaries would need inline scripts,
        // which the CSP forbids. The response is still chunked and flushed as React writes.
        onAllReady() {
          settled = true;
          observeRender((performance.now() - started) / 1000);
          res.status(status);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          if (!privatePage)
            res.setHeader('Cache-Control', isGet && status < 500 ? HTML_CACHE_CONTROL : NO_STORE);
          if (cache && pageKey !== undefined && (status === 200 || status === 404)) {
            // Streamed to the visitor as before, and kept with the headers it was sent with.
            const headers = pageHeaders(res);
            stream.pipe(
              new ResponseTee(res, (body) =>
                cache.store(pageKey, status, headers, body, renderStartedAt),
              ),
            );
          } else {
            stream.pipe(res);
          }
          clearTimeout(timer);
        },
        onShellError(error) {
          settled = true;
          clearTimeout(timer);
          logger.error({ err: error, url: req.originalUrl }, 'render failed');
          sendFallback(res, manifest, reloadHref);
        },
        onError(error) {
          if (!settled || !res.writableEnded)
            logger.error({ err: error, url: req.originalUrl }, 'render error');
        },
      },
    );
  };
}
