import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadStore } from '#server/leads/lead-store.ts';
import { startRetention } from '#server/leads/retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const silent = pino({ level: 'silent' });

afterEach(() => {
  vi.useRealTimers();
});

function purgeRecorder(results: (number | Error)[] = []) {
  const cutoffs: number[] = [];
  const store: Pick<LeadStore, 'purgeBefore'> = {
    purgeBefore: async (cutoff: number) => {
      cutoffs.push(cutoff);
      const next = results.shift() ?? 0;
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { store, cutoffs };
}

describe('retention', () => {
  it('purges past the retention at once, then once a day, until stopped', async () => {
    vi.useFakeTimers({ now: 100 * DAY_MS });
    const { store, cutoffs } = purgeRecorder();
    const retention = await startRetention(store, 30, silent);
    expect(cutoffs).toEqual([70 * DAY_MS]);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(cutoffs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(cutoffs).toEqual([70 * DAY_MS, 71 * DAY_MS, 72 * DAY_MS]);
    retention.stop();
    await vi.advanceTimersByTimeAsync(5 * DAY_MS);
    expect(cutoffs).toHaveLength(3);
  });

  it('keeps going after a failed purge (a database away for the night)', async () => {
    vi.useFakeTimers({ now: 100 * DAY_MS });
    const { store, cutoffs } = purgeRecorder([new Error('database away'), 2]);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const retention = await startRetention(store, 30, logger);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(cutoffs).toHaveLength(2);
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'lead purge failed',
      'old leads purged',
    ]);
    retention.stop();
  });
});
