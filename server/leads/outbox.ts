import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { leadMetrics } from './lead-metrics.ts';
import type { DueDelivery, LeadStore } from './lead-store.ts';

export interface WebhookOptions {
  readonly url: string;
  /** Signs each body (HMAC-SHA256, hex, in X-Signature-256) so the receiver can trust it. */
  readonly secret?: string | undefined;
  /** First retry after this; doubled per failed attempt up to `maxRetryMs`. */
  readonly retryMs: number;
  readonly maxRetryMs: number;
}

/** How long one attempt may take, and how long a claimed delivery is left alone. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const LEASE_MS = 30_000;
const BATCH = 20;

export function retryDelay(attempts: number, { retryMs, maxRetryMs }: WebhookOptions): number {
  const delay = Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, attempts - 1));
  // ±20 % so that retries after an outage do not all arrive at once.
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** The JSON a receiver gets: the lead's id doubles as the idempotency key. */
export function webhookBody(due: DueDelivery): string {
  const { id, form, fields, receivedAt } = due.lead;
  return JSON.stringify({ id, form, receivedAt: new Date(receivedAt).toISOString(), fields });
}

/**
 * Delivers stored leads to the webhook, at least once: a delivery is marked done only after a
 * 2xx answer; anything else leaves the lead as it is and retries later with backoff, across
 * restarts (the queue is the lead_deliveries table). A receiver deduplicates by Idempotency-Key.
 */
export function startOutbox(
  store: LeadStore,
  webhook: WebhookOptions,
  logger: Logger,
  pollMs = 1000,
) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let storeAway = false;
  const inFlight = new AbortController();

  async function attempt(due: DueDelivery): Promise<void> {
    const now = Date.now();
    if (!(await store.claim(due, now + LEASE_MS))) return;
    const body = webhookBody(due);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Idempotency-Key': due.lead.id,
    };
    if (webhook.secret) {
      headers['X-Signature-256'] =
        `sha256=${createHmac('sha256', webhook.secret).update(body).digest('hex')}`;
    }
    let failure: string;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.any([AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), inFlight.signal]),
      });
      await response.body?.cancel();
      if (response.ok) {
        await store.markDelivered(due.lead.id, Date.now());
        logger.info({ leadId: due.lead.id }, 'lead delivered');
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const attempts = due.attempts + 1;
    leadMetrics.deliveryFailed();
    logger.warn({ leadId: due.lead.id, attempts, failure }, 'lead delivery failed; will retry');
    await store.markFailed(due.lead.id, Date.now() + retryDelay(attempts, webhook), failure);
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      const due = await store.dueDeliveries(Date.now(), BATCH);
      await Promise.all(due.map((item) => attempt(item)));
      if (due.length === BATCH) again = true;
    } while (again && !stopped);
  }

  /** Runs a pass now, or right after the one under way. */
  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(() => {
        if (storeAway) logger.info('lead outbox: the store answers again');
        storeAway = false;
      })
      .catch((error: unknown) => {
        // Once per outage, not once a second while the database is away.
        if (!storeAway) logger.error({ err: error }, 'lead outbox pass failed');
        storeAway = true;
      })
      .finally(() => (running = null));
  }

  const timer = setInterval(nudge, pollMs);
  timer.unref();
  nudge();
  return {
    nudge,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      inFlight.abort();
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
