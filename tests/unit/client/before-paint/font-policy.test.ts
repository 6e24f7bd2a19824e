// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFontPolicy } from '#client/before-paint/font-policy.ts';
import type { LinkEstimate } from '#client/before-paint/link-estimate.ts';

const FONT = '/assets/inter-latin-wght-normal-AB12.woff2';
const html = document.documentElement;
/** The policy's observers, disconnected after each test (a page would have gone). */
const observers: MutationObserver[] = [];

/**
 * Runs the policy on a link as fast or slow as asked, and lets the test mark the page hydrated
 * and give the browser a quiet moment. Records the fonts loaded (FontFace is not in jsdom).
 */
function firstPaint({
  link,
  fontCached = false,
}: {
  link?: Partial<LinkEstimate>;
  fontCached?: boolean;
}) {
  Object.defineProperty(navigator, 'connection', { value: link, configurable: true });
  if (fontCached) localStorage.setItem('font-cached', '1');
  const idle: (() => void)[] = [];
  const loadedFonts: string[] = [];
  vi.stubGlobal(
    'MutationObserver',
    class extends MutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load() {
        loadedFonts.push(this.source);
        return Promise.resolve(this);
      }
    },
  );
  const script = document.createElement('script');
  script.setAttribute('data-fonts', FONT);
  applyFontPolicy(html, script);
  return {
    font: () => html.getAttribute('data-font'),
    preloads: () => [...document.head.querySelectorAll('link[rel=preload]')],
    loadedFonts,
    /** React marks the page interactive; the observer hears it after the current task's work. */
    hydrate: async () => {
      html.setAttribute('data-hydrated', '');
      await Promise.resolve();
    },
    /** The browser has a quiet moment; the font's load settles. */
    idle: async () => {
      idle.splice(0).forEach((callback) => callback());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => {
  observers.splice(0).forEach((observer) => observer.disconnect());
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
  localStorage.clear();
  document.head.innerHTML = '';
  html.removeAttribute('data-font');
  html.removeAttribute('data-hydrated');
});

describe('the web font', () => {
  it('is preloaded at low priority on a fast link', () => {
    const page = firstPaint({ link: { downlink: 10, rtt: 50 } });
    expect(page.font()).toBeNull();
    expect(page.preloads().map((link) => link.outerHTML)).toEqual([
      `<link rel="preload" href="${FONT}" as="font" type="font/woff2" crossorigin="anonymous" fetchpriority="low">`,
    ]);
  });

  it('is preloaded where the browser does not tell the link speed, or has not measured it yet', () => {
    expect(firstPaint({}).preloads()).toHaveLength(1);
    document.head.innerHTML = '';
    // Chromium's estimate before any measurement (and on a local network, which it never measures).
    expect(firstPaint({ link: { downlink: 1.3, rtt: 100 } }).preloads()).toHaveLength(1);
  });

  it('is left for later on a slow link or with Save-Data, and nothing is asked for', async () => {
    for (const link of [
      { downlink: 1.4, rtt: 150 },
      { downlink: 0.4, rtt: 300 },
      { downlink: 10, rtt: 50, saveData: true },
    ]) {
      const page = firstPaint({ link });
      expect(page.font()).toBe('later');
      expect(page.preloads()).toEqual([]);
      await page.idle();
      expect(page.loadedFonts).toEqual([]);
      html.removeAttribute('data-font');
    }
  });

  it('on a slow link, is fetched once the page is interactive and idle, and remembered', async () => {
    const page = firstPaint({ link: { downlink: 1.4, rtt: 150 } });
    await page.idle();
    expect(page.loadedFonts).toEqual([]);
    await page.hydrate();
    expect(page.loadedFonts).toEqual([]);
    await page.idle();
    expect(page.loadedFonts).toEqual([`url(${FONT})`]);
    expect(localStorage.getItem('font-cached')).toBe('1');
    // This page stays in the fallback: the text does not change under the reader's eyes.
    expect(page.font()).toBe('later');
  });

  it('is used on a slow link once it is in the cache', () => {
    const page = firstPaint({ link: { downlink: 1.4, rtt: 150 }, fontCached: true });
    expect(page.font()).toBeNull();
    expect(page.preloads()).toHaveLength(1);
  });
});
