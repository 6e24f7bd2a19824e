import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_URL } from '../app-harness.ts';

const app = createTestApp();

describe('answers without a page render', () => {
  it.each(['/%', '/%E0%A4%A', '/blog/%ZZ', '/images/%c0%ae%c0%ae/x.svg'])(
    'a malformed URL gets the static 400 page with a way home: %s',
    async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toContain('<h1 id="bad-request-title">This address is not valid</h1>');
      expect(response.text).toContain(
        '<a class="button button--primary" href="/">Back to Home</a>',
      );
      expect(response.text).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
      // Static: no app bundle (no module script element; the pre-paint script's own text may
      // name the type, and loads nothing on a page that names no entry), no router data.
      expect(response.text).not.toMatch(/<script[^>]*\stype="module"/);
      expect(response.text).not.toContain('id="app-data"');
    },
  );

  it.each([
    '/assets/nope.js',
    '/assets/chunks/nope.js',
    '/images/nope.svg',
    '/guides/nope.txt',
    '/media/nope.mp4',
  ])('a missing static file is a short 404: %s', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('Not Found');
  });

  // Found by the property-based tests: a target starting with // was read as another host.
  it.each(['//S%F1%A1%81%88C&jtD/.%2e', '//gZH+:un@V%F4%8D%AD%B0/sitemap.xml', '//evil.com/x'])(
    'a path starting with two slashes is a path on this site: %s',
    async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it('a missing page still gets the rendered 404 page', async () => {
    const response = await request(app).get('/nope');
    expect(response.status).toBe(404);
    expect(response.text).toContain('Page Not Found');
  });

  it('serves security.txt from the defaults', async () => {
    const response = await request(app).get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe('Contact: mailto:hello@voxera.ai');
    expect(lines).toContain('Preferred-Languages: en');
    expect(lines).toContain(`Canonical: ${TEST_SITE_URL}/.well-known/security.txt`);
    const expires = Date.parse(lines.find((line) => line.startsWith('Expires: '))!.slice(9));
    expect(expires - Date.now()).toBeGreaterThan(170 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  });

  it('serves security.txt from configuration', async () => {
    const configured = createTestApp({
      env: {
        SECURITY_CONTACT: 'mailto:security@example.test, https://example.test/report',
        SECURITY_EXPIRES: '2027-06-30T00:00:00Z',
        SECURITY_LANGUAGES: 'en,es',
        SECURITY_POLICY_URL: 'https://example.test/security-policy',
      },
    });
    const response = await request(configured).get('/.well-known/security.txt');
    expect(response.text).toBe(
      [
        'Contact: mailto:security@example.test',
        'Contact: https://example.test/report',
        'Expires: 2027-06-30T00:00:00Z',
        'Preferred-Languages: en, es',
        `Canonical: ${TEST_SITE_URL}/.well-known/security.txt`,
        'Policy: https://example.test/security-policy',
        '',
      ].join('\n'),
    );
  });
});
