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
  help: 'Webhook delivery attempts that failed (each is retried later).',
});

let countPending: (() => Promise<number>) | null = null;
new Gauge({
  name: 'lead_deliveries_pending',
  help: 'Stored leads waiting for webhook delivery.',
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
  deliveryFailed: () => deliveryFailures.inc(),
  /** The outbox's count, read at scrape time. */
  pendingFrom: (count: () => Promise<number>) => {
    countPending = count;
  },
};
