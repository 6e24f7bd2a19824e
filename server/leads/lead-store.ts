import { randomBytes, randomUUID } from 'node:crypto';
import type { LeadForm } from '#shared/forms/sending/lead-recorder.ts';
import { emailOf, toLeadRecord, type LeadRecord, type SpamFlag } from './lead-rows.ts';
import {
  attemptsOverBy,
  createOutboxQueue,
  queueEvents,
  type Channel,
  type SendAfter,
} from './outbox-queue.ts';
import type { SqlDatabase, SqlExecutor } from './sql-database.ts';
import type { SubmissionKey } from './submission-key.ts';

export type { LeadRecord, SpamFlag } from './lead-rows.ts';

export interface NewLead {
  readonly form: LeadForm;
  readonly fields: Readonly<Record<string, string>>;
  readonly flagged: SpamFlag | null;
  /** When it arrived (epoch ms); now by default. */
  readonly receivedAt?: number;
  /**
   * The same for the same submission sent twice (a double press, a retry after a lost answer):
   * a second copy is not kept. Null keeps every copy.
   */
  readonly submission?: SubmissionKey | null;
}

/**
 * PostgreSQL's advisory locks in two 32-bit keys: this first key is the lead store's for copies
 * of a submission taking turns (the second is the content's `turn`). The one-key space, where
 * the migrations' lock lives, is apart.
 */
const SUBMISSION_TURNS = 0x4c454144;

export interface ExportFilter {
  readonly since?: number | undefined;
  readonly form?: string | undefined;
}

/** What an erasure did: the leads it deleted (committed), then whether the scrub worked. */
export interface Erasure {
  readonly erased: number;
  /** Why the scrub failed (the erasure stands; `scrub` runs it again), or null. */
  readonly scrubFailure: string | null;
}

/** What a save did: kept the lead, or found it already kept (the same submission again). */
export type SaveOutcome =
  | { readonly kept: true; readonly lead: LeadRecord }
  | { readonly kept: false; readonly lead: null };

/**
 * The leads a deletion takes, each as whole statements: one person's (an erasure, by the
 * lower-cased e-mail) or those received before a time (retention, epoch ms). The events go
 * first, and say what they were: an attempt may be under way on one of them.
 */
const DELETIONS = {
  person: {
    ids: 'SELECT id FROM leads WHERE email = ?',
    events: `DELETE FROM lead_events WHERE lead_id IN (SELECT id FROM leads WHERE email = ?)
             RETURNING channel, next_attempt_at, delivered_at, failed_at`,
    leads: 'DELETE FROM leads WHERE email = ?',
  },
  receivedBefore: {
    ids: 'SELECT id FROM leads WHERE received_at < ?',
    events: `DELETE FROM lead_events WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)
             RETURNING channel, next_attempt_at, delivered_at, failed_at`,
    leads: 'DELETE FROM leads WHERE received_at < ?',
  },
} as const;

/**
 * Deletes the chosen leads with their events, inside the caller's transaction: their ids, and
 * when the attempts that may be under way on those events are over, per channel.
 */
async function deleteLeads(
  tx: SqlExecutor,
  which: keyof typeof DELETIONS,
  value: string | number,
  now: number,
): Promise<{ ids: string[]; attemptsOver: SendAfter }> {
  const statements = DELETIONS[which];
  const ids = (await tx.all(statements.ids, [value])).map((row) => String(row.id));
  // On PostgreSQL a claim committed meanwhile is waited for, and its lease is what comes back.
  const events = await tx.all(statements.events, [value]);
  await tx.run(statements.leads, [value]);
  return { ids, attemptsOver: attemptsOverBy(events, now) };
}

/** A form draft's id: 128 random bits, base64url (the address of its step pages). */
const DRAFT_ID = /^[A-Za-z0-9_-]{22}$/;

export interface DraftLimits {
  /** How long a draft is kept after its last step (ms). */
  readonly ttlMs: number;
  /** Drafts kept at most: past it a new one is refused (the form answers without one). */
  readonly max: number;
}

/**
 * A form's answers between the steps of a post without JavaScript, as one JSON text under a
 * random id: kept for `ttlMs` after its last step, at most `max` of them, gone once the form is
 * sent or its person erased.
 */
function createDraftStore(db: SqlDatabase) {
  return {
    /**
     * Keeps `fields` under `id` when that draft is still kept, else under a new id; the id, or
     * null when `max` drafts are kept already. Expired drafts go first.
     */
    save: (
      id: string | null,
      fields: Readonly<Record<string, string>>,
      json: string,
      now: number,
      { ttlMs, max }: DraftLimits,
    ): Promise<string | null> =>
      db.transaction(async (tx) => {
        await tx.run('DELETE FROM form_drafts WHERE expires_at <= ?', [now]);
        const email = emailOf(fields);
        if (id !== null && DRAFT_ID.test(id)) {
          const updated = await tx.run(
            'UPDATE form_drafts SET email = ?, fields = ?, expires_at = ? WHERE id = ?',
            [email, json, now + ttlMs, id],
          );
          if (updated > 0) return id;
        }
        const [row] = await tx.all('SELECT COUNT(*) AS kept FROM form_drafts');
        if (Number(row?.kept ?? 0) >= max) return null;
        const created = randomBytes(16).toString('base64url');
        await tx.run(
          'INSERT INTO form_drafts (id, email, fields, expires_at) VALUES (?, ?, ?, ?)',
          [created, email, json, now + ttlMs],
        );
        return created;
      }),

    /** The JSON text kept under `id`, or null (unknown, expired, or not an id). */
    read: async (id: string, now: number): Promise<string | null> => {
      if (!DRAFT_ID.test(id)) return null;
      const [row] = await db.all('SELECT fields FROM form_drafts WHERE id = ? AND expires_at > ?', [
        id,
        now,
      ]);
      return row ? String(row.fields) : null;
    },

    remove: async (id: string): Promise<void> => {
      if (DRAFT_ID.test(id)) await db.run('DELETE FROM form_drafts WHERE id = ?', [id]);
    },
  };
}

