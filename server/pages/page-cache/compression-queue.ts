import type { PageKey } from './page-key.ts';

/** Bodies waiting for compression; past it a render is simply not kept (the next miss retries). */
const MAX_WAITING = 128;
const COMPRESSING_AT_ONCE = 2;

export interface CompressionQueue {
  /**
   * Queues the work of keeping one page (compressing it, then storing it); false when that page
   * is already queued or the queue is full. A failed job only means the page is not kept.
   */
  readonly add: (key: PageKey, job: () => Promise<void>) => boolean;
  /** Resolves once the page's job is over (at once when none is queued). */
  readonly done: (key: PageKey) => Promise<void>;
  /** Resolves when no job is queued or running (tests, warm start). */
  readonly idle: () => Promise<void>;
}

/** Compression of kept pages, a few at a time, so a burst of new pages cannot take every core. */
export function createCompressionQueue(): CompressionQueue {
  const queue: (() => Promise<void>)[] = [];
  /** Pages queued or being compressed, with what resolves when their job is over. */
  const pending = new Map<PageKey, Promise<void>>();
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const runNext = () => {
    while (running < COMPRESSING_AT_ONCE && queue.length > 0) {
      const job = queue.shift();
      if (!job) break;
      running += 1;
      void job()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          runNext();
        });
    }
    if (running === 0 && queue.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const add = (key: PageKey, job: () => Promise<void>): boolean => {
    if (pending.has(key) || queue.length >= MAX_WAITING) return false;
    pending.set(
      key,
      new Promise((over) => {
        queue.push(async () => {
          try {
            await job();
          } finally {
            pending.delete(key);
            over();
          }
        });
      }),
    );
    runNext();
    return true;
  };

  return {
    add,
    done: (key) => pending.get(key) ?? Promise.resolve(),
    idle: () =>
      running === 0 && queue.length === 0
        ? Promise.resolve()
        : new Promise((resolve) => idleWaiters.push(resolve)),
  };
}
