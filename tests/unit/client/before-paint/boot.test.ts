// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootAtFirstFrameOrParsed } from '#client/before-paint/boot.ts';

/** Boots in a page still being parsed (or not), whose first frame the test makes happen. */
function page({ parsed = false, names = true } = {}) {
  Object.defineProperty(document, 'readyState', {
    value: parsed ? 'interactive' : 'loading',
    configurable: true,
  });
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  // Kept here rather than on the document, where they would outlive the test.
  const parseListeners: (() => void)[] = [];
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'DOMContentLoaded') parseListeners.push(listener as () => void);
  });
  const script = document.createElement('script');
  if (names) {
    script.setAttribute('data-entry', '/assets/app-1.js');
    script.setAttribute('data-preload', '/assets/js/entry-2.js /assets/js/home-page-3.js');
  }
  bootAtFirstFrameOrParsed(script);
  return {
    requested: () =>
      [...document.head.children].map((element) =>
        element instanceof HTMLLinkElement
          ? `${element.rel} ${element.getAttribute('href')}`
          : `${element.getAttribute('type')} script ${element.getAttribute('src')}`,
      ),
    parse: () => parseListeners.splice(0).forEach((listener) => listener()),
    firstFrame: () => frames.splice(0).forEach((callback) => callback()),
  };
}

const APP = [
  'modulepreload /assets/js/entry-2.js',
  'modulepreload /assets/js/home-page-3.js',
  'module script /assets/app-1.js',
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'readyState');
  document.head.innerHTML = '';
});

describe('loading the app', () => {
  it('requests no script before the first frame while the page is being parsed', () => {
    expect(page().requested()).toEqual([]);
  });

  it('at the first frame, preloads the chunks and runs the entry, once', () => {
    const loading = page();
    loading.firstFrame();
    expect(loading.requested()).toEqual(APP);
    loading.parse();
    expect(loading.requested()).toEqual(APP);
  });

  it('once the page is parsed, if that comes before the first frame, and once', () => {
    const loading = page();
    loading.parse();
    expect(loading.requested()).toEqual(APP);
    loading.firstFrame();
    expect(loading.requested()).toEqual(APP);
  });

  it('loads at once on a page parsed before the script ran', () => {
    expect(page({ parsed: true }).requested()).toEqual(APP);
  });

  it('loads nothing on a page that names no scripts (a static answer)', () => {
    const loading = page({ names: false });
    loading.firstFrame();
    loading.parse();
    expect(loading.requested()).toEqual([]);
  });
});
