// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFirstBundleEarly } from '#client/before-paint/early-fetch.ts';

/** Runs the early fetch on a link of `downlink` Mbit/s (none: no estimate). */
function earlyFetch(link: { downlink: number } | undefined, stylesheetBytes = 20_000) {
  Object.defineProperty(navigator, 'connection', { value: link, configurable: true });
  const script = document.createElement('script');
  script.setAttribute('data-modules', '/assets/js/entry-2.js /assets/js/rolldown-runtime-3.js');
  script.setAttribute('data-stylesheet-bytes', String(stylesheetBytes));
  fetchFirstBundleEarly(script);
}

const requested = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.href}`);

const FIRST_BUNDLE = [
  'modulepreload http://localhost:3000/assets/js/entry-2.js',
  'modulepreload http://localhost:3000/assets/js/rolldown-runtime-3.js',
];

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
  document.head.innerHTML = '';
});

describe('the early fetch', () => {
  it('asks for the first bundle once the stylesheet has had the time to come in', () => {
    vi.useFakeTimers();
    // 20,000 bytes at 1.6 Mbit/s (200 bytes a millisecond): 100 ms.
    earlyFetch({ downlink: 1.6 });
    vi.advanceTimersByTime(99);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(FIRST_BUNDLE);
    vi.advanceTimersByTime(10_000);
    expect(requested()).toHaveLength(2);
  });

  it('waits less on a faster link', () => {
    vi.useFakeTimers();
    earlyFetch({ downlink: 16 });
    vi.advanceTimersByTime(10);
    expect(requested()).toEqual(FIRST_BUNDLE);
  });

  it('asks for nothing without an estimate of the link', () => {
    vi.useFakeTimers();
    earlyFetch(undefined);
    earlyFetch({ downlink: 0 });
    vi.advanceTimersByTime(60_000);
    expect(requested()).toEqual([]);
  });
});
