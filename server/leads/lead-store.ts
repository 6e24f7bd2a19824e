import { randomUUID } from 'node:crypto';
import type { LeadForm } from '#shared/forms/lead-recorder.ts';
import type { SqlDatabase, SqlRow } from './sql-database.ts';

/** Why a submission was taken for a bot's: kept, marked, never delivered. */
export type SpamFlag = 'honeypot' | 'too-fast';

export interface LeadRecord {
  readonly id: string;
  readonly form: LeadForm;
  readonly fields: Readonly<Record<string, string>>;
  readonly flagged: SpamFlag | null;
  /** Epoch milliseconds. */
  readonly receivedAt: number;
}

export interface NewLead {
  readonly form: LeadForm;
  readonly fields: Readonly<Record<string, string>>;
  readonly flagged: SpamFlag | null;
}

export interface DueDelivery {
  readonly lead: LeadRecord;
  readonly attempts: number;
  readonly nextAttemptAt: number;
}

export interface ExportFilter {
  readonly since?: number | undefined;
  readonly form?: string | undefined;
}

function toRecord(row: SqlRow): LeadRecord {
  return {
    id: String(row.id),
    form: String(row.form) as LeadForm,
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    flagged: (row.flagged as SpamFlag | null) ?? null,
    receivedAt: Number(row.received_at),
  };
}

/** Every form asks for an email: it is kept apart (normalized) so a person's records can be found. */
function emailOf(fields: Readonly<Record<string, string>>): string | null {
  const email = fields.email?.trim().toLowerCase();
  return email ? email : null;
}

const LEAD_COLUMNS = 'id, form, fields, flagged, received_at';

/** The leads and their outbox, over either SQL database. */
export function createLeadStore(db: SqlDatabase) {
  return {
    /**
     * Keeps a submission, with its delivery queued in the same transaction when it is to be
     * delivered: once this resolves the lead is on disk, and so is the promise to deliver it.
     */
    save: (lead: NewLead, { deliver }: { readonly deliver: boolean }): Promise<LeadRecord> => {
      const record: LeadRecord = { id: randomUUID(), receivedAt: Date.now(), ...lead };
      return db.transaction(async (tx) => {
        await tx.run(
          'INSERT INTO leads (id, form, email, fields, flagged, received_at) VALUES (?, ?, ?, ?, ?, ?)',
          [
            record.id,
            record.form,
            emailOf(record.fields),
            JSON.stringify(record.fields),
            record.flagged,
            record.receivedAt,
          ],
        );
        if (deliver) {
          await tx.run('INSERT INTO lead_deliveries (lead_id, next_attempt_at) VALUES (?, ?)', [
            record.id,
            record.receivedAt,
          ]);
        }
        return record;
      });
    },

    /** Oldest first, optionally from a moment on and of one form. */
    export: async ({ since, form }: ExportFilter = {}): Promise<LeadRecord[]> => {
      const rows = await db.all(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE received_at >= ? AND (CAST(? AS TEXT) IS NULL OR form = ?) ORDER BY received_at, id`,
        [since ?? 0, form ?? null, form ?? null],
      );
      return rows.map(toRecord);
    },

    /**
     * Deletes every record of one person (their deliveries with them), then scrubs what the
     * deleted rows left in the database's files; returns how many.
     */
    erase: async (email: string): Promise<number> => {
      const erased = await db.transaction(async (tx) => {
        const normalized = email.trim().toLowerCase();
        await tx.run(
          'DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM leads WHERE email = ?)',
          [normalized],
        );
        return tx.run('DELETE FROM leads WHERE email = ?', [normalized]);
      });
      await db.scrub();
      return erased;
    },

    /** Deletes what was received before `cutoff` (epoch ms); returns how many. */
    purgeBefore: (cutoff: number): Promise<number> =>
      db.transaction(async (tx) => {
        await tx.run(
          'DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)',
          [cutoff],
        );
        return tx.run('DELETE FROM leads WHERE received_at < ?', [cutoff]);
      }),

    dueDeliveries: async (now: number, limit: number): Promise<DueDelivery[]> => {
      const rows = await db.all(
        `SELECT ${LEAD_COLUMNS}, d.attempts, d.next_attempt_at FROM lead_deliveries d
         JOIN leads ON leads.id = d.lead_id
         WHERE d.delivered_at IS NULL AND d.next_attempt_at <= ?
         ORDER BY d.next_attempt_at LIMIT ?`,
        [now, limit],
      );
      return rows.map((row) => ({
        lead: toRecord(row),
        attempts: Number(row.attempts),
        nextAttemptAt: Number(row.next_attempt_at),
      }));
    },

    /**
     * Takes a delivery for one attempt: its next attempt moves to `leaseUntil`, so another
     * replica (or a crash) leaves it alone until then. False when someone else took it first.
     */
    claim: async (due: DueDelivery, leaseUntil: number): Promise<boolean> =>
      (await db.run(
        `UPDATE lead_deliveries SET next_attempt_at = ?, attempts = attempts + 1
         WHERE lead_id = ? AND delivered_at IS NULL AND next_attempt_at = ?`,
        [leaseUntil, due.lead.id, due.nextAttemptAt],
      )) === 1,

    markDelivered: async (leadId: string, at: number): Promise<void> => {
      await db.run(
        'UPDATE lead_deliveries SET delivered_at = ?, last_error = NULL WHERE lead_id = ?',
        [at, leadId],
      );
    },

    /** A failed attempt: the lead stays, the delivery waits until `retryAt`. */
    markFailed: async (leadId: string, retryAt: number, error: string): Promise<void> => {
      await db.run(
        'UPDATE lead_deliveries SET next_attempt_at = ?, last_error = ? WHERE lead_id = ?',
        [retryAt, error.slice(0, 500), leadId],
      );
    },

    pendingDeliveries: async (): Promise<number> => {
      const [row] = await db.all(
        'SELECT COUNT(*) AS pending FROM lead_deliveries WHERE delivered_at IS NULL',
      );
      return Number(row?.pending ?? 0);
    },

    close: () => db.close(),
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
