import type { RequestListener } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RouteObject } from 'react-router-dom';
import { routes as siteRoutes } from '#shared/routing/routes.tsx';
import { createAdmission, type Admission } from './http/admission.ts';
import { hashedAssets } from './http/assets.ts';
import { answerKeptPage, cacheFirst } from './pages/cache-first.ts';
import type { Env } from './ops/env.ts';
import { limitedFormBodies } from './http/body-limit.ts';
import { createHttpLogger } from './ops/logger.ts';
import { closeAfterUnreadBody } from './http/unread-body.ts';
import type { ClientManifest } from './pages/manifest.ts';
import { ownAddressRedirects } from './http/own-address.ts';
import { pageCacheFromEnv, siteOwnPaths, type PageCache } from './pages/page-cache/page-cache.ts';
import { createRenderHandler, renderFallbackPage } from './pages/render.tsx';
import type { LeadIntake } from './leads/lead-intake.ts';
import { blogApiRoutes } from './routes/blog-api.ts';
import { healthRoutes } from './routes/health.ts';
import { imageProbeRoutes } from './routes/image-probe.ts';
import { leadRoutes } from './routes/leads.ts';
import { rssRoutes } from './routes/rss.ts';
import { securityTxtRoutes } from './routes/security-txt.ts';
import { seoRoutes } from './routes/seo.ts';
import { sameSitePostsOnly } from './http/same-site-posts.ts';
import { securityHeaders } from './http/security.ts';
import { missingStaticFiles, publicFiles, rejectMalformedPaths } from './http/static-answers.ts';

export interface AppOptions {
  readonly env: Env;
  readonly logger: Logger;
  readonly manifest: ClientManifest;
  /** dist/client: the hashed assets live in its assets/ folder. */
  readonly clientDir: string;
  /** Files served as they are: /images, favicons. */
  readonly publicDir: string;
  readonly version: string;
  /** Defaults to the site's route table; tests pass their own to exercise failures. */
  readonly routes?: RouteObject[];
  readonly renderTimeoutMs?: number;
  /** Rendered-page cache; built from the environment when absent, none when null. */
  readonly pageCache?: PageCache | null;
  /** Render admission control; built from the environment when absent. */
  readonly admission?: Admission;
  /** Whether the server should get traffic yet (`/readyz`); ready at once when absent. */
  readonly ready?: () => boolean;
  /** Where form submissions are stored; without one they answer the error state (503). */
  readonly leads: LeadIntake | null;
}

/** Form posts are small; anything bigger is refused before it reaches a route action. */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024;
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

const onlyPageMethods: RequestHandler = (req, res, next) => {
  if (PAGE_METHODS.has(req.method)) return next();
  res.setHeader('Allow', 'GET, HEAD, POST');
  res.status(405).type('text/plain').send('Method Not Allowed');
};

const onlyFormPosts: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || req.is('application/x-www-form-urlencoded')) return next();
  res.status(415).type('text/plain').send('Unsupported Media Type');
};

/**
 * The site as a request listener: kept pages straight from memory, everything else through the
 * Express middleware list below.
 */
export function createApp(options: AppOptions): RequestListener {
  const { env, logger, manifest } = options;
  const production = env.NODE_ENV === 'production';
  const routes = options.routes ?? siteRoutes;
  const pageCache =
    options.pageCache === undefined ? pageCacheFromEnv(env, routes) : options.pageCache;
  const admission =
    options.admission ??
    createAdmission({ concurrency: env.RENDER_CONCURRENCY, queueLength: env.RENDER_QUEUE_LENGTH });
  const app = express();
  app.disable('x-powered-by');
  // Behind a CDN or load balancer the client address comes from X-Forwarded-For, from the hops
  // TRUST_PROXY names only (it counts submissions per address; the logs hold no address).
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(createHttpLogger(logger));
  app.use(securityHeaders(manifest.inlineScriptHashes));
  // React calls res.flush() after each chunk, so compressed HTML still streams.
  app.use(compression());
  app.use(rejectMalformedPaths(manifest.stylesheets, manifest.inlineScripts.prePaint));
  app.use(ownAddressRedirects(siteOwnPaths()));

  app.use('/assets', hashedAssets(path.join(options.clientDir, 'assets')));
  app.use(publicFiles(options.publicDir));
  app.use(missingStaticFiles(options.publicDir));

  app.use(healthRoutes(options.version, options.ready ?? (() => true)));
  app.use(
    imageProbeRoutes({
      siteUrl: env.SITE_URL,
      imagesDir: path.join(options.publicDir, 'images'),
      allowedHosts: env.IMAGE_PROBE_HOSTS,
    }),
  );
  app.use(seoRoutes(env.SITE_URL));
  app.use(rssRoutes(env.SITE_URL));
  app.use(blogApiRoutes({ previewSecret: env.PREVIEW_SECRET }));
  app.use(
    securityTxtRoutes({
      siteUrl: env.SITE_URL,
      contacts: env.SECURITY_CONTACT,
      expires: env.SECURITY_EXPIRES,
      languages: env.SECURITY_LANGUAGES,
      policyUrl: env.SECURITY_POLICY_URL,
    }),
  );

  // Form posts without JavaScript reach the same route actions the browser runs.
  app.use(onlyPageMethods);
  app.use(onlyFormPosts);
  app.use(sameSitePostsOnly(env.SITE_URL));
  app.use(limitedFormBodies(FORM_BODY_LIMIT_BYTES, 30));
  // Leads sent by the forms when JavaScript runs; without it they post to their pages below.
  app.use(leadRoutes(options.leads));

  // Made-up addresses share the one kept not-found page: answered here, without a render slot.
  if (pageCache) app.use(answerKeptPage(pageCache));
  app.use(admission.gate);
  app.use(
    createRenderHandler({
      routes,
      manifest,
      siteUrl: env.SITE_URL,
      logger,
      production,
      renderTimeoutMs: options.renderTimeoutMs ?? 10_000,
      cache: pageCache ?? undefined,
      leads: options.leads,
      previewSecret: env.PREVIEW_SECRET,
    }),
  );

  const handleErrors: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    req,
    res,
    _next,
  ) => {
    const status =
      typeof error.status === 'number' && error.status >= 400 && error.status < 500
        ? error.status
        : 500;
    if (status < 500) {
      // Body parser refusals (413 too large, 400 malformed): short text, never the details.
      res
        .status(status)
        .type('text/plain')
        .send(status === 413 ? 'Payload Too Large' : 'Bad Request');
      return;
    }
    logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(renderFallbackPage(manifest, req.originalUrl));
  };
  app.use(handleErrors);
  // Cached pages go out first, with the headers (security ones included) their render was sent with.
  const site = pageCache ? cacheFirst(pageCache, logger, app) : app;
  return (req, res) => {
    closeAfterUnreadBody(req, res);
    site(req, res);
  };
}
