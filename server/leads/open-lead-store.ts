import path from 'node:path';
import type { Logger } from 'pino';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { migrate } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { MissingStoreError } from './sql-database.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from './sqlite-database.ts';

export interface StoreLocation {
  /** PostgreSQL when set; else the SQLite file under `dataDir`. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded store; `:memory:` keeps it in memory (tests). */
  readonly dataDir: string;
}

/**
 * Opens the store named by the settings and brings its schema up to date. `create: false` (the
 * owner's tool) refuses a store that is not there instead of making an empty one.
 */
export async function openLeadStore(
  location: StoreLocation,
  { create, logger }: { readonly create: boolean; readonly logger?: Logger },
): Promise<LeadStore> {
  const db = location.databaseUrl
    ? openPostgresDatabase(location.databaseUrl, (error) =>
        logger?.warn({ err: error }, 'lead database connection lost; reconnecting on next use'),
      )
    : openSqliteDatabase(
        location.dataDir === ':memory:'
          ? ':memory:'
          : path.join(location.dataDir, SQLITE_FILE_NAME),
        { create },
      );
  if (!create && location.databaseUrl) {
    const schema = await db.all("SELECT to_regclass('schema_migrations') AS found");
    if (schema[0]?.found === null) {
      await db.close();
      throw new MissingStoreError('No lead store in that database: check DATABASE_URL.');
    }
  }
  await migrate(db);
  return createLeadStore(db);
}
