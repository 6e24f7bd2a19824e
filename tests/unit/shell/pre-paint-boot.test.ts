import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPT } from '#shared/pre-paint.ts';

interface FakeElement {
  readonly tagName: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

type Listener = () => void;

/**
 * Runs the inline script in a fake page whose first paint, parsing and load the test triggers,
 * and records the elements it appends.
 */
function fakePage({ reportsPaints = true, hidden = false } = {}) {
  const appended: FakeElement[] = [];
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => {
    (listeners[type] ??= []).push(listener);
  };
  const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
  let paintCallback: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;
  const frames: Listener[] = [];
  const appData = {
    getAttribute: (name: string) =>
      ({
        'data-entry': '/assets/app-1.js',
        'data-preload': '/assets/js/entry-2.js /assets/js/home-page-3.js',
      })[name] ?? null,
  };
  const document = {
    readyState: 'loading',
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { classList: { add: () => undefined }, setAttribute: () => undefined },
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    addEventListener: on,
    getElementById: (id: string) => (id === 'app-data' ? appData : null),
    createElement: (tagName: string): FakeElement => ({ tagName }),
  };
  const window = { addEventListener: on, matchMedia: () => ({ matches: false }) };
  class PerformanceObserver {
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {
      if (!reportsPaints) throw new TypeError('paint is not supported');
    }
    disconnect() {
      paintCallback = undefined;
    }
  }
  const run = new Function(
    'document',
    'window',
    'localStorage',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    PRE_PAINT_SCRIPT,
  );
  run(
    document,
    window,
    { getItem: () => null },
    PerformanceObserver,
    (callback: Listener) => frames.push(callback),
    (callback: Listener) => frames.push(callback),
  );
  return {
    appended,
    parse: () => {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    paint: (name = 'first-contentful-paint') => paintCallback?.({ getEntries: () => [{ name }] }),
    load: () => {
      fire('load');
      while (frames.length > 0) frames.shift()?.();
    },
  };
}

describe('pre-paint script: loading the app', () => {
  it('requests no script before the first contentful paint', () => {
    const page = fakePage();
    page.parse();
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
  });

  it('after the first contentful paint of the parsed page, preloads the chunks and runs the entry', () => {
    const page = fakePage();
    page.paint();
    expect(page.appended).toEqual([]);
    page.parse();
    expect(page.appended).toEqual([
      { tagName: 'link', rel: 'modulepreload', href: '/assets/js/entry-2.js' },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/js/home-page-3.js' },
      { tagName: 'script', type: 'module', src: '/assets/app-1.js' },
    ]);
    page.load();
    expect(page.appended).toHaveLength(3);
  });

  it('loads a hidden page (background tab, prerender) once it is parsed', () => {
    const page = fakePage({ hidden: true });
    page.parse();
    expect(page.appended.at(-1)).toEqual({
      tagName: 'script',
      type: 'module',
      src: '/assets/app-1.js',
    });
  });

  it('loads after the load event where paints are not reported', () => {
    const page = fakePage({ reportsPaints: false });
    page.parse();
    expect(page.appended).toEqual([]);
    page.load();
    expect(page.appended).toHaveLength(3);
  });
});