/** The leads and their outbox of events, over either SQL database. */
export function createLeadStore(db: SqlDatabase) {
  const events = createOutboxQueue(db);

  return {
    events,
    drafts: createDraftStore(db),

    /**
     * Keeps a submission, with its events queued on `channels` in the same transaction: once this
     * resolves the lead is on disk, and so is the promise to deliver it.
     */
    save: (lead: NewLead, channels: readonly Channel[]): Promise<SaveOutcome> => {
      const { submission = null, receivedAt = Date.now(), ...fields } = lead;
      const record: LeadRecord = { id: randomUUID(), receivedAt, ...fields };
      return db.transaction(async (tx) => {
        if (submission) {
          // Copies that arrive together take turns from here to the commit, so this check sees
          // a copy kept a moment before (SQLite's write transactions take turns already).
          if (db.dialect === 'postgres') {
            await tx.all('SELECT pg_advisory_xact_lock(?::integer, ?::integer)', [
              SUBMISSION_TURNS,
              submission.turn,
            ]);
          }
          if (submission.neighbours) {
            const [before, after] = submission.neighbours;
            const kept = await tx.all(
              `SELECT id FROM leads WHERE submission_key IN (?, ?)
               AND received_at >= ? AND received_at <= ?`,
              [before, after, submission.within.from, submission.within.until],
            );
            if (kept.length > 0) return { kept: false, lead: null };
          }
        }
        const inserted = await tx.run(
          `INSERT INTO leads (id, form, email, fields, flagged, received_at, submission_key)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (submission_key) DO NOTHING`,
          [
            record.id,
            record.form,
            emailOf(record.fields),
            JSON.stringify(record.fields),
            record.flagged,
            record.receivedAt,
            submission?.key ?? null,
          ],
        );
        if (inserted === 0) return { kept: false, lead: null };
        await queueEvents(tx, channels, {
          type: 'lead.created',
          leadId: record.id,
          payload: null,
          at: record.receivedAt,
        });
        return { kept: true, lead: record };
      });
    },

    /** Oldest first, optionally from a moment on and of one form. */
    export: async ({ since, form }: ExportFilter = {}): Promise<LeadRecord[]> => {
      const rows = await db.all(
        `SELECT id, form, fields, flagged, received_at FROM leads WHERE received_at >= ? AND (CAST(? AS TEXT) IS NULL OR form = ?) ORDER BY received_at, id`,
        [since ?? 0, form ?? null, form ?? null],
      );
      return rows.map(toLeadRecord);
    },

    /**
     * Deletes every record of one person with their events and queues `lead.erased` (their lead
     * ids) on `channels` so receivers can erase too, in one transaction; then scrubs what the
     * deleted rows left in the database's files. A scrub that fails does not undo the erasure:
     * it is reported apart. A `lead.created` of theirs not yet sent never will be; one that a
     * replica is sending right now may still arrive, so the erasure is due only once that
     * attempt's lease has run out: the receiver hears of the lead before its erasure.
     */
    erase: async (email: string, channels: readonly Channel[]): Promise<Erasure> => {
      const erased = await db.transaction(async (tx) => {
        const at = Date.now();
        const person = email.trim().toLowerCase();
        await tx.run('DELETE FROM form_drafts WHERE email = ?', [person]);
        const { ids, attemptsOver } = await deleteLeads(tx, 'person', person, at);
        if (ids.length > 0) {
          const payload = JSON.stringify({ leadIds: ids });
          await queueEvents(
            tx,
            channels,
            { type: 'lead.erased', leadId: null, payload, at },
            attemptsOver,
          );
        }
        return ids.length;
      });
      const scrubFailure = await db.scrub().then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      return { erased, scrubFailure };
    },

    /** The scrub alone: after an erasure whose scrub failed. */
    scrub: () => db.scrub(),

    /** Deletes what was received before `cutoff` (epoch ms), and old erasure events; how many. */
    purgeBefore: (cutoff: number): Promise<number> =>
      db.transaction(async (tx) => {
        await tx.run('DELETE FROM lead_events WHERE lead_id IS NULL AND created_at < ?', [cutoff]);
        await tx.run('DELETE FROM form_drafts WHERE expires_at <= ?', [Date.now()]);
        return (await deleteLeads(tx, 'receivedBefore', cutoff, Date.now())).ids.length;
      }),

    close: () => db.close(),
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
