import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { routes } from '#shared/routing/routes.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { createTestApp, TEST_SITE_URL } from '../app-harness.ts';

const cache = createPageCache({ maxBytes: 16 * 1024 * 1024, routes });
const app = createTestApp({ pageCache: cache });
const pages = sitemapPaths().filter((path) => path !== '/');

function canonicalOf(html: string): { canonical?: string; ogUrl?: string } {
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
  };
}

// Every sitemap page is asked for twice over: generous for a loaded machine.
describe('one address per page', { timeout: 60_000 }, () => {
  it('answers every sitemap path in upper case with a 301 to the path itself', async () => {
    const answers: string[] = [];
    for (const path of pages) {
      const response = await request(app).get(path.toUpperCase());
      answers.push(`${response.status} ${response.headers.location}`);
    }
    expect(answers).toEqual(pages.map((path) => `301 ${path}`));
  });

  it('answers every sitemap path with a trailing slash with a 301, for GET and HEAD', async () => {
    const answers: string[] = [];
    for (const path of pages) {
      const get = await request(app).get(`${path}/`);
      const head = await request(app).head(`${path}/`);
      answers.push(`${get.status} ${head.status} ${get.headers.location}`);
    }
    expect(answers).toEqual(pages.map((path) => `301 301 ${path}`));
  });

  it('keeps the query string, takes mixed forms straight to the own path, leaves unknown paths at 404', async () => {
    const mixed = await request(app).get('/Blog/?category=guides&page=2');
    expect(mixed.status).toBe(301);
    expect(mixed.headers.location).toBe('/blog?category=guides&page=2');
    const escaped = await request(app).get('/pric%69ng');
    expect(escaped.status).toBe(301);
    expect(escaped.headers.location).toBe('/pricing');
    // Unknown paths stay 404, whatever their case or slash.
    for (const path of ['/no-such-page', '/NO-SUCH-PAGE/', '/pricing-plans/']) {
      const response = await request(app).get(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });

  it('answers an address with an empty query with a 301 to the page, also when the page is kept', async () => {
    // The menus' section links on the home page are `/?#section` (docs/without-javascript.md).
    await request(app).get('/').expect(200);
    await request(app).get('/pricing').expect(200);
    await cache.idle();
    expect(cache.has('/')).toBe(true);
    // supertest drops a bare `?`: the requests go out as written, on a port.
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const answer = (method: string, path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .request({ port, host: '127.0.0.1', method, path }, (response) => {
            response.resume();
            resolve(`${response.statusCode} ${response.headers.location}`);
          })
          .on('error', reject)
          .end();
      });
    try {
      const answers: string[] = [];
      for (const path of ['/', '/pricing', '/blog/']) {
        answers.push(
          `${path} ${await answer('GET', `${path}?`)} ${await answer('HEAD', `${path}?`)}`,
        );
      }
      expect(answers).toEqual([
        '/ 301 / 301 /',
        '/pricing 301 /pricing 301 /pricing',
        '/blog/ 301 /blog 301 /blog',
      ]);
    } finally {
      server.close();
    }
  });

  it('names the own path as canonical, and keeps no page under another address', async () => {
    // Pages kept by earlier tests (the not-found page among them) are compressed and counted.
    await cache.idle();
    const before = cache.stats().entries;
    for (const variant of ['/PRICING', '/Pricing', '/pricing/', '/FEATURES/VOICE-AGENTS/']) {
      await request(app).get(variant).expect(301);
    }
    await cache.idle();
    expect(cache.stats().entries).toBe(before);
    expect(cache.has('/PRICING')).toBe(false);

    const page = await request(app).get('/features/voice-agents').expect(200);
    expect(canonicalOf(page.text)).toEqual({
      canonical: `${TEST_SITE_URL}/features/voice-agents`,
      ogUrl: `${TEST_SITE_URL}/features/voice-agents`,
    });
  });
});
