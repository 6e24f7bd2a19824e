import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '#shared/routes.tsx';
import { sitemapPaths } from '#shared/site-paths.ts';
import { createApp } from './app.ts';
import { ConfigError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { loadClientManifest } from './manifest.ts';
import { pageCacheFromEnv } from './page-cache.ts';
import { loopbackFetcher, warmPageCache } from './warm-cache.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const app = createApp({
    env,
    logger,
    manifest: loadClientManifest(clientDir),
    clientDir,
    publicDir: path.join(distDir, 'public'),
    version: process.env.APP_VERSION ?? 'dev',
    routes,
    pageCache,
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, host: env.HOST, siteUrl: env.SITE_URL }, 'listening');
    // In the background, so start-up is not delayed: the first visitor of any page gets memory speed.
    if (pageCache) {
      void warmPageCache({
        cache: pageCache,
        paths: sitemapPaths(),
        fetchPage: loopbackFetcher(server),
        concurrency: Math.ceil(env.RENDER_CONCURRENCY / 2),
        logger,
      });
    }
  });
  // Load balancers keep idle connections ~60 s: ours must outlive theirs, and headers must
  // arrive before the keep-alive window closes. Slow clients are cut off after 30 s.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  server.maxHeadersCount = 100;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // Stop accepting and let in-flight requests finish. Keep-alive sockets are closed as soon
    // as they fall idle, including those whose last response finishes during the shutdown.
    server.close(() => {
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start();
