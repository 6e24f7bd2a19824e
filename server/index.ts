import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '#shared/routing/routes.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { createApp } from './app.ts';
import { createDrain } from './drain.ts';
import { ConfigError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { loadClientManifest } from './manifest.ts';
import { pageCacheFromEnv } from './page-cache.ts';
import { loopbackFetcher, warmPageCache } from './warm-cache.ts';
import { createHttpServer, transportLimits } from './transport.ts';

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
  // The bundle lives in dist/server; the client build and public files sit beside it.
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const clientDir = path.join(distDir, 'client');
  const pageCache = pageCacheFromEnv(env, routes);
  // Ready for traffic once every sitemap page is kept (at once without a cache).
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
    ready: () => warm,
  });

  const drain = createDrain({
    delayMs: env.SHUTDOWN_DELAY_MS,
    settleMs: env.SHUTDOWN_SETTLE_MS,
    graceMs: env.SHUTDOWN_GRACE_MS,
  });
  const server = createHttpServer(drain.handler(app), transportLimits(env));
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
      }).finally(() => (warm = true));
    }
  });

  const shutdown = (signal: string) => {
    if (drain.draining()) return;
    logger.info({ signal }, 'draining');
    warmUp.abort();
    const run = drain.start();
    void run.stoppedAccepting.then(() => logger.info('stopped accepting connections'));
    void run.done.then((result) => {
      if (result === 'drained') logger.info('stopped');
      else logger.error('requests still open at the end of the grace period; exiting');
      process.exit(result === 'drained' ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start();
