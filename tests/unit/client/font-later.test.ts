// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFontLater } from '#client/font-later.ts';

const FONT = '/assets/inter-latin-wght-normal-AB12.woff2';
const loaded: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  loaded.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load() {
        loaded.push(this.source);
        return Promise.resolve(this);
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-font');
});

describe('the web font left for later', () => {
  it('is fetched once the page is idle, remembered, and this page stays in the fallback', async () => {
    document.documentElement.setAttribute('data-font', 'later');
    fetchFontLater([FONT]);
    expect(loaded).toEqual([]);
    await vi.runAllTimersAsync();
    expect(loaded).toEqual([`url(${FONT})`]);
    expect(localStorage.getItem('font-cached')).toBe('1');
    expect(document.documentElement.getAttribute('data-font')).toBe('later');
  });

  it('is not fetched again where the page already preloaded it', async () => {
    fetchFontLater([FONT]);
    await vi.runAllTimersAsync();
    expect(loaded).toEqual([]);
    expect(localStorage.getItem('font-cached')).toBeNull();
  });
});
