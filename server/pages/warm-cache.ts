import { request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { PageCache } from './page-cache/page-cache.ts';

/** Requests one path and resolves with its status once the response has been read. */
export type PageFetcher = (path: string) => Promise<number>;

export interface WarmOptions {
  readonly cache: PageCache;
  readonly paths: readonly string[];
  readonly fetchPage: PageFetcher;
  readonly concurrency: number;
  readonly logger: Logger;
  /** Aborted at shutdown: no new page is started; renders under way finish for their waiters. */
  readonly signal?: AbortSignal;
}

export interface WarmResult {
  readonly pages: number;
  readonly failed: number;
  readonly durationMs: number;
  /** Pages not requested because the warm start was stopped. */
  readonly skipped: number;
}

/**
 * Renders every path through the server's own request path (so each page is kept exactly as a
 * visitor's request would keep it), a few at a time so real visitors still get render slots.
 * Failures are logged and skipped: warming is an optimisation, never a reason not to serve.
 */
export async function warmPageCache(options: WarmOptions): Promise<WarmResult> {
  const { cache, paths, fetchPage, logger, signal } = options;
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length && !signal?.aborted) {
      const path = paths[next++] ?? '/';
      try {
        const status = await fetchPage(path);
        if (status !== 200) {
          failed += 1;
          logger.warn({ path, status }, 'page cache warm-up: unexpected status');
        }
      } catch (error) {
        failed += 1;
        logger.warn({ path, err: error }, 'page cache warm-up: request failed');
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, paths.length));
  await Promise.all(Array.from({ length: workers }, worker));
  await cache.idle();
  const durationMs = Math.round(performance.now() - started);
  const { entries, bytes } = cache.stats();
  const skipped = paths.length - next;
  if (skipped > 0) {
    logger.info(
      { pages: paths.length, skipped, failed, durationMs, entries, bytes },
      `page cache warm-up stopped: ${skipped} of ${paths.length} pages left`,
    );
  } else {
    logger.info(
      { pages: paths.length, failed, durationMs, entries, bytes },
      `page cache warmed: ${paths.length} pages in ${durationMs} ms`,
    );
  }
  return { pages: paths.length, failed, durationMs, skipped };
}

/** Fetches pages from the listening server itself, over loopback when it listens on all interfaces. */
export function loopbackFetcher(server: Server): PageFetcher {
  const address = server.address() as AddressInfo;
  const anyAddress = address.address === '0.0.0.0' || address.address === '::';
  const host = anyAddress ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return (path) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host,
          port: address.port,
          path,
          // Identity: the wire copy is thrown away, so compressing it would be wasted work.
          headers: { 'accept-encoding': 'identity', 'x-request-id': 'page-cache-warm-up' },
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('warm-up request timed out')));
      req.on('error', reject);
      req.end();
    });
}
