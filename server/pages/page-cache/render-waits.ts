import type { PageKey } from './page-key.ts';

/** Visitors waiting for one page's render; past it they render on their own (admission bounds that). */
const MAX_WAITING_PER_PAGE = 1000;

export interface RenderWaits {
  /**
   * Marks a render of a page as under way; the returned function ends it, and once the page's
   * last render is over, its waiters resume after `kept` resolves (the page stored, or not).
   */
  readonly started: (key: PageKey, kept: (key: PageKey) => Promise<void>) => () => void;
  /** Resolves when the renders of the page under way are over; undefined when none is. */
  readonly wait: (key: PageKey) => Promise<void> | undefined;
  readonly waiting: () => number;
}

/**
 * Visitors of a page that is being rendered wait for that render rather than start another
 * (a cold start under load): they then find the page kept.
 */
export function createRenderWaits(): RenderWaits {
  const underWay = new Map<PageKey, { renders: number; waiters: (() => void)[] }>();

  const started: RenderWaits['started'] = (key, kept) => {
    const entry = underWay.get(key) ?? { renders: 0, waiters: [] };
    entry.renders += 1;
    underWay.set(key, entry);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      entry.renders -= 1;
      if (entry.renders > 0) return;
      underWay.delete(key);
      void kept(key).then(() => {
        for (const resume of entry.waiters) resume();
      });
    };
  };

  const wait = (key: PageKey): Promise<void> | undefined => {
    const entry = underWay.get(key);
    if (!entry || entry.waiters.length >= MAX_WAITING_PER_PAGE) return undefined;
    return new Promise((resume) => entry.waiters.push(resume));
  };

  return {
    started,
    wait,
    waiting: () => [...underWay.values()].reduce((sum, entry) => sum + entry.waiters.length, 0),
  };
}
