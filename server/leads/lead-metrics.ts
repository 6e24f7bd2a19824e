import { Counter, Gauge } from 'prom-client';

/** Lead metrics in prom-client's default registry (served on the metrics port with the rest). */
const stored = new Counter({
  name: 'leads_stored_total',
  help: 'Form submissions stored, by form (flagged ones included).',
  labelNames: ['form'] as const,
});
const flagged = new Counter({
  name: 'leads_flagged_total',
  help: 'Stored submissions flagged as spam (honeypot filled or sent too fast), by form.',
  labelNames: ['form'] as const,
});
const refused = new Counter({
  name: 'leads_refused_total',
  help: 'Submissions not stored, by reason (rate-limited, unavailable); the visitor saw the error state.',
  labelNames: ['reason'] as const,
});
const deliveryFailures = new Counter({
  name: 'lead_delivery_failures_total',
  help: 'Delivery attempts that failed and will be retried, by channel (webhook, email).',
  labelNames: ['channel'] as const,
});
const deliveriesGivenUp = new Counter({
  name: 'lead_deliveries_given_up_total',
  help: 'Events a receiver refused for good (4xx other than 408/429, SMTP 5xx), by channel.',
  labelNames: ['channel'] as const,
});
const duplicates = new Counter({
  name: 'leads_duplicate_total',
  help: 'Submissions that arrived again (a double press, a retry) and were not kept twice, by form.',
  labelNames: ['form'] as const,
});

let countPending: (() => Promise<number>) | null = null;
new Gauge({
  name: 'lead_deliveries_pending',
  help: 'Events (new leads, erasures) waiting for delivery on any channel.',
  async collect() {
    if (countPending) this.set(await countPending().catch(() => 0));
  },
});

export const leadMetrics = {
  stored: (form: string, isFlagged: boolean) => {
    stored.inc({ form });
    if (isFlagged) flagged.inc({ form });
  },
  refused: (reason: string) => refused.inc({ reason }),
  deliveryFailed: (channel: string) => deliveryFailures.inc({ channel }),
  deliveryGivenUp: (channel: string) => deliveriesGivenUp.inc({ channel }),
  duplicate: (form: string) => duplicates.inc({ form }),
  /** The outbox's count, read at scrape time. */
  pendingFrom: (count: () => Promise<number>) => {
    countPending = count;
  },
};
