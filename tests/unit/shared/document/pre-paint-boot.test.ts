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

/** Runs the inline script in a fake page that the test parses, and records what it appends. */
function fakePage({ parsed = false, appData = true } = {}) {
  const appended: FakeElement[] = [];
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => {
    (listeners[type] ??= []).push(listener);
  };
  const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
  const dataBlock = {
    getAttribute: (name: string) =>
      ({
        'data-entry': '/assets/app-1.js',
        'data-preload': '/assets/js/entry-2.js /assets/js/home-page-3.js',
      })[name] ?? null,
  };
  const document = {
    readyState: parsed ? 'interactive' : 'loading',
    documentElement: { classList: { add: () => undefined }, setAttribute: () => undefined },
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    addEventListener: on,
    getElementById: (id: string) => (id === 'app-data' && appData ? dataBlock : null),
    createElement: (tagName: string): FakeElement => ({ tagName }),
  };
  const window = { addEventListener: on, matchMedia: () => ({ matches: false }) };
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
  };
}

const APP_SCRIPTS = [
  { tagName: 'link', rel: 'modulepreload', href: '/assets/js/entry-2.js' },
  { tagName: 'link', rel: 'modulepreload', href: '/assets/js/home-page-3.js' },
  { tagName: 'script', type: 'module', src: '/assets/app-1.js' },
];

describe('pre-paint script: loading the app', () => {
  it('requests no script while the page is being parsed', () => {
    const page = fakePage();
    page.fire('load');
    expect(page.appended).toEqual([]);
  });

  it('once the page is parsed, preloads the chunks and runs the entry, once', () => {
    const page = fakePage();
    page.parse();
    expect(page.appended).toEqual(APP_SCRIPTS);
    page.fire('load');
    page.fire('visibilitychange');
    expect(page.appended).toHaveLength(3);
  });

  it('loads at once on a page parsed before the script ran', () => {
    expect(fakePage({ parsed: true }).appended).toEqual(APP_SCRIPTS);
  });

  it('loads nothing on a page without the app data block (a static answer)', () => {
    const page = fakePage({ appData: false });
    page.parse();
    expect(page.appended).toEqual([]);
  });
});
