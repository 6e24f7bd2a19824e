import { randomUUID } from 'node:crypto';
import { toLeadRecord, type LeadRecord } from './lead-rows.ts';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';

/** Where an event goes: the owner's webhook, or an e-mail to the owner. */
export type Channel = 'webhook' | 'email';

/** What happened: a lead arrived, or leads were erased (ids only, so the receiver erases too). */
export type LeadEvent =
  | { readonly type: 'lead.created'; readonly lead: LeadRecord }
  | { readonly type: 'lead.erased'; readonly leadIds: readonly string[] };

export interface DueEvent {
  /** The message id: the same on every attempt (Standard Webhooks' `webhook-id`). */
  readonly id: string;
  readonly channel: Channel;
  /** When the event happened (epoch ms). */
  readonly createdAt: number;
  readonly event: LeadEvent;
  readonly attempts: number;
  readonly nextAttemptAt: number;
}

export interface FailedEvent {
  readonly id: string;
  readonly channel: Channel;
  readonly type: LeadEvent['type'];
  readonly leadId: string | null;
  readonly attempts: number;
  readonly failedAt: number;
  readonly lastError: string | null;
}

/** How long one attempt may take: a receiver that stops answering is let go after this. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/**
 * How long a claimed event is left alone (its next attempt moves this far ahead): longer than an
 * attempt, so once the lease has run out the attempt that took it is over, delivered or not.
 */
export const CLAIM_LEASE_MS = 30_000;

/** When each channel may send an event that must follow the attempts under way on it. */
export type SendAfter = ReadonlyMap<Channel, number>;

/**
 * Queues an event on each channel, inside the caller's transaction: due at once, or on a channel
 * named in `sendAfter`, not before that time.
 */
export async function queueEvents(
  tx: SqlExecutor,
  channels: readonly Channel[],
  event: { type: LeadEvent['type']; leadId: string | null; payload: string | null; at: number },
  sendAfter: SendAfter = new Map(),
): Promise<void> {
  for (const channel of channels) {
    const dueAt = Math.max(event.at, sendAfter.get(channel) ?? 0);
    await tx.run(
      `INSERT INTO lead_events (id, channel, type, lead_id, payload, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [`msg_${randomUUID()}`, channel, event.type, event.leadId, event.payload, event.at, dueAt],
    );
  }
}

/**
 * Of events just deleted (their channel, next attempt, delivered and given-up times), when the
 * attempts that may be under way on each channel are surely over: an open event whose next
 * attempt is ahead by no more than a lease may have been claimed, so its lease end counts (a
 * retry that is merely scheduled that soon cannot be told apart, and only delays the wait).
 */
export function attemptsOverBy(deleted: readonly SqlRow[], now: number): SendAfter {
  const over = new Map<Channel, number>();
  for (const row of deleted) {
    const next = Number(row.next_attempt_at);
    const open = row.delivered_at === null && row.failed_at === null;
    if (!open || next <= now || next > now + CLAIM_LEASE_MS) continue;
    const channel = row.channel as Channel;
    over.set(channel, Math.max(over.get(channel) ?? 0, next));
  }
  return over;
}

const OPEN = 'e.delivered_at IS NULL AND e.failed_at IS NULL';

/**
 * The outbox's queue, the lead_events table: what is due, claims, and outcomes. A new lead's
 * event holds no copy of the lead: its body is read from the lead when sent, so erasing the lead
 * leaves nothing of it here.
 */
export function createOutboxQueue(db: SqlDatabase) {
  return {
    due: async (now: number, limit: number, channels: readonly Channel[]): Promise<DueEvent[]> => {
      if (channels.length === 0) return [];
      const rows = await db.all(
        `SELECT e.id AS event_id, e.channel, e.type, e.payload, e.created_at, e.attempts,
                e.next_attempt_at, leads.id, leads.form, leads.fields, leads.flagged,
                leads.received_at
         FROM lead_events e LEFT JOIN leads ON leads.id = e.lead_id
         WHERE ${OPEN} AND e.next_attempt_at <= ?
           AND e.channel IN (${channels.map(() => '?').join(', ')})
         ORDER BY e.next_attempt_at LIMIT ?`,
        [now, ...channels, limit],
      );
      return rows.map((row) => ({
        id: String(row.event_id),
        channel: row.channel as Channel,
        createdAt: Number(row.created_at),
        event:
          row.type === 'lead.erased'
            ? {
                type: 'lead.erased',
                leadIds: (JSON.parse(String(row.payload)) as { leadIds: string[] }).leadIds,
              }
            : { type: 'lead.created', lead: toLeadRecord(row) },
        attempts: Number(row.attempts),
        nextAttemptAt: Number(row.next_attempt_at),
      }));
    },

    /**
     * Takes an event for one attempt: its next attempt moves to `leaseUntil`, so another
     * replica (or a crash) leaves it alone until then. False when someone else took it first.
     */
    claim: async (due: DueEvent, leaseUntil: number): Promise<boolean> =>
      (await db.run(
        `UPDATE lead_events SET next_attempt_at = ?, attempts = attempts + 1
         WHERE id = ? AND delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at = ?`,
        [leaseUntil, due.id, due.nextAttemptAt],
      )) === 1,

    delivered: async (id: string, at: number): Promise<void> => {
      await db.run('UPDATE lead_events SET delivered_at = ?, last_error = NULL WHERE id = ?', [
        at,
        id,
      ]);
    },

    /** A failed attempt that may succeed later: retried at `retryAt`. */
    retryLater: async (id: string, retryAt: number, error: string): Promise<void> => {
      await db.run('UPDATE lead_events SET next_attempt_at = ?, last_error = ? WHERE id = ?', [
        retryAt,
        error.slice(0, 500),
        id,
      ]);
    },

    /** A refusal that will not change (a 4xx from the receiver, an SMTP 5xx): given up. */
    givenUp: async (id: string, at: number, error: string): Promise<void> => {
      await db.run('UPDATE lead_events SET failed_at = ?, last_error = ? WHERE id = ?', [
        at,
        error.slice(0, 500),
        id,
      ]);
    },

    pending: async (): Promise<number> => {
      const [row] = await db.all(`SELECT COUNT(*) AS pending FROM lead_events e WHERE ${OPEN}`);
      return Number(row?.pending ?? 0);
    },

    /** Events given up on, newest first (the owner's `export --failed`). */
    failed: async (): Promise<FailedEvent[]> => {
      const rows = await db.all(
        `SELECT id, channel, type, lead_id, attempts, failed_at, last_error FROM lead_events
         WHERE failed_at IS NOT NULL ORDER BY failed_at DESC`,
      );
      return rows.map((row) => ({
        id: String(row.id),
        channel: row.channel as Channel,
        type: row.type as LeadEvent['type'],
        leadId: row.lead_id === null ? null : String(row.lead_id),
        attempts: Number(row.attempts),
        failedAt: Number(row.failed_at),
        lastError: row.last_error === null ? null : String(row.last_error),
      }));
    },
  };
}
