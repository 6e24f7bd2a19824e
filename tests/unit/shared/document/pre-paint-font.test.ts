import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPT } from '#shared/document/pre-paint-script.ts';

interface FakeLink {
  readonly tagName: string;
  rel?: string;
  as?: string;
  href?: string;
  crossOrigin?: string;
  attributes: Record<string, string>;
}

const FONT = '/assets/inter-latin-wght-normal-AB12.woff2';

/** Runs the inline script with a link as fast or slow as asked; records what <html> and <head> get. */
function firstPaint({
  connection,
  fontCached = false,
}: {
  connection?: { downlink: number; saveData?: boolean };
  fontCached?: boolean;
}) {
  const htmlAttributes: Record<string, string> = {};
  const appended: FakeLink[] = [];
  const document = {
    readyState: 'loading',
    currentScript: { getAttribute: (name: string) => (name === 'data-fonts' ? FONT : null) },
    documentElement: {
      classList: { add: () => undefined },
      setAttribute: (name: string, value: string) => (htmlAttributes[name] = value),
    },
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
  const window = { addEventListener: () => undefined, matchMedia: () => ({ matches: false }) };
  const localStorage = {
    getItem: (key: string) => (key === 'font-cached' && fontCached ? '1' : null),
  };
  new Function('document', 'window', 'localStorage', 'navigator', PRE_PAINT_SCRIPT)(
    document,
    window,
    localStorage,
    { connection },
  );
  return {
    font: htmlAttributes['data-font'],
    preloads: appended.filter((l) => l.rel === 'preload'),
  };
}

describe('pre-paint script: the web font', () => {
  it('is preloaded at low priority on a fast link', () => {
    const page = firstPaint({ connection: { downlink: 10 } });
    expect(page.font).toBeUndefined();
    expect(page.preloads).toEqual([
      expect.objectContaining({
        as: 'font',
        href: FONT,
        crossOrigin: 'anonymous',
        attributes: { fetchpriority: 'low' },
      }),
    ]);
  });

  it('is preloaded where the browser does not tell the link speed', () => {
    expect(firstPaint({}).preloads).toHaveLength(1);
  });

  it('is left for later on a slow link or with Save-Data, and nothing is asked for', () => {
    for (const connection of [{ downlink: 1.4 }, { downlink: 10, saveData: true }]) {
      const page = firstPaint({ connection });
      expect(page.font).toBe('later');
      expect(page.preloads).toEqual([]);
    }
  });

  it('is used on a slow link once it is in the cache', () => {
    const page = firstPaint({ connection: { downlink: 1.4 }, fontCached: true });
    expect(page.font).toBeUndefined();
    expect(page.preloads).toHaveLength(1);
  });
});
