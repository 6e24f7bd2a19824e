import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COPY_FEEDBACK_MS,
  createCopyFeedback,
  type CopyState,
} from '#shared/components/copy-feedback.ts';

describe('copy link feedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the link and shows Copied for exactly 2 s', async () => {
    const states: CopyState[] = [];
    const clipboard = { writeText: vi.fn(async () => {}) };
    const feedback = createCopyFeedback((state) => states.push(state));

    await expect(feedback.copy('https://example.com/blog/a', clipboard)).resolves.toBe('copied');
    expect(clipboard.writeText).toHaveBeenCalledWith('https://example.com/blog/a');
    expect(states).toEqual(['copied']);

    vi.advanceTimersByTime(1999);
    expect(states).toEqual(['copied']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['copied', 'idle']);
  });

  it('restarts the 2 s when copied again', async () => {
    const states: CopyState[] = [];
    const clipboard = { writeText: async () => {} };
    const feedback = createCopyFeedback((state) => states.push(state));
    await feedback.copy('a', clipboard);
    vi.advanceTimersByTime(1500);
    await feedback.copy('a', clipboard);
    vi.advanceTimersByTime(1500);
    expect(states).toEqual(['copied', 'copied']);
    vi.advanceTimersByTime(500);
    expect(states).toEqual(['copied', 'copied', 'idle']);
  });

  it('reports a refused or missing clipboard, then returns to idle', async () => {
    const states: CopyState[] = [];
    const feedback = createCopyFeedback((state) => states.push(state));
    const refused = { writeText: () => Promise.reject(new Error('NotAllowedError')) };
    await expect(feedback.copy('a', refused)).resolves.toBe('failed');
    await expect(feedback.copy('a', undefined)).resolves.toBe('failed');
    vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    expect(states).toEqual(['failed', 'failed', 'idle']);
  });

  it('stops its timer when disposed', async () => {
    const states: CopyState[] = [];
    const feedback = createCopyFeedback((state) => states.push(state));
    await feedback.copy('a', { writeText: async () => {} });
    feedback.dispose();
    vi.advanceTimersByTime(COPY_FEEDBACK_MS * 2);
    expect(states).toEqual(['copied']);
  });
});
