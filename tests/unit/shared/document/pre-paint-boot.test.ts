import { describe, expect, it } from 'vitest';
import { bundleInlineScripts } from '../../../../scripts/inline-scripts.ts';

// The pre-paint script as the build bundles it from client/before-paint/.
const { prePaint: PRE_PAINT_SCRIPT } = await bundleInlineScripts(process.cwd());

interface FakeElement {
  readonly tagName: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

type Listener = () => void;

/** Runs the inline script in a fake page that the test parses, and records what it appends. */
function fakePage({ parsed = false, scripts = true } = {}) {
  const appended: FakeElement[] = [];
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => {
    (listeners[type] ??= []).push(listener);
  };
  const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
  const frames: Listener[] = [];
  const prePaintElement = {
    getAttribute: (name: string) =>
      scripts
        ? ({
            'data-entry': '/assets/app-1.js',
            'data-preload': '/assets/js/entry-2.js /assets/js/home-page-3.js',
          }[name] ?? null)
        : null,
  };
  const document = {
    readyState: parsed ? 'interactive' : 'loading',
    documentElement: { classList: { add: () => undefined }, setAttribute: () => undefined },
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    addEventListener: on,
    currentScript: prePaintElement,
    getElementById: () => null,
    createElement: (tagName: string): FakeElement => ({ tagName }),
  };
  const window = {
    addEventListener: on,
    matchMedia: () => ({ matches: false }),
    requestAnimationFrame: (callback: Listener) => frames.push(callback),
  };
  new Function('document', 'window', 'localStorage', PRE_PAINT_SCRIPT)(document, window, {
    getItem: () => null,
  });
  return {
    appended,
    parse: () => {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    fire,
    firstFrame: () => frames.splice(0).forEach((callback) => callback()),
  };
}

const APP_SCRIPTS = [
  { tagName: 'link', rel: 'modulepreload', href: '/assets/js/entry-2.js' },
  { tagName: 'link', rel: 'modulepreload', href: '/assets/js/home-page-3.js' },
  { tagName: 'script', type: 'module', src: '/assets/app-1.js' },
];

describe('pre-paint script: loading the app', () => {
  it('requests no script before the first frame while the page is being parsed', () => {
    const page = fakePage();
    page.fire('load');
    expect(page.appended).toEqual([]);
  });

  it('at the first frame, preloads the chunks and runs the entry, once', () => {
    const page = fakePage();
    page.firstFrame();
    expect(page.appended).toEqual(APP_SCRIPTS);
    page.parse();
    page.fire('load');
    expect(page.appended).toHaveLength(3);
  });

  it('once the page is parsed, if that comes before the first frame, and once', () => {
    const page = fakePage();
    page.parse();
    expect(page.appended).toEqual(APP_SCRIPTS);
    page.firstFrame();
    page.fire('visibilitychange');
    expect(page.appended).toHaveLength(3);
  });

  it('loads at once on a page parsed before the script ran', () => {
    expect(fakePage({ parsed: true }).appended).toEqual(APP_SCRIPTS);
  });

  it('loads nothing on a page that names no scripts (a static answer)', () => {
    const page = fakePage({ scripts: false });
    page.firstFrame();
    page.parse();
    expect(page.appended).toEqual([]);
  });
});
