import type { SqlDatabase } from './sql-database.ts';

/**
 * The lead store's schema, as numbered steps that are only ever appended to: a database is
 * brought up to date at start-up by running the steps it has not seen, each in a transaction
 * with its record in schema_migrations. The SQL is the subset SQLite and PostgreSQL share;
 * times are epoch milliseconds (BIGINT), the submitted fields one JSON text.
 */
export const MIGRATIONS: readonly { readonly version: number; readonly sql: readonly string[] }[] =
  [
    {
      version: 1,
      sql: [
        `CREATE TABLE leads (
          id TEXT PRIMARY KEY,
          form TEXT NOT NULL,
          email TEXT,
          fields TEXT NOT NULL,
          flagged TEXT,
          received_at BIGINT NOT NULL
        )`,
        'CREATE INDEX leads_received_at ON leads (received_at)',
        'CREATE INDEX leads_email ON leads (email)',
        // The outbox: one row per lead to deliver, kept (delivered_at set) after delivery.
        `CREATE TABLE lead_deliveries (
          lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at BIGINT NOT NULL,
          delivered_at BIGINT,
          last_error TEXT
        )`,
        'CREATE INDEX lead_deliveries_due ON lead_deliveries (delivered_at, next_attempt_at)',
      ],
    },
    {
      version: 2,
      sql: [
        // The outbox, now of events on channels (webhook, e-mail): a lead's `lead.created` on
        // each channel, and `lead.erased` (lead ids only), which outlives the erased leads.
        // A `lead.created` body is built from the lead when sent, so erasing the lead (and its
        // events) leaves nothing of it here. Given up (a receiver's permanent refusal): failed_at.
        `CREATE TABLE lead_events (
          id TEXT PRIMARY KEY,
          channel TEXT NOT NULL,
          type TEXT NOT NULL,
          lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
          payload TEXT,
          created_at BIGINT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at BIGINT NOT NULL,
          delivered_at BIGINT,
          failed_at BIGINT,
          last_error TEXT
        )`,
        'CREATE INDEX lead_events_due ON lead_events (delivered_at, failed_at, next_attempt_at)',
        'CREATE INDEX lead_events_lead ON lead_events (lead_id)',
        `INSERT INTO lead_events (id, channel, type, lead_id, created_at, attempts, next_attempt_at, delivered_at, last_error)
         SELECT 'msg_' || lead_id, 'webhook', 'lead.created', lead_id, next_attempt_at, attempts, next_attempt_at, delivered_at, last_error
         FROM lead_deliveries`,
        'DROP TABLE lead_deliveries',
        // A submission sent twice (a double press, a retry after a lost answer) is kept once.
        'ALTER TABLE leads ADD COLUMN submission_key TEXT',
        'CREATE UNIQUE INDEX leads_submission_key ON leads (submission_key)',
      ],
    },
  ];

/** Runs the steps the database lacks; several replicas starting at once take turns (PostgreSQL). */
export async function migrate(db: SqlDatabase): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(48151623)');
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const done = new Set(
      (await tx.all('SELECT version FROM schema_migrations')).map((row) => Number(row.version)),
    );
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.sql) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
        migration.version,
        Date.now(),
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
