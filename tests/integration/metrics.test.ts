import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmission } from '#server/http/admission.ts';
import { enableMetrics, instrumentRequests } from '#server/ops/metrics.ts';
import { createMetricsServer } from '#server/ops/metrics-server.ts';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { createRouteLabeler } from '#server/ops/route-label.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp, memoryLeadIntake } from './app-harness.ts';

// Room for about two pages with their compressed copies: a third evicts one.
const cache = createPageCache({ maxBytes: 160 * 1024, routes });
const admission = createAdmission({ concurrency: 2, queueLength: 10 });
let draining = false;
const site = instrumentRequests(
  createTestApp({ pageCache: cache, admission }),
  createRouteLabeler(routes),
);
const server = createServer(site);
// No render slot and no queue: every render is refused with a 503.
const full = instrumentRequests(
  createTestApp({
    pageCache: null,
    admission: createAdmission({ concurrency: 0, queueLength: 0 }),
  }),
  createRouteLabeler(routes),
);
const metrics = createMetricsServer();
const SLOW = 60_000;

const listen = (target: Server) =>
  new Promise<string>((resolve) =>
    target.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(target.address() as AddressInfo).port}`),
    ),
  );
const close = (target: Server) => new Promise<void>((resolve) => target.close(() => resolve()));

let metricsUrl = '';
beforeAll(async () => {
  enableMetrics({ cache, admission, draining: () => draining });
  await listen(server);
  metricsUrl = `${await listen(metrics)}/metrics`;
});
afterAll(async () => {
  await close(server);
  await close(metrics);
});

/** A sample's value from the exposition text: `name{labels} value`, labels as written. */
function sample(text: string, name: string, labels = ''): number {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((item) => item.startsWith(prefix));
  return line === undefined ? Number.NaN : Number(line.slice(prefix.length));
}
const scrape = async () => {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
};

describe('metrics on their own port', () => {
  let before = '';
  let after = '';

  beforeAll(async () => {
    before = await scrape();
    const agent = request(server);
    expect((await agent.get('/pricing')).status).toBe(200);
    await cache.idle();
    expect((await agent.get('/pricing')).status).toBe(200);
    for (const path of ['/', '/features', '/contact']) {
      expect((await agent.get(path)).status).toBe(200);
      await cache.idle();
    }
    expect((await agent.get('/no-such-page-4711')).status).toBe(404);
    // The not-found page is kept too: its compression may evict a page, so wait for it before
    // the scrape that the cache's own figures are compared with.
    await cache.idle();
    expect((await agent.get('/healthz')).status).toBe(200);
    expect((await request(full).get('/pricing')).status).toBe(503);
    after = await scrape();
  }, SLOW);

  const moved = (name: string, labels = '') =>
    (sample(after, name, labels) || 0) - (sample(before, name, labels) || 0);

  it('counts requests by route id and status class, never by raw path', () => {
    expect(moved('http_requests_total', 'route="pricing",status_class="2xx"')).toBe(2);
    expect(moved('http_requests_total', 'route="not-found",status_class="4xx"')).toBe(1);
    expect(moved('http_requests_total', 'route="health",status_class="2xx"')).toBe(1);
    expect(after).not.toContain('no-such-page-4711');
    expect(moved('http_request_duration_seconds_count', 'route="pricing"')).toBe(3);
  });

  it('counts page cache hits, misses and evictions, and reports its entries and bytes', () => {
    expect(moved('page_cache_hits_total')).toBe(1);
    expect(moved('page_cache_misses_total')).toBe(5);
    expect(moved('page_cache_evictions_total')).toBeGreaterThanOrEqual(1);
    const { entries, bytes } = cache.stats();
    expect(sample(after, 'page_cache_entries')).toBe(entries);
    expect(sample(after, 'page_cache_bytes')).toBe(bytes);
    expect(entries).toBeGreaterThan(0);
  });

  it('times renders and reports admission and the drain', async () => {
    expect(moved('page_render_duration_seconds_count')).toBe(5);
    expect(sample(after, 'render_admission_running')).toBe(0);
    expect(sample(after, 'render_admission_waiting')).toBe(0);
    expect(moved('render_admission_refused_total')).toBe(1);
    expect(moved('http_requests_total', 'route="pricing",status_class="5xx"')).toBe(1);
    expect(sample(after, 'server_draining')).toBe(0);
    draining = true;
    expect(sample(await scrape(), 'server_draining')).toBe(1);
  });

  it('includes the process metrics: event-loop lag, heap, RSS and GC', () => {
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect([name, sample(after, name)]).toEqual([name, expect.any(Number)]);
      expect(sample(after, name)).toBeGreaterThanOrEqual(0);
    }
    expect(after).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('counts leads stored, flagged and refused, and deliveries pending', async () => {
    const leads = memoryLeadIntake({ ratePerHour: 1 });
    const app = createTestApp({ pageCache: null, leads });
    const before = await scrape();
    const subscribe = (email: string, nickname = '') =>
      request(app)
        .post('/api/leads/newsletter')
        .set('X-Forwarded-For', '198.51.100.20')
        .type('form')
        .send({ email, nickname });
    await subscribe('one@example.com', 'bot').expect(200);
    await subscribe('two@example.com').expect(429);
    const now = await scrape();
    const change = (name: string, labels = '') =>
      (sample(now, name, labels) || 0) - (sample(before, name, labels) || 0);
    expect(change('leads_stored_total', 'form="newsletter"')).toBe(1);
    expect(change('leads_flagged_total', 'form="newsletter"')).toBe(1);
    expect(change('leads_refused_total', 'reason="rate-limited"')).toBe(1);
    expect(sample(now, 'lead_deliveries_pending')).toBe(0);
    await leads.close();
  });

  it('serves nothing else on the metrics port, and no metrics on the site', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    const onSite = await request(server).get('/metrics');
    expect(onSite.status).toBe(404);
    expect(onSite.text).not.toContain('http_requests_total');
  });
});
