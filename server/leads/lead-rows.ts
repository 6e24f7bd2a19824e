import type { LeadForm } from '#shared/forms/sending/lead-recorder.ts';
import type { SqlRow } from './sql-database.ts';

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

/** A lead from a row of its columns `id, form, fields, flagged, received_at`. */
export function toLeadRecord(row: SqlRow): LeadRecord {
  return {
    id: String(row.id),
    form: String(row.form) as LeadForm,
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
    flagged: (row.flagged as SpamFlag | null) ?? null,
    receivedAt: Number(row.received_at),
  };
}

/** Every form asks for an email: it is kept apart (normalized) so a person's records can be found. */
export function emailOf(fields: Readonly<Record<string, string>>): string | null {
  const email = fields.email?.trim().toLowerCase();
  return email ? email : null;
}
