import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_URL } from '../app-harness.ts';

const app = createTestApp();
const manifest = JSON.parse(
  readFileSync(path.resolve(process.env.TEST_DIST ?? 'dist', 'client/manifest.json'), 'utf8'),
) as { entry: string; stylesheets: string[] };

describe('hashed assets', () => {
  it('serves the entry with a year-long immutable cache, brotli when accepted', async () => {
    const response = await request(app).get(manifest.entry).set('Accept-Encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('Accept-Encoding');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await request(app).get(manifest.stylesheets[0]!).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
    const plain = await request(app)
      .get(manifest.stylesheets[0]!)
      .set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(1000);
  });

  it('answers unknown asset names with 404', async () => {
    expect((await request(app).get('/assets/entry-NOPE.js')).status).toBe(404);
  });
});

describe('public files', () => {
  it('serves images with their type and a short cache', async () => {
    const response = await request(app).get('/images/placeholder.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves a favicon', async () => {
    expect((await request(app).get('/favicon.svg')).status).toBe(200);
    expect((await request(app).get('/favicon.ico')).headers['content-type']).toBe(
      'image/vnd.microsoft.icon',
    );
  });
});

describe('search engines', () => {
  it('lists every static page in the sitemap with absolute URLs', async () => {
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    for (const page of [
      '/',
      '/pricing',
      '/features/voice-agents',
      '/services/lead-qualification',
    ]) {
      expect(response.text).toContain(`<loc>${new URL(page, TEST_SITE_URL).toString()}</loc>`);
    }
    expect(response.text).not.toContain('*');
    expect(response.text).not.toContain(':slug');
  });

  it('points robots.txt at the sitemap', async () => {
    const response = await request(app).get('/robots.txt');
    expect(response.text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });
});
