import { use } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_URL } from '../app-harness.ts';

const app = createTestApp();

function Thrower(): never {
  throw new Error('boom');
}

function Stalled() {
  use(new Promise<never>(() => {}));
  return null;
}

/** Routes of the platform's own, to exercise redirects, render errors and stalls. */
const faultRoutes: RouteObject[] = [
  { id: 'redirects', path: '/old', loader: () => redirect('/new', 301) },
  { id: 'throws', path: '/throws', Component: Thrower },
  { id: 'stalls', path: '/stalls', Component: Stalled },
];

describe('pages', () => {
  it('streams the home page compressed, chunked, with the security headers', async () => {
    // An app of its own: its first visit renders (a later one is a cache hit with a length).
    const response = await request(createTestApp()).get('/').set('Accept-Encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="en"/);
  });

  it('enforces a CSP without unsafe-inline scripts', async () => {
    const response = await request(app).get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(response.headers['content-security-policy-report-only']).toBeUndefined();
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+'){2}$/);
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['form-action']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
  });

  it('has two inline executable scripts, the early fetch before the stylesheet and the pre-paint script after it, whose hashes the CSP allows', async () => {
    const { createHash } = await import('node:crypto');
    const response = await request(app).get('/pricing');
    const inline = [
      ...response.text.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map((script) => /id="([\w-]+)"/.exec(script[0])?.[1])).toEqual([
      'early-fetch',
      'pre-paint',
    ]);
    const stylesheetAt = response.text.indexOf('<link rel="stylesheet"');
    expect(inline[0]!.index).toBeLessThan(stylesheetAt);
    expect(inline[1]!.index).toBeGreaterThan(stylesheetAt);
    for (const script of inline) {
      const hash = createHash('sha256').update(script[1]!).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  it('gzips for clients without brotli', async () => {
    const response = await request(app).get('/features').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('</html>');
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const response = await request(app).get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('Page Not Found');
    expect(response.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('turns a loader redirect into a real 3xx', async () => {
    const faulty = createTestApp({ routes: faultRoutes });
    const response = await request(faulty).get('/old');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/new');
  });

  it('answers a render that throws with the fallback page and 500', async () => {
    const faulty = createTestApp({ routes: faultRoutes });
    const response = await request(faulty).get('/throws');
    expect(response.status).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('Something went wrong');
    expect(response.text).toContain('We&#x27;re sorry, but there was an error loading this page.');
    expect(response.text).toContain('Reload Page');
    expect(response.text).not.toContain('boom');
  });

  it('aborts a stalled render after its time limit', async () => {
    const faulty = createTestApp({ routes: faultRoutes, renderTimeoutMs: 150 });
    const started = Date.now();
    const response = await request(faulty).get('/stalls');
    expect(response.status).toBe(500);
    expect(response.text).toContain('Something went wrong');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives every page a title, description, canonical URL and Open Graph tags', async () => {
    const response = await request(app).get('/pricing?utm_source=x');
    expect(response.text).toContain('<title>Pricing | Voxera AI</title>');
    expect(response.text).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/pricing"/>`);
    expect(response.text).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(response.text).toContain(`<meta property="og:url" content="${TEST_SITE_URL}/pricing"/>`);
    expect(response.text).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jsonLd = [
      ...response.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const [, body] of jsonLd) expect(JSON.parse(body!)['@context']).toBe('https://schema.org');
  });

  it('ships router data as a JSON data block, and names the scripts on the pre-paint script', async () => {
    const response = await request(app).get('/');
    const block = /<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/.exec(
      response.text,
    );
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!);
    expect(data.siteUrl).toBe(TEST_SITE_URL);
    expect(data.assets.entry).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    // The pre-paint script loads the entry and its chunks from its own attributes at the first
    // frame, and preloads the font where the link is fast; the HTML itself requests no script.
    const prePaint =
      /<script id="pre-paint" data-fonts="([^"]*)" data-entry="([^"]+)" data-preload="([^"]*)">/.exec(
        response.text,
      );
    expect(prePaint).not.toBeNull();
    const [, fonts, entry, preloads] = prePaint!;
    expect(fonts!.split(' ')).toEqual(data.assets.fontPreloads);
    expect(entry).toBe(data.assets.entry);
    expect(preloads!.split(' ')).toEqual([...data.assets.modulePreloads, ...data.routePreloads]);
    // Only a page without JavaScript reads the <noscript> (the font, as a fast link gets it).
    const withScripts = response.text.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(withScripts).not.toMatch(/<script[^>]+src=|rel="modulepreload"|rel="preload"/);
    expect(response.text).toContain(
      `<noscript><link rel="preload" href="${data.assets.fontPreloads[0]}" as="font"`,
    );
  });
});

describe('request hygiene', () => {
  it('refuses malformed percent-encoding with 400', async () => {
    expect((await request(app).get('/%E0%A4%A')).status).toBe(400);
    expect((await request(app).get('/blog/%ZZ')).status).toBe(400);
  });

  it.each([
    '/images/../package.json',
    '/images/%2e%2e/%2e%2e/package.json',
    '/images/..%2f..%2fpackage.json',
    '/assets/../../package.json',
    '/assets/%2e%2e/manifest.json',
    '/..%2fpackage.json',
    '/%2e%2e/server/app.ts',
  ])('never serves a file outside the public folders: %s', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).not.toBe(200);
    expect(response.text).not.toContain('"devDependencies"');
    expect(response.text).not.toContain('createApp');
  });

  it('allows only GET, HEAD and POST on pages', async () => {
    const response = await request(app).put('/');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('refuses posts that are not forms, and oversized forms', async () => {
    expect((await request(app).post('/contact').send({ name: 'x' })).status).toBe(415);
    const big = await request(app)
      .post('/contact')
      .type('form')
      .send({ message: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
  });

  it('keeps an incoming request id and makes one otherwise', async () => {
    const given = await request(app).get('/healthz').set('X-Request-Id', 'lb-1234');
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const made = await request(app).get('/healthz').set('X-Request-Id', 'bad id <script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /healthz with the version', async () => {
    const response = await request(app).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', version: 'test' });
  });

  it('answers /readyz with 503 until the server is ready for traffic', async () => {
    let warm = false;
    const starting = createTestApp({ ready: () => warm, pageCache: null });
    const warming = await request(starting).get('/readyz');
    expect([warming.status, warming.headers['cache-control']]).toEqual([503, 'no-store']);
    expect(warming.body).toEqual({ status: 'warming', version: 'test' });
    expect((await request(starting).get('/healthz')).status).toBe(200);
    warm = true;
    const ready = await request(starting).get('/readyz');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready', version: 'test' }]);
  });
});
