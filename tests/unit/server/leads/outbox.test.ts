import { describe, expect, it, vi } from 'vitest';
import { retryDelay, webhookBody } from '#server/leads/outbox.ts';

const webhook = { url: 'https://hooks.example.com/leads', retryMs: 1000, maxRetryMs: 60_000 };

describe('delivery retries', () => {
  it('doubles the wait per failed attempt, within ±20 %, up to the cap', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, webhook))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelay(30, webhook)).toBe(60_000);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay(1, webhook)).toBe(800);
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    expect(retryDelay(1, webhook)).toBe(1200);
    vi.restoreAllMocks();
  });
});

describe('the webhook body', () => {
  it('carries the id (the idempotency key), form, ISO time and fields', () => {
    const body = webhookBody({
      lead: {
        id: 'lead-1',
        form: 'contact',
        fields: { email: 'jane@example.com' },
        flagged: null,
        receivedAt: Date.UTC(2026, 10, 26, 9, 30),
      },
      attempts: 0,
      nextAttemptAt: 0,
    });
    expect(JSON.parse(body)).toEqual({
      id: 'lead-1',
      form: 'contact',
      receivedAt: '2026-11-26T09:30:00.000Z',
      fields: { email: 'jane@example.com' },
    });
  });
});
