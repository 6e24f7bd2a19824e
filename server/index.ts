import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '#shared/routing/routes.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { createAdmission } from './http/admission.ts';
import { createApp } from './app.ts';
import { createDrain } from './ops/drain.ts';
import {
  ConfigError,
  deprecatedSettings,
  isLoopbackOrigin,
  leadSettings,
  parseEnv,
} from './ops/env.ts';
import { createLeadIntake } from './leads/lead-intake.ts';
import { createLogger } from './ops/logger.ts';
import { loadClientManifest } from './pages/manifest.ts';
import { enableMetrics, instrumentRequests, setWarmUpDuration } from './ops/metrics.ts';
import { createMetricsServer } from './ops/metrics-server.ts';
import { pageCacheFromEnv } from './pages/page-cache/page-cache.ts';
import { createRouteLabeler } from './ops/route-label.ts';
import { loopbackFetcher, warmPageCache } from './pages/warm-cache.ts';
import { createHttpServer, transportLimits } from './http/transport.ts';

function start(): void {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  for (const line of deprecatedSettings(process.env)) logger.warn(line);
  if (env.NODE_ENV === 'production' && isLoopbackOrigin(env.SITE_URL)) {
    logger.warn(
      { siteUrl: env.SITE_URL },
      'SITE_URL points at this machine: canonical links, Open Graph, the sitemap and RSS will name it; set SITE_URL to the public origin',
    );
  }
  // The bundle lives in dist/server; the client build and public files sit beside it.
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const clientDir = path.join(distDir, 'client');
  const pageCache = pageCacheFromEnv(env, routes);
  const admission = createAdmission({
    concurrency: env.RENDER_CONCURRENCY,
    queueLength: env.RENDER_QUEUE_LENGTH,
  });
  // Leads are stored before a visitor is thanked: a store that cannot open stops the process.
  const leads = createLeadIntake(leadSettings(env), logger);
  let leadsReady = false;
  leads.ready.then(
    () => (leadsReady = true),
    (error: unknown) => {
      logger.fatal({ err: error }, 'the lead store could not be opened');
      process.exit(1);
    },
  );
  // Ready for traffic once the lead store is open and every sitemap page is kept.
  let warm = pageCache === null;
  // Stopped at shutdown: its requests would only meet a closed listener.
  const warmUp = new AbortController();
  const app = createApp({
    env,
    logger,
    manifest: loadClientManifest(clientDir),
    clientDir,
    publicDir: path.join(distDir, 'public'),
    version: process.env.APP_VERSION ?? 'dev',
    routes,
    pageCache,
    admission,
    ready: () => warm && leadsReady,
    leads,
  });

  const drain = createDrain({
    delayMs: env.SHUTDOWN_DELAY_MS,
    settleMs: env.SHUTDOWN_SETTLE_MS,
    graceMs: env.SHUTDOWN_GRACE_MS,
  });
  const metricsOn = env.METRICS_PORT !== undefined;
  const site = metricsOn ? instrumentRequests(app, createRouteLabeler(routes)) : app;
  const server = createHttpServer(drain.handler(site), transportLimits(env));
  drain.attach(server);
  server.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, host: env.HOST, siteUrl: env.SITE_URL }, 'listening');
    // In the background, so start-up is not delayed: the first visitor of any page gets memory speed.
    if (pageCache) {
      void warmPageCache({
        cache: pageCache,
        paths: sitemapPaths(),
        fetchPage: loopbackFetcher(server),
        concurrency: Math.ceil(env.RENDER_CONCURRENCY / 2),
        logger,
        signal: warmUp.signal,
      })
        .then((result) => setWarmUpDuration(result.durationMs))
        .finally(() => (warm = true));
    }
  });

  if (env.METRICS_PORT !== undefined) {
    enableMetrics({ cache: pageCache, admission, draining: drain.draining });
    const { METRICS_PORT: port, METRICS_HOST: host } = env;
    // Not drained with the site: it answers until the process exits, so the drain is visible.
    createMetricsServer().listen(port, host, () =>
      logger.info({ port, host }, 'metrics listening'),
    );
  }

  const shutdown = (signal: string) => {
    if (drain.draining()) return;
    logger.info({ signal }, 'draining');
    warmUp.abort();
    const run = drain.start();
    void run.stoppedAccepting.then(() => logger.info('stopped accepting connections'));
    void run.done.then(async (result) => {
      // Every answered submission is already on disk; this ends the outbox and closes the file.
      await leads
        .close()
        .catch((error: unknown) => logger.error({ err: error }, 'lead store close failed'));
      if (result === 'drained') logger.info('stopped');
      else logger.error('requests still open at the end of the grace period; exiting');
      process.exit(result === 'drained' ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start();
