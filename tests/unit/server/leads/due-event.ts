import type { Channel, DueEvent } from '#server/leads/outbox-queue.ts';

/** A new contact lead's event as the outbox hands it to a channel (26 Nov 2026, 09:30 UTC). */
export function newLeadEvent(
  channel: Channel,
  fields: Record<string, string>,
  id = 1,
): DueEvent & { event: { type: 'lead.created' } } {
  const at = Date.UTC(2026, 10, 26, 9, 30);
  return {
    id: `msg_${id}`,
    channel,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: 0,
    event: {
      type: 'lead.created',
      lead: { id: `lead-${id}`, form: 'contact', fields, flagged: null, receivedAt: at },
    },
  };
}
