import { describe, expect, it, vi } from 'vitest';
import { retryDelay } from '#server/leads/outbox.ts';

const retry = { retryMs: 1000, maxRetryMs: 60_000 };

describe('delivery retries', () => {
  it('doubles the wait per failed attempt, within ±20 %, up to the cap', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, retry))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelay(30, retry)).toBe(60_000);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay(1, retry)).toBe(800);
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    expect(retryDelay(1, retry)).toBe(1200);
    vi.restoreAllMocks();
  });
});
