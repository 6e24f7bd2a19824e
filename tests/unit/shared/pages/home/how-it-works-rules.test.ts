import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStepIndex, startStepCycle } from '#shared/pages/home/how-it-works-rules.ts';

describe('how-it-works cycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps from the last step to the first', () => {
    expect([0, 1, 2].map((index) => nextStepIndex(index, 3))).toEqual([1, 2, 0]);
  });

  it('highlights steps 1, 2, 3 and again 1, every 3 seconds', () => {
    const seen: number[] = [];
    const stop = startStepCycle(3, (index) => seen.push(index));
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(6000);
    expect(seen).toEqual([1, 2, 0]);
    stop();
    vi.advanceTimersByTime(9000);
    expect(seen).toEqual([1, 2, 0]);
  });

  it('continues from a given step', () => {
    const seen: number[] = [];
    const stop = startStepCycle(3, (index) => seen.push(index), { from: 2 });
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([0]);
    stop();
  });
});
