import { createServer, type RequestListener, type Server } from 'node:http';
import type { RouteObject } from 'react-router-dom';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { createTestApp } from './app-harness.ts';

let release = () => {};
let slowRenders = 0;

const routes: RouteObject[] = [
  { id: 'plain', path: '/plain', Component: () => <main>plain page</main> },
  {
    id: 'slow',
    path: '/slow',
    loader: async () => {
      slowRenders += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return null;
    },
    Component: () => <main>slow page</main>,
  },
];

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));
afterEach(() => vi.useRealTimers());

/** The app behind `wrap`, standing for whatever middleware runs before it. */
function serve(wrap: (app: RequestListener) => RequestListener = (app) => app) {
  const cache = createPageCache({ maxBytes: 1024 * 1024, routes, sitePaths: ['/plain', '/slow'] });
  const server = createServer(wrap(createTestApp({ routes, pageCache: cache }))).listen(0);
  servers.push(server);
  return { cache, agent: () => request(server) };
}

describe('validators of kept pages', () => {
  it('compares If-None-Match with the ETag of the representation being sent', async () => {
    const { cache, agent } = serve();
    await agent().get('/plain').expect(200);
    await cache.idle();
    const gzip = await agent().get('/plain').set('Accept-Encoding', 'gzip');
    const brotli = await agent().get('/plain').set('Accept-Encoding', 'br');
    const gzipTag = String(gzip.headers.etag);
    const brotliTag = String(brotli.headers.etag);
    expect(gzipTag).not.toBe(brotliTag);

    // A gzip tag does not validate the brotli copy: the whole brotli page is sent.
    const other = await agent()
      .get('/plain')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', gzipTag);
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    expect(other.headers.etag).toBe(brotliTag);
    expect(other.text).toContain('plain page');

    for (const candidate of [brotliTag, `W/${brotliTag}`, `${gzipTag}, ${brotliTag}`, '*']) {
      const same = await agent()
        .get('/plain')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', candidate);
      expect([candidate, same.status, same.headers.etag]).toEqual([candidate, 304, brotliTag]);
    }
  });
});

describe('headers of kept pages', () => {
  it('never replays a cookie set for the first visitor to the next ones', async () => {
    const { cache, agent } = serve((app) => (req, res) => {
      if (req.headers['x-sign-in'] === 'yes') res.setHeader('Set-Cookie', 'session=abc123');
      app(req, res);
    });
    const first = await agent().get('/plain').set('x-sign-in', 'yes').expect(200);
    expect(first.headers['set-cookie']).toEqual(['session=abc123']);
    await cache.idle();
    expect(cache.has('/plain')).toBe(true);

    const next = await agent().get('/plain').expect(200);
    expect(next.headers.etag).toBeDefined();
    expect(next.headers['set-cookie']).toBeUndefined();
    expect(next.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(next.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(next.headers['x-content-type-options']).toBe('nosniff');
    const notModified = await agent().get('/plain').set('If-None-Match', String(next.headers.etag));
    expect(notModified.status).toBe(304);
    expect(notModified.headers['set-cookie']).toBeUndefined();
  });
});

describe('day of a kept page', () => {
  it('is the day its render started, so a render crossing midnight is not kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T23:59:59.500Z'));
    const { cache, agent } = serve();
    slowRenders = 0;
    const first = agent()
      .get('/slow')
      .then((response) => response);
    await vi.waitFor(() => expect(slowRenders).toBe(1));
    vi.setSystemTime(new Date('2026-03-02T00:00:00.500Z'));
    release();
    expect((await first).status).toBe(200);
    await cache.idle();
    expect(cache.has('/slow')).toBe(false);

    // The next visitor gets a render of today, which is then kept for the rest of the day.
    const second = agent()
      .get('/slow')
      .then((response) => response);
    await vi.waitFor(() => expect(slowRenders).toBe(2));
    release();
    expect((await second).status).toBe(200);
    await cache.idle();
    expect(cache.has('/slow')).toBe(true);
  });
});
