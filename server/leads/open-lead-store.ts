import path from 'node:path';
import type { Logger } from 'pino';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { migrate, requireCurrentSchema } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from './sqlite-database.ts';

export interface StoreLocation {
  /** PostgreSQL when set; else the SQLite file under `dataDir`. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded store; `:memory:` keeps it in memory (tests). */
  readonly dataDir: string;
}

/**
 * Opens the store named by the settings. The server (`as: 'server'`) makes it if need be and
 * brings its schema up to date. The owner's tool (`as: 'tool'`) changes neither: it refuses a
 * store that is not there, or whose schema is not this release's (migrations.ts).
 */
export async function openLeadStore(
  location: StoreLocation,
  { as, logger }: { readonly as: 'server' | 'tool'; readonly logger?: Logger },
): Promise<LeadStore> {
  const file =
    location.dataDir === ':memory:' ? ':memory:' : path.join(location.dataDir, SQLITE_FILE_NAME);
  const db = location.databaseUrl
    ? openPostgresDatabase(location.databaseUrl, (error) =>
        logger?.warn({ err: error }, 'lead database connection lost; reconnecting on next use'),
      )
    : openSqliteDatabase(file, { create: as === 'server' });
  if (as === 'server') {
    await migrate(db);
    return createLeadStore(db);
  }
  try {
    await requireCurrentSchema(
      db,
      location.databaseUrl ? 'in that database: check DATABASE_URL' : `in ${file}: check DATA_DIR`,
    );
  } catch (error) {
    await db.close();
    throw error;
  }
  return createLeadStore(db);
}
