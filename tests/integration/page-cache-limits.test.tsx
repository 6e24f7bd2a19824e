import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import { data, useSearchParams, type RouteObject } from 'react-router-dom';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmission } from '#server/http/admission.ts';
import { createPageCache, type PageCache } from '#server/pages/page-cache/page-cache.ts';
import { warmPageCache } from '#server/pages/warm-cache.ts';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { createTestApp } from './app-harness.ts';

function Echo() {
  const [params] = useSearchParams();
  return <main>Results for {params.get('search') ?? 'everything'}</main>;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

let gate = deferred();
let slowStarted = 0;
let failures = 0;

/** Small pages, so thousands of renders stay cheap; ids the cache knows where it matters. */
const tinyRoutes: RouteObject[] = [
  { id: 'blog', path: '/blog', Component: Echo },
  { id: 'fast', path: '/fast', Component: () => <main>fast</main> },
  {
    id: 'slow',
    path: '/slow/:n',
    loader: async () => {
      slowStarted += 1;
      await gate.promise;
      return null;
    },
    Component: () => <main>slow</main>,
  },
  {
    id: 'broken',
    path: '/broken',
    loader: () => {
      failures += 1;
      throw new Error('backend down');
    },
    Component: () => <main>never</main>,
  },
  { id: 'not-found', path: '*', loader: () => data(null, { status: 404 }), Component: Echo },
];

const servers: Server[] = [];
function serve(cache: PageCache, concurrency = 4, queueLength = 100) {
  const admission = createAdmission({ concurrency, queueLength });
  const server = createServer(
    createTestApp({ routes: tinyRoutes, pageCache: cache, admission }),
  ).listen(0);
  servers.push(server);
  return { agent: () => request(server), admission };
}
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

/** Yields to the event loop until `condition` holds: ordering, never a timer. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('page cache bounds', () => {
  it('keeps entries and bytes under the bound whatever visitors make up', async () => {
    const maxBytes = 128 * 1024;
    const cache = createPageCache({ maxBytes, routes: tinyRoutes, sitePaths: ['/blog', '/fast'] });
    const { agent } = serve(cache);
    await agent().get('/blog').expect(200);
    await cache.idle();

    for (let index = 0; index < 1000; index += 1) {
      await agent().get(`/blog?search=term-${index}&utm_source=${index}`).expect(200);
      await agent().get(`/made-up-${index}?ref=${index}`).expect(404);
      await agent().get(`/fast?junk=${index}`).expect(200);
      await cache.idle();
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries, bytes } = cache.stats();
    // The real pages stay; made-up addresses only ever share their own quarter of the budget.
    expect(cache.has('/blog')).toBe(true);
    expect(cache.has('/fast')).toBe(true);
    expect(cache.has('/blog?search=term-999')).toBe(true);
    expect(cache.has('/blog?search=term-0')).toBe(false);
    expect(entries).toBeLessThan(40);
    expect(bytes).toBeGreaterThan(maxBytes / 8);
  }, 300_000);

  it('lets an entry live until the end of its UTC day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T23:59:00Z'));
    const cache = createPageCache({ maxBytes: 1024 * 1024, routes: tinyRoutes });
    const { agent } = serve(cache);
    await agent().get('/fast').expect(200);
    await cache.idle();
    expect(cache.has('/fast')).toBe(true);
    vi.setSystemTime(new Date('2026-03-02T00:00:01Z'));
    expect(cache.has('/fast')).toBe(false);
  });
  afterEach(() => vi.useRealTimers());

  it('never keeps a server error', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, routes: tinyRoutes });
    const { agent } = serve(cache);
    await agent().get('/broken').expect(500);
    await cache.idle();
    await agent().get('/broken').expect(500);
    expect(failures).toBe(2);
    expect(cache.has('/broken')).toBe(false);
  });
});

describe('render admission', () => {
  it('queues renders past the limit, refuses past the queue, and never holds back a hit', async () => {
    gate = deferred();
    slowStarted = 0;
    const cache = createPageCache({ maxBytes: 1024 * 1024, routes: tinyRoutes });
    const { agent, admission } = serve(cache, 1, 1);
    await agent().get('/fast').expect(200);
    await cache.idle();

    const first = agent()
      .get('/slow/1')
      .then((response) => response);
    await until(() => slowStarted === 1);
    const second = agent()
      .get('/slow/2')
      .then((response) => response);
    await until(() => admission.waiting() === 1);

    const refused = await agent().get('/slow/3');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toMatch(/^Service Unavailable/);
    expect(refused.text.length).toBeLessThan(100);

    const hit = await agent().get('/fast');
    expect(hit.status).toBe(200);
    expect(hit.headers.etag).toBeDefined();
    expect(slowStarted).toBe(1);

    gate.resolve();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(slowStarted).toBe(2);
    await until(() => admission.running() === 0);
  });
});

describe('renders of one page under way', () => {
  it('serve later visitors of the page from the first render instead of rendering again', async () => {
    gate = deferred();
    slowStarted = 0;
    const cache = createPageCache({ maxBytes: 1024 * 1024, routes: tinyRoutes });
    const { agent } = serve(cache);
    const visit = (path: string) =>
      agent()
        .get(path)
        .then((response) => response);
    const firstVisit = visit('/slow/7');
    await until(() => slowStarted === 1);
    const others = [visit('/slow/7?utm_source=mail'), visit('/slow/7')];
    await until(() => cache.stats().waiting === 2);
    expect(slowStarted).toBe(1);

    gate.resolve();
    const [first, second, later] = await Promise.all([firstVisit, ...others]);
    expect([first?.status, second?.status, later?.status]).toEqual([200, 200, 200]);
    expect(slowStarted).toBe(1);
    // The waiters were answered from memory: the whole page at once, with its validator.
    expect(second?.headers.etag).toBeDefined();
    expect(later?.headers.etag).toBeDefined();
    expect(later?.text).toBe(first?.text);
  });
});

describe('warm start', () => {
  it('renders every sitemap address and says how long it took', async () => {
    const paths = sitemapPaths();
    // One small page per address: what is under test is that each one is fetched and kept.
    const routes = paths.map((path, index) => ({
      id: `page-${index}`,
      path,
      Component: () => <main>page {path}</main>,
    }));
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, routes });
    const admission = createAdmission({ concurrency: 2, queueLength: 100 });
    const server = createServer(createTestApp({ routes, pageCache: cache, admission })).listen(0);
    servers.push(server);
    const agent = () => request(server);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const fetchPage = async (path: string) => (await agent().get(path)).status;

    const result = await warmPageCache({ cache, paths, fetchPage, concurrency: 2, logger });

    expect(result.failed).toBe(0);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !cache.has(path))).toEqual([]);
    const summary = JSON.parse(lines.at(-1) ?? '{}') as { msg?: string; durationMs?: number };
    expect(summary.msg).toBe(`page cache warmed: ${paths.length} pages in ${result.durationMs} ms`);
    expect(summary.durationMs).toBe(result.durationMs);
  }, 60_000);
});

describe('warm start at shutdown', () => {
  it('starts no page once stopped, lets the one under way finish, and says what it left', async () => {
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
    const routes = paths.map((path, index) => ({
      id: `stop-${index}`,
      path,
      Component: () => <main>page {path}</main>,
    }));
    const cache = createPageCache({ maxBytes: 1024 * 1024, routes });
    const server = createServer(createTestApp({ routes, pageCache: cache })).listen(0);
    servers.push(server);
    const stop = new AbortController();
    const fetched: string[] = [];
    const fetchPage = async (path: string) => {
      fetched.push(path);
      // The signal comes while the second page is being fetched.
      if (fetched.length === 2) stop.abort();
      return (await request(server).get(path)).status;
    };
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });

    const result = await warmPageCache({
      cache,
      paths,
      fetchPage,
      concurrency: 1,
      logger,
      signal: stop.signal,
    });

    expect(fetched).toEqual(['/a', '/b']);
    expect(cache.has('/b')).toBe(true);
    expect(result).toMatchObject({ failed: 0, skipped: 4 });
    const summary = JSON.parse(lines.at(-1) ?? '{}') as { msg?: string };
    expect(summary.msg).toBe('page cache warm-up stopped: 4 of 6 pages left');
  });
});
