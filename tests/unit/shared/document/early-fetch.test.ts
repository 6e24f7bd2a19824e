import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleInlineScripts } from '../../../../scripts/inline-scripts.ts';

// The early fetch as the build bundles it from client/before-paint/.
const { earlyFetch: EARLY_FETCH_SCRIPT } = await bundleInlineScripts(process.cwd());

interface FakeLink {
  readonly tagName: string;
  rel?: string;
  href?: string;
}

/** Runs the early fetch in a fake page on a link of `downlink` Mbit/s (none: no estimate). */
function runEarlyFetch(connection: { downlink: number } | undefined, stylesheetBytes = 20_000) {
  const appended: FakeLink[] = [];
  const element = {
    getAttribute: (name: string) =>
      ({
        'data-modules': '/assets/js/entry-2.js /assets/js/rolldown-runtime-3.js',
        'data-stylesheet-bytes': String(stylesheetBytes),
      })[name] ?? null,
  };
  const document = {
    currentScript: element,
    head: { appendChild: (link: FakeLink) => appended.push(link) },
    createElement: (tagName: string): FakeLink => ({ tagName }),
  };
  const window = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) };
  new Function('document', 'window', 'navigator', EARLY_FETCH_SCRIPT)(document, window, {
    connection,
  });
  return appended;
}

const FIRST_BUNDLE = [
  { tagName: 'link', rel: 'modulepreload', href: '/assets/js/entry-2.js' },
  { tagName: 'link', rel: 'modulepreload', href: '/assets/js/rolldown-runtime-3.js' },
];

describe('the early fetch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the first bundle once the stylesheet has had the time to come in', () => {
    vi.useFakeTimers();
    // 20,000 bytes at 1.6 Mbit/s (200 bytes a millisecond): 100 ms.
    const appended = runEarlyFetch({ downlink: 1.6 });
    vi.advanceTimersByTime(99);
    expect(appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appended).toEqual(FIRST_BUNDLE);
    vi.advanceTimersByTime(10_000);
    expect(appended).toHaveLength(2);
  });

  it('waits less on a faster link', () => {
    vi.useFakeTimers();
    const appended = runEarlyFetch({ downlink: 16 });
    vi.advanceTimersByTime(10);
    expect(appended).toEqual(FIRST_BUNDLE);
  });

  it('asks for nothing without an estimate of the link', () => {
    vi.useFakeTimers();
    expect(runEarlyFetch(undefined)).toEqual([]);
    const unmeasured = runEarlyFetch({ downlink: 0 });
    vi.advanceTimersByTime(60_000);
    expect(unmeasured).toEqual([]);
  });
});
