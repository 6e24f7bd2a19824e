import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { bundleInlineScripts } from '../../../scripts/inline-scripts.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const scripts = await bundleInlineScripts(root);

/**
 * A page as the server writes its <head>: the early fetch before the stylesheet, the pre-paint
 * script after it, each naming what it loads on its own element, run by jsdom as a browser runs
 * inline scripts (so `document.currentScript` is theirs). The visitor chose the dark theme; the
 * browser estimates a 1.6 Mbit/s link.
 */
async function servedPage(): Promise<JSDOM> {
  const html =
    '<!DOCTYPE html><html><head>' +
    `<script id="early-fetch" data-modules="/assets/js/entry-2.js" data-stylesheet-bytes="0">${scripts.earlyFetch}</script>` +
    '<link rel="stylesheet" href="/assets/entry.css">' +
    `<script id="pre-paint" data-fonts="/assets/font.woff2" data-entry="/assets/app-1.js" data-preload="/assets/js/entry-2.js /assets/js/page-3.js">${scripts.prePaint}</script>` +
    '</head><body><main><h1>Hello</h1></main></body></html>';
  const dom = new JSDOM(html, {
    url: 'https://www.example.test/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      window.localStorage.setItem('color-theme', 'dark');
      window.matchMedia = () => ({ matches: false }) as MediaQueryList;
      Object.defineProperty(window.navigator, 'connection', {
        value: { downlink: 1.6, rtt: 150, saveData: false },
      });
    },
  });
  const { document } = dom.window;
  if (document.readyState === 'loading')
    await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed));
  // The early fetch's timer (0 ms here: no stylesheet bytes) comes first among equal delays.
  await new Promise((resolve) => dom.window.setTimeout(resolve, 0));
  return dom;
}

describe('the inline scripts as the build bundles them', () => {
  it('are one self-contained classic script each (no import, no export)', () => {
    for (const text of Object.values(scripts)) {
      expect(text).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
      expect(text).not.toMatch(/\bimport\b|\bexport\b/);
    }
  });

  it('run in a page: the theme before the first paint, the app and its chunks from their elements', async () => {
    const dom = await servedPage();
    const { document } = dom.window;
    expect([...document.documentElement.classList]).toEqual(['js', 'dark']);
    const requested = [
      ...document.head.querySelectorAll('link[rel=modulepreload], script[src]'),
    ].map((element) => element.getAttribute('href') ?? `module ${element.getAttribute('src')}`);
    // The early fetch's preload and the pre-paint script's (a module asked for twice is fetched
    // once), in whichever order their moments came.
    expect(requested.sort()).toEqual([
      '/assets/js/entry-2.js',
      '/assets/js/entry-2.js',
      '/assets/js/page-3.js',
      'module /assets/app-1.js',
    ]);
    // A slow link (1.6 Mbit/s, 150 ms): the font waits for later.
    expect(document.documentElement.getAttribute('data-font')).toBe('later');
    dom.window.close();
  });
});
