import { pino } from 'pino';
import { register } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DueEvent, FailedEvent } from '#server/leads/outbox-queue.ts';
import type { LeadStore } from '#server/leads/lead-store.ts';
import {
  retryDelay,
  startOutbox,
  type AttemptOutcome,
  type DeliveryChannel,
} from '#server/leads/outbox.ts';

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

interface Row {
  due: DueEvent;
  delivered: boolean;
  failedAt: number | null;
  lastError: string | null;
}

/** The outbox's view of the store, in memory: what it claims and marks is all it sees. */
function memoryEvents(events: DueEvent[]) {
  const rows: Row[] = events.map((due) => ({
    due,
    delivered: false,
    failedAt: null,
    lastError: null,
  }));
  const open = (row: Row) => !row.delivered && row.failedAt === null;
  let away = false;
  const byId = (id: string) => rows.find((row) => row.due.id === id) as Row;
  const store: Pick<LeadStore, 'events'> = {
    events: {
      due: async (now, limit, channels) => {
        if (away) throw new Error('database away');
        return rows
          .filter((row) => open(row) && row.due.nextAttemptAt <= now)
          .filter((row) => channels.includes(row.due.channel))
          .slice(0, limit)
          .map((row) => row.due);
      },
      claim: async (due, leaseUntil) => {
        const row = byId(due.id);
        if (!open(row) || row.due.nextAttemptAt !== due.nextAttemptAt) return false;
        row.due = { ...row.due, nextAttemptAt: leaseUntil, attempts: row.due.attempts + 1 };
        return true;
      },
      delivered: async (id) => {
        byId(id).delivered = true;
      },
      retryLater: async (id, retryAt, error) => {
        const row = byId(id);
        row.due = { ...row.due, nextAttemptAt: retryAt };
        row.lastError = error;
      },
      givenUp: async (id, at, error) => {
        const row = byId(id);
        row.failedAt = at;
        row.lastError = error;
      },
      pending: async () => rows.filter(open).length,
      failed: async (): Promise<FailedEvent[]> => [],
    },
  };
  return { store, rows, setAway: (value: boolean) => (away = value) };
}

const created = (id: string, channel: DueEvent['channel'] = 'webhook'): DueEvent => ({
  id,
  channel,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  event: {
    type: 'lead.created',
    lead: { id: `lead-${id}`, form: 'contact', fields: {}, flagged: null, receivedAt: 0 },
  },
});

/** A channel answering each attempt with the next outcome (delivered after them). */
function scriptedChannel(outcomes: (AttemptOutcome | Error)[]) {
  const sent: { id: string; at: number }[] = [];
  const channel: DeliveryChannel = {
    name: 'webhook',
    takes: (event) => event.type === 'lead.created',
    send: async (due) => {
      sent.push({ id: due.id, at: Date.now() });
      const next = outcomes.shift() ?? { status: 'delivered' };
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { channel, sent };
}

async function webhookCount(metric: string): Promise<number> {
  const values = (await register.getSingleMetric(metric)?.get())?.values ?? [];
  return values.find((value) => value.labels.channel === 'webhook')?.value ?? 0;
}

function capturedLogger() {
  const lines: { msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, messages: () => lines.map((line) => line.msg) };
}

describe('the outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a passing failure after the backoff, and counts each failed attempt', async () => {
    const { store, rows } = memoryEvents([created('a')]);
    const { channel, sent } = scriptedChannel([
      { status: 'retry', reason: 'HTTP 503' },
      new Error('connect ECONNREFUSED'),
    ]);
    const before = await webhookCount('lead_delivery_failures_total');
    const outbox = startOutbox(store, [channel], retry, capturedLogger().logger, 100);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent.map((item) => item.at)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(4000);
    // 1 s after the first failure, then 2 s after the second (polled every 100 ms).
    expect(sent.map((item) => item.at)).toEqual([0, 1000, 3000]);
    expect(rows[0]).toMatchObject({ delivered: true, failedAt: null });
    expect(await webhookCount('lead_delivery_failures_total')).toBe(before + 2);
    await outbox.stop();
  });

  it('gives up on a permanent refusal: never sent again, counted apart from retries', async () => {
    const { store, rows } = memoryEvents([created('a')]);
    const { channel, sent } = scriptedChannel([{ status: 'give-up', reason: 'HTTP 410' }]);
    const retried = await webhookCount('lead_delivery_failures_total');
    const givenUp = await webhookCount('lead_deliveries_given_up_total');
    const outbox = startOutbox(store, [channel], retry, capturedLogger().logger, 100);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delivered: false, failedAt: 0, lastError: 'HTTP 410' });
    expect(await webhookCount('lead_deliveries_given_up_total')).toBe(givenUp + 1);
    expect(await webhookCount('lead_delivery_failures_total')).toBe(retried);
    await outbox.stop();
  });

  it('passes over events a channel does not take, without sending them', async () => {
    const erased: DueEvent = { ...created('e'), event: { type: 'lead.erased', leadIds: ['x'] } };
    const { store, rows } = memoryEvents([erased]);
    const { channel, sent } = scriptedChannel([]);
    const outbox = startOutbox(store, [channel], retry, capturedLogger().logger, 100);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toEqual([]);
    expect(rows[0]?.delivered).toBe(true);
    await outbox.stop();
  });

  it('logs a store outage once, not on every poll, and says when it is back', async () => {
    const { store, rows, setAway } = memoryEvents([created('a')]);
    const { channel, sent } = scriptedChannel([]);
    const { logger, messages } = capturedLogger();
    setAway(true);
    const outbox = startOutbox(store, [channel], retry, logger, 100);
    await vi.advanceTimersByTimeAsync(1000);
    expect(messages()).toEqual(['lead outbox pass failed']);
    setAway(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(messages()).toContain('lead outbox: the store answers again');
    expect(sent).toHaveLength(1);
    expect(rows[0]?.delivered).toBe(true);
    await outbox.stop();
  });
});
