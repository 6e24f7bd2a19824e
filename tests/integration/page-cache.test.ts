import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '#server/page-cache.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp } from './app-harness.ts';

const cache = createPageCache({ maxBytes: 32 * 1024 * 1024, routes });
const app = createTestApp({ pageCache: cache });
const server = app.listen(0, '127.0.0.1');
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
    'never keeps form posts or redirects',
    async () => {
      const posted = await agent()
        .post('/newsletter')
        .type('form')
        .send({ email: 'someone@example.com' });
      expect(posted.status).toBe(200);
      const redirected = await agent().get('/blog/no-such-post');
      expect(redirected.status).toBe(302);
      await cache.idle();
      expect(cache.has('/newsletter')).toBe(false);
      expect(cache.has('/blog/no-such-post')).toBe(false);
    },
    SLOW,
  );
});
