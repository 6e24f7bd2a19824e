import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp } from './app-harness.ts';

const cache = createPageCache({ maxBytes: 32 * 1024 * 1024, routes });
const app = createTestApp({ pageCache: cache });
const server = createServer(app).listen(0, '127.0.0.1');
const agent = () => request(server);

beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  expect((server.address() as AddressInfo).port).toBeGreaterThan(0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Headers that legitimately differ between two responses of the same page. */
const SLOW = 60_000;

const PER_RESPONSE = ['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding'];

describe('rendered-page cache on the real site', () => {
  let fresh: request.Response;

  beforeAll(async () => {
    fresh = await agent().get('/pricing').set('Accept-Encoding', 'gzip');
    await cache.idle();
  }, SLOW);

  it('streams the first visit and keeps it', () => {
    expect(fresh.status).toBe(200);
    expect(fresh.headers['transfer-encoding']).toBe('chunked');
    expect(fresh.headers.etag).toBeUndefined();
    expect(cache.has('/pricing')).toBe(true);
  });

  it('answers a repeat from memory with the same bytes and headers as the fresh render', async () => {
    const hit = await agent().get('/pricing').set('Accept-Encoding', 'gzip');
    expect(hit.status).toBe(200);
    expect(hit.text).toBe(fresh.text);
    expect(hit.headers['transfer-encoding']).toBeUndefined();
    expect(hit.headers['content-length']).toMatch(/^\d+$/);
    expect(hit.headers.etag).toMatch(/^"[\w-]+-gz"$/);
    for (const [name, value] of Object.entries(fresh.headers)) {
      if (!PER_RESPONSE.includes(name)) expect([name, hit.headers[name]]).toEqual([name, value]);
    }
  });

  it.each([
    ['br', 'br', /-br"$/],
    ['gzip, deflate', 'gzip', /-gz"$/],
    ['gzip;q=0.5, br;q=0', 'gzip', /-gz"$/],
    // The bare hash, without the -br or -gz of the compressed copies (a hash may end in r or z).
    ['identity', undefined, /^"[\w-]+(?<!-br|-gz)"$/],
  ])('sends the %s variant', async (accept, encoding, etag) => {
    const hit = await agent().get('/pricing').set('Accept-Encoding', accept);
    expect(hit.headers['content-encoding']).toBe(encoding);
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(hit.headers.etag).toMatch(etag);
    expect(hit.text).toBe(fresh.text);
  });

  it('leaves a header that takes none of the kept copies to a fresh render', async () => {
    const rendered = await agent()
      .get('/pricing')
      .set('Accept-Encoding', '*, br;q=0, gzip;q=0, identity;q=0');
    expect(rendered.status).toBe(200);
    expect(rendered.headers['content-encoding']).toBe('deflate');
    expect(rendered.text).toBe(fresh.text);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await agent().head('/pricing').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(fresh.text));
    expect(head.text).toBeUndefined();
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { headers } = await agent().get('/pricing').set('Accept-Encoding', 'br');
    const etag = String(headers.etag);
    for (const candidate of [etag, `W/${etag}`, `"nope", ${etag}`]) {
      const revalidated = await agent()
        .get('/pricing')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', candidate);
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe(fresh.headers['cache-control']);
      expect(revalidated.text).toBe('');
    }
    const changed = await agent().get('/pricing').set('If-None-Match', '"something-else"');
    expect(changed.status).toBe(200);
  });

  it('keys a page by the parameters it reads, in a fixed order, ignoring the rest', async () => {
    const filtered = await agent().get('/blog?utm_source=mail&tag=voice&category=ai-voice&x=1');
    expect(filtered.status).toBe(200);
    await cache.idle();
    expect(cache.has('/blog?category=ai-voice&tag=voice')).toBe(true);
    const { entries } = cache.stats();

    for (let index = 0; index < 2000; index += 1) {
      // HEAD: the same lookup as GET, without moving a page over the wire 2,000 times.
      const junk = await agent().head(`/pricing?utm_campaign=${index}&ref=${index * 7}`);
      expect(junk.status).toBe(200);
    }
    await cache.idle();
    expect(cache.stats().entries).toBe(entries);
  }, 240_000);

  it(
    'keeps a 404 page, without revalidation',
    async () => {
      const first = await agent().get('/no-such-page');
      await cache.idle();
      const again = await agent().get('/no-such-page').set('If-None-Match', '*');
      expect(first.status).toBe(404);
      expect(again.status).toBe(404);
      expect(again.headers.etag).toBeDefined();
      expect(again.text).toBe(first.text);
    },
    SLOW,
  );

  it(
    'keys an address by the page it renders, so no address can stand for another page',
    async () => {
      // The URL parser resolves `%2e%2e` like `..`: this renders the pricing page.
      const dotted = await agent().get('/nowhere/%2e%2e/pricing').set('Accept-Encoding', 'gzip');
      expect(dotted.status).toBe(200);
      expect(dotted.text).toBe(fresh.text);
      await cache.idle();
      const madeUp = await agent().get('/made-up-after-the-dots');
      expect(madeUp.status).toBe(404);
      expect(madeUp.text).toContain('Page Not Found');
    },
    SLOW,
  );

  it(
    'keeps one not-found page for every made-up address',
    async () => {
      // The not-found page is kept once, by whichever made-up address came first.
      await agent().get('/first-made-up-address');
      await cache.idle();
      const { entries } = cache.stats();
      const made = await agent().get('/features/made-up?utm_source=x').set('Accept-Encoding', 'br');
      // Rendered apart from the cache, so this also shows the page names no address of its own.
      const uncached = await request(createTestApp({ pageCache: null })).get('/nowhere/at/all');
      expect(made.status).toBe(404);
      expect(made.headers.etag).toMatch(/-br"$/);
      expect(uncached.text).toBe(made.text);
      expect(made.text).not.toMatch(/rel="canonical"|og:url|made-up|nowhere/);
      expect(cache.stats().entries).toBe(entries);
      // Addresses the app answers itself are never taken for made-up ones.
      expect((await agent().get('/healthz')).status).toBe(200);
      expect((await agent().get('/robots.txt')).text).toMatch(/^User-agent: \*/);
    },
    SLOW,
  );

  it(
    'never keeps form posts or redirects, but keeps the page a stored post is sent on to',
    async () => {
      const posted = await agent()
        .post('/newsletter')
        .type('form')
        .send({ email: 'someone@example.com' });
      expect(posted.status).toBe(303);
      const redirected = await agent().get('/blog/no-such-post');
      expect(redirected.status).toBe(302);
      await cache.idle();
      expect(cache.has('/newsletter')).toBe(false);
      expect(cache.has('/newsletter?sent=1')).toBe(false);
      expect(cache.has('/blog/no-such-post')).toBe(false);
      // The page it was sent on to is a page like any other: kept, and the same for everyone.
      const sent = await agent().get(posted.headers.location ?? '');
      expect(sent.status).toBe(200);
      await cache.idle();
      expect(cache.has('/newsletter?sent=1')).toBe(true);
      const again = await agent().get('/newsletter?sent=1&utm_source=mail');
      expect(again.headers.etag).toBeDefined();
      expect(again.text).toBe(sent.text);
    },
    SLOW,
  );
});

describe('cache hits ahead of the app', () => {
  const lines: { req?: { id: string; url: string }; res?: { statusCode: number }; msg?: string }[] =
    [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  // A cache of its own, so these visits never turn the first test's render of /pricing into a hit.
  const ownCache = createPageCache({ maxBytes: 32 * 1024 * 1024, routes });
  const logged = createTestApp({ pageCache: ownCache, logger });

  it("keep the visitor's request id and log one line each, as the app's own requests do", async () => {
    await request(logged).get('/pricing').expect(200);
    await ownCache.idle();
    lines.length = 0;
    const hit = await request(logged).get('/pricing').set('X-Request-Id', 'balancer-7f3a');
    const fresh = await request(logged).get('/pricing');
    expect(hit.headers.etag).toBeDefined();
    expect(hit.headers['x-request-id']).toBe('balancer-7f3a');
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(lines.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      ['request completed', '/pricing', 200],
      ['request completed', '/pricing', 200],
    ]);
    expect(lines.map((line) => line.req?.id)).toEqual([
      'balancer-7f3a',
      fresh.headers['x-request-id'],
    ]);
  });

  it('leave other methods to the app', async () => {
    const posted = await request(logged).post('/pricing').type('form').send({ a: '1' });
    expect(posted.headers.etag).toBeUndefined();
    expect(posted.headers['transfer-encoding']).toBe('chunked');
  });

  it('leave an undecodable path to the app, which answers 400 without writing to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const answer = await request(logged).get('/%ff/pricing');
      expect(answer.status).toBe(400);
      expect(ownCache.find({ method: 'GET', url: '/%ff/pricing', headers: {} })).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
