import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_URL } from '../app-harness.ts';

const app = createTestApp();
const clientDir = path.resolve(process.env.TEST_DIST ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as {
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  routeChunks: Record<string, string[]>;
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one segment of a source map's `mappings` (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The source file a generated position maps to (line and column from 0). */
function sourceAt(
  map: { sources: string[]; mappings: string },
  line: number,
  column: number,
): string | undefined {
  let source = 0;
  let found: number | undefined;
  for (const [index, text] of map.mappings.split(';').entries()) {
    let generated = 0;
    for (const segment of text.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      generated += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      if (index === line && generated <= column && sourceDelta !== undefined) found = source;
    }
    if (index === line) break;
  }
  return found === undefined ? undefined : map.sources[found];
}

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

  it('names the source map of each script in a SourceMap header, not in the script', async () => {
    // rolldown's own runtime helpers have no source file, so no map.
    const scripts = [...manifest.modulePreloads, ...(manifest.routeChunks.affiliate ?? [])].filter(
      (script) => !script.includes('/rolldown-runtime-'),
    );
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const response = await request(app).get(script).set('Accept-Encoding', 'br');
      expect(response.headers.sourcemap, script).toBe(`${script}.map`);
      const plain = await request(app).get(script).set('Accept-Encoding', 'identity');
      expect(plain.text, script).not.toContain('sourceMappingURL');

      const map = await request(app).get(`${script}.map`);
      expect(map.status, script).toBe(200);
      expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
      const { sources } = JSON.parse(map.text) as { sources: string[] };
      // The original files, relative to the map: the TypeScript of the site and its packages.
      const folder = path.dirname(path.join(clientDir, script));
      expect(sources.filter((source) => !existsSync(path.resolve(folder, source)))).toEqual([]);
      expect(sources.some((source) => /\/(shared|client)\/.+\.tsx$/.test(source))).toBe(true);
    }
  });

  it('maps a position of a minified page chunk back into its .tsx file', async () => {
    const [chunk = ''] = manifest.routeChunks.affiliate ?? [];
    const code = (await request(app).get(chunk).set('Accept-Encoding', 'identity')).text;
    const map = JSON.parse((await request(app).get(`${chunk}.map`)).text);
    // A class name written once, in the affiliate page's own component.
    const offset = code.indexOf('commission-card__lead');
    expect(offset).toBeGreaterThan(0);
    const before = code.slice(0, offset).split('\n');
    const source = sourceAt(map, before.length - 1, before.at(-1)!.length);
    expect(source).toMatch(/\/shared\/pages\/partners\/affiliate-page\.tsx$/);
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
