import type { Logger } from 'pino';
import { ATTEMPT_TIMEOUT_MS, CLAIM_LEASE_MS, type Channel, type DueEvent } from './outbox-queue.ts';
import { leadMetrics } from './lead-metrics.ts';
import type { LeadStore } from './lead-store.ts';

/** What one attempt on a channel came to. */
export type AttemptOutcome =
  | { readonly status: 'delivered' }
  /** Worth trying again later: the receiver was away, busy or slow. */
  | { readonly status: 'retry'; readonly reason: string }
  /** Refused for good (a 4xx other than 408/429, an SMTP 5xx): trying again cannot help. */
  | { readonly status: 'give-up'; readonly reason: string };

/** A way events leave: the webhook, or e-mail to the owner. */
export interface DeliveryChannel {
  readonly name: Channel;
  /** Which events it takes (e-mail tells the owner of new leads only). */
  readonly takes: (event: DueEvent['event']) => boolean;
  readonly send: (due: DueEvent, signal: AbortSignal) => Promise<AttemptOutcome>;
}

export interface RetryPolicy {
  /** First retry after this; doubled per failed attempt up to `maxRetryMs`. */
  readonly retryMs: number;
  readonly maxRetryMs: number;
}

const BATCH = 20;

export function retryDelay(attempts: number, { retryMs, maxRetryMs }: RetryPolicy): number {
  const delay = Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, attempts - 1));
  // ±20 % so that retries after an outage do not all arrive at once.
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/**
 * Delivers the store's events on their channels, at least once: an event is marked delivered
 * only after the channel says so; a passing failure is retried later with backoff, across
 * restarts (the queue is the lead_events table); a permanent refusal is given up, counted and
 * listed by `npm run leads -- export --failed`. Receivers deduplicate by the event's id.
 */
export function startOutbox(
  store: Pick<LeadStore, 'events'>,
  channels: readonly DeliveryChannel[],
  retry: RetryPolicy,
  logger: Logger,
  pollMs = 1000,
) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let storeAway = false;
  const inFlight = new AbortController();
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const names = channels.map((channel) => channel.name);

  async function attempt(due: DueEvent): Promise<void> {
    const channel = byName.get(due.channel);
    if (!channel) return;
    if (!(await store.events.claim(due, Date.now() + CLAIM_LEASE_MS))) return;
    if (!channel.takes(due.event)) {
      await store.events.delivered(due.id, Date.now());
      return;
    }
    const signal = AbortSignal.any([AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), inFlight.signal]);
    const outcome = await channel.send(due, signal).catch((error: unknown): AttemptOutcome => ({
      status: 'retry',
      reason: error instanceof Error ? error.message : String(error),
    }));
    const log = { eventId: due.id, channel: due.channel, type: due.event.type };
    if (outcome.status === 'delivered') {
      await store.events.delivered(due.id, Date.now());
      logger.info(log, 'lead event delivered');
      return;
    }
    const attempts = due.attempts + 1;
    if (outcome.status === 'give-up') {
      leadMetrics.deliveryGivenUp(due.channel);
      logger.error({ ...log, attempts, failure: outcome.reason }, 'lead event refused; given up');
      await store.events.givenUp(due.id, Date.now(), outcome.reason);
      return;
    }
    leadMetrics.deliveryFailed(due.channel);
    logger.warn(
      { ...log, attempts, failure: outcome.reason },
      'lead event not delivered; will retry',
    );
    await store.events.retryLater(due.id, Date.now() + retryDelay(attempts, retry), outcome.reason);
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      const due = await store.events.due(Date.now(), BATCH, names);
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
