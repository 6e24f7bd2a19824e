import type { RequestListener } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * The site's Prometheus metrics, in prom-client's default registry: any module adds its own by
 * importing prom-client, and the metrics port (server/ops/metrics-server.ts) serves them all. The
 * functions below are the hooks the request path calls; each costs a counter increment.
 */

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route id and status class.',
  labelNames: ['route', 'status_class'] as const,
});
const responseTime = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its response, by route id.',
  labelNames: ['route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const cacheHits = new Counter({
  name: 'page_cache_hits_total',
  help: 'Pages answered from the page cache.',
});
const cacheMisses = new Counter({
  name: 'page_cache_misses_total',
  help: 'Page requests that had to be rendered (GET and HEAD).',
});
const cacheEvictions = new Counter({
  name: 'page_cache_evictions_total',
  help: 'Pages dropped from the page cache to stay within PAGE_CACHE_MB.',
});
const renderTime = new Histogram({
  name: 'page_render_duration_seconds',
  help: 'Time to render a page, from the render slot to the whole page ready.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const refused = new Counter({
  name: 'render_admission_refused_total',
  help: 'Requests refused with 503 because the render queue was full.',
});
const warmUp = new Gauge({
  name: 'page_cache_warm_up_duration_seconds',
  help: 'How long the warm start took to render every sitemap page (0 until it is over).',
});

export const countCacheHit = (): void => cacheHits.inc();
export const countCacheMiss = (): void => cacheMisses.inc();
export const countCacheEviction = (): void => cacheEvictions.inc();
export const countRefused = (): void => refused.inc();
export const observeRender = (seconds: number): void => renderTime.observe(seconds);
export const setWarmUpDuration = (ms: number): void => warmUp.set(ms / 1000);

/** What the gauges read when Prometheus scrapes: the live objects of the running server. */
export interface MetricSources {
  readonly cache?: { stats: () => { entries: number; bytes: number } } | null;
  readonly admission?: { running: () => number; waiting: () => number };
  readonly draining?: () => boolean;
}

let sources: MetricSources = {};

const gauge = (name: string, help: string, read: () => number | undefined) =>
  new Gauge({
    name,
    help,
    collect() {
      const value = read();
      if (value !== undefined) this.set(value);
    },
  });

gauge('page_cache_entries', 'Pages kept in the page cache.', () => sources.cache?.stats().entries);
gauge(
  'page_cache_bytes',
  'Bytes the page cache holds (every encoding).',
  () => sources.cache?.stats().bytes,
);
gauge('render_admission_running', 'Renders running now.', () => sources.admission?.running());
gauge('render_admission_waiting', 'Renders waiting for a slot.', () =>
  sources.admission?.waiting(),
);
gauge('server_draining', '1 once SIGTERM has started the drain.', () =>
  sources.draining ? Number(sources.draining()) : undefined,
);

let defaultsOn = false;

/** Turns on the process metrics (event-loop lag, heap, RSS, GC) and names the live sources. */
export function enableMetrics(live: MetricSources): void {
  sources = live;
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics();
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Counts every response of a listener by route and status class, and times it. Wraps the whole
 * listener, so pages answered from the cache ahead of Express are counted too.
 */
export function instrumentRequests(
  listener: RequestListener,
  routeOf: (url: string | undefined) => string,
): RequestListener {
  return (req, res) => {
    const started = performance.now();
    res.once('finish', () => {
      const route = routeOf(req.url);
      requests.inc({ route, status_class: statusClass(res.statusCode) });
      responseTime.observe({ route }, (performance.now() - started) / 1000);
    });
    listener(req, res);
  };
}

/** The text Prometheus scrapes, and its content type. */
export async function scrape(): Promise<{ body: string; contentType: string }> {
  return { body: await register.metrics(), contentType: register.contentType };
}
