import { describe, expect, it } from 'vitest';
import { bundleInlineScripts } from '../../../../scripts/inline-scripts.ts';

// The pre-paint script as the build bundles it from client/before-paint/.
const { prePaint: PRE_PAINT_SCRIPT } = await bundleInlineScripts(process.cwd());

interface FakeLink {
  readonly tagName: string;
  rel?: string;
  href?: string;
  attributes: Record<string, string>;
}

const FONT = '/assets/inter-latin-wght-normal-AB12.woff2';

/**
 * Runs the inline script with a link as fast or slow as asked, in a fake page that records what
 * <html> and <head> get, the fonts loaded, and lets the test mark the page hydrated and idle.
 */
function firstPaint({
  connection,
  fontCached = false,
}: {
  connection?: { downlink: number; rtt: number; saveData?: boolean };
  fontCached?: boolean;
}) {
  const htmlAttributes: Record<string, string> = {};
  const appended: FakeLink[] = [];
  const stored: Record<string, string> = fontCached ? { 'font-cached': '1' } : {};
  const loadedFonts: string[] = [];
  const observers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const html = {
    classList: { add: () => undefined },
    setAttribute: (name: string, value: string) => (htmlAttributes[name] = value),
    hasAttribute: (name: string) => name in htmlAttributes,
  };
  const document = {
    readyState: 'loading',
    currentScript: { getAttribute: (name: string) => (name === 'data-fonts' ? FONT : null) },
    documentElement: html,
    head: { appendChild: (element: FakeLink) => appended.push(element) },
    addEventListener: () => undefined,
    getElementById: () => null,
    createElement: (tagName: string): FakeLink => {
      const element: FakeLink = { tagName, attributes: {} };
      return Object.assign(element, {
        setAttribute: (name: string, value: string) => (element.attributes[name] = value),
      });
    },
  };
  const window = {
    addEventListener: () => undefined,
    matchMedia: () => ({ matches: false }),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    MutationObserver: class {
      constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
      observe() {
        observers.push(() => this.callback([], this));
      }
      disconnect() {
        observers.length = 0;
      }
    },
    FontFace: class {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load() {
        loadedFonts.push(this.source);
        return Promise.resolve(this);
      }
    },
  };
  const localStorage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => (stored[key] = value),
  };
  new Function('document', 'window', 'localStorage', 'navigator', PRE_PAINT_SCRIPT)(
    document,
    window,
    localStorage,
    { connection },
  );
  return {
    font: () => htmlAttributes['data-font'],
    preloads: appended.filter((link) => link.rel === 'preload'),
    loadedFonts,
    stored,
    /** React marks the page interactive (an attribute change the observer hears). */
    hydrate: () => {
      htmlAttributes['data-hydrated'] = '';
      [...observers].forEach((notify) => notify());
    },
    /** The browser has a quiet moment. */
    idle: async () => {
      idle.splice(0).forEach((callback) => callback());
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('pre-paint script: the web font', () => {
  it('is preloaded at low priority on a fast link', () => {
    const page = firstPaint({ connection: { downlink: 10, rtt: 50 } });
    expect(page.font()).toBeUndefined();
    expect(page.preloads).toEqual([
      expect.objectContaining({
        href: FONT,
        attributes: {
          as: 'font',
          type: 'font/woff2',
          crossorigin: 'anonymous',
          fetchpriority: 'low',
        },
      }),
    ]);
  });

  it('is preloaded where the browser does not tell the link speed, or has not measured it yet', () => {
    expect(firstPaint({}).preloads).toHaveLength(1);
    // Chromium's estimate before any measurement (and on a local network, which it never measures).
    expect(firstPaint({ connection: { downlink: 1.3, rtt: 100 } }).preloads).toHaveLength(1);
  });

  it('is left for later on a slow link or with Save-Data, and nothing is asked for', async () => {
    for (const connection of [
      { downlink: 1.4, rtt: 150 },
      { downlink: 0.4, rtt: 300 },
      { downlink: 10, rtt: 50, saveData: true },
    ]) {
      const page = firstPaint({ connection });
      expect(page.font()).toBe('later');
      expect(page.preloads).toEqual([]);
      await page.idle();
      expect(page.loadedFonts).toEqual([]);
    }
  });

  it('on a slow link, is fetched once the page is interactive and idle, and remembered', async () => {
    const page = firstPaint({ connection: { downlink: 1.4, rtt: 150 } });
    page.hydrate();
    expect(page.loadedFonts).toEqual([]);
    await page.idle();
    expect(page.loadedFonts).toEqual([`url(${FONT})`]);
    expect(page.stored['font-cached']).toBe('1');
    // This page stays in the fallback: the text does not change under the reader's eyes.
    expect(page.font()).toBe('later');
  });

  it('is used on a slow link once it is in the cache', () => {
    const page = firstPaint({ connection: { downlink: 1.4, rtt: 150 }, fontCached: true });
    expect(page.font()).toBeUndefined();
    expect(page.preloads).toHaveLength(1);
  });
});
