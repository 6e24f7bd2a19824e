import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPT } from '#shared/document/pre-paint-script.ts';

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
  const timers: { callback: Listener; delay: number }[] = [];
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
    static supportedEntryTypes = reportsPaints ? ['paint'] : [];
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
    (callback: Listener, delay: number) => timers.push({ callback, delay }),
  );
  return {
    appended,
    parse: () => {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    paint: (name = 'first-contentful-paint') => paintCallback?.({ getEntries: () => [{ name }] }),
    load: () => fire('load'),
    /** Runs the frames and timers due within `ms` after load. */
    wait: (ms: number) => {
      while (frames.length > 0) frames.shift()?.();
      for (const timer of timers.splice(0)) {
        if (timer.delay <= ms) timer.callback();
        else timers.push(timer);
      }
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
    page.wait(5000);
    expect(page.appended).toHaveLength(3);
  });

  it('waits for the first paint even when the load event comes first', () => {
    const page = fakePage();
    page.parse();
    page.load();
    page.wait(100);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toHaveLength(3);
  });

  it('loads 3 s after the load event if no paint is ever reported', () => {
    const page = fakePage();
    page.parse();
    page.load();
    page.wait(2999);
    expect(page.appended).toEqual([]);
    page.wait(3000);
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

  it('loads after the load event and a frame where paints are not reported', () => {
    const page = fakePage({ reportsPaints: false });
    page.parse();
    expect(page.appended).toEqual([]);
    page.load();
    page.wait(0);
    expect(page.appended).toHaveLength(3);
  });
});
