import { MissingStoreError, type SqlDatabase } from './sql-database.ts';

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

/** The schema this release reads and writes: its last step. */
export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

/** The owner's tool met a store of another release's schema; it changed nothing. */
export class SchemaVersionError extends Error {}

/** The last step the store recorded; null when the database holds no lead store. */
async function recordedVersion(db: SqlDatabase): Promise<number | null> {
  const [table] = await db.all(
    db.dialect === 'postgres'
      ? "SELECT COUNT(*) AS found FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'schema_migrations'"
      : "SELECT COUNT(*) AS found FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
  );
  if (Number(table?.found) === 0) return null;
  const [row] = await db.all('SELECT MAX(version) AS version FROM schema_migrations');
  return row?.version === null || row?.version === undefined ? null : Number(row.version);
}

/**
 * For the owner's tool, which reads and deletes but never migrates: a store of an older schema
 * is the running server's to upgrade, and a newer one belongs to a newer release, whose server
 * may be running beside this tool. Either way the tool stops, having read only the version.
 */
export async function requireCurrentSchema(db: SqlDatabase, where: string): Promise<void> {
  const found = await recordedVersion(db);
  if (found === null) throw new MissingStoreError(`No lead store ${where}. Nothing was changed.`);
  if (found === SCHEMA_VERSION) return;
  const remedy =
    found < SCHEMA_VERSION
      ? "start this release's server, which upgrades the store when it starts, then run the tool again"
      : "a newer release has upgraded the store: use that release's tool";
  throw new SchemaVersionError(
    `The lead store's schema is version ${found}, this tool needs version ${SCHEMA_VERSION}. Nothing was changed: ${remedy}.`,
  );
}
