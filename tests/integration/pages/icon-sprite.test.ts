import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadClientManifest } from '#server/pages/manifest.ts';
import { iconNames } from '#shared/components/icon-names.ts';
import { createTestApp } from '../app-harness.ts';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');
const manifest = loadClientManifest(path.join(distDir, 'client'));
const app = createTestApp();

describe('icon sprite', () => {
  it('is one hashed SVG file, cached for a year, with a symbol for every icon name', async () => {
    expect(manifest.iconSprite).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
    const response = await request(app)
      .get(manifest.iconSprite)
      .set('Accept-Encoding', 'identity')
      .buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sprite = Buffer.from(response.body as Buffer).toString('utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]);
    expect(symbols.sort()).toEqual([...iconNames].sort());
  });

  it('leaves no icon code in the browser bundle', () => {
    const metafile = JSON.parse(
      readFileSync(path.join(distDir, 'client-metafile.json'), 'utf8'),
    ) as { inputs: Record<string, unknown> };
    expect(Object.keys(metafile.inputs).filter((input) => input.includes('lucide'))).toEqual([]);
  });

  it('draws each icon of a page as a reference into the sprite, hidden from screen readers', async () => {
    const html = (await request(app).get('/')).text;
    const icons = html.match(/<svg class="icon[^"]*"[^>]*><use href="[^"]*"/g) ?? [];
    expect(icons.length).toBeGreaterThan(10);
    for (const icon of icons) {
      expect(icon).toMatch(new RegExp(`<use href="${manifest.iconSprite}#[\\w-]+"$`));
      expect(icon).toContain('focusable="false"');
      if (!icon.includes('role="img"')) expect(icon).toContain('aria-hidden="true"');
    }
  });
});
