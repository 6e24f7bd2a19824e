import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
// A CommonJS module: Node's ESM loader (tsx, `npm run leads`) sees only its default export.
import sqlite from 'node-sqlite3-wasm';
import type { SqlDatabase, SqlExecutor, SqlRow } from './sql-database.ts';

/** The file the embedded store keeps its leads in, under DATA_DIR. */
export const SQLITE_FILE_NAME = 'leads.sqlite';

/**
 * The embedded store: SQLite compiled to WebAssembly (no native build, no server), writing one
 * file through Node's own fs with fsync, so a committed row survives a crash or a power cut.
 * Statements are synchronous; a commit takes a few milliseconds, which the event loop can spare
 * at lead rates (docs/leads.md has the figures).
 *
 * This build of SQLite locks the file with a `<file>.lock` directory. A process killed inside a
 * transaction leaves it behind, and SQLite would then read the file as busy forever (and not
 * roll back the unfinished journal). The server owns its file, so it removes a left-over lock
 * when it opens the store (`ownsFile`); the owner's command-line tool never does.
 */
export function openSqliteDatabase(
  file: string,
  { ownsFile }: { readonly ownsFile: boolean },
): SqlDatabase {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
    if (ownsFile && isDirectory(`${file}.lock`)) rmSync(`${file}.lock`, { recursive: true });
  }
  const db = new sqlite.Database(file);
  // A rollback journal (WebAssembly has no shared memory for WAL), synced in full on commit.
  db.exec('PRAGMA journal_mode = TRUNCATE; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  // Inside a transaction: its own statements, run as they come.
  const executor: SqlExecutor = {
    all: (sql, params = []) => withBusyRetry(() => db.all(sql, [...params]) as SqlRow[]),
    run: (sql, params = []) => withBusyRetry(() => db.run(sql, [...params]).changes),
  };
  // One connection: a transaction's work may await, so everything else waits its turn rather
  // than slipping into the open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  }
  return {
    dialect: 'sqlite',
    all: (sql, params) => inTurn(() => executor.all(sql, params)),
    run: (sql, params) => inTurn(() => executor.run(sql, params)),
    transaction: (work) =>
      inTurn(async () => {
        await withBusyRetry(() => db.exec('BEGIN IMMEDIATE'));
        try {
          const result = await work(executor);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
    close: async () => {
      await queue;
      db.close();
    },
  };
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

const BUSY = /database is locked|busy/i;

/**
 * Another process (the owner's command-line tool, or the server seen from it) may hold the file
 * for a moment; this SQLite build cannot sleep inside its busy handler, so the wait is here.
 */
async function withBusyRetry<T>(statement: () => T, attempts = 100): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return statement();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error) || !BUSY.test(error.message))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
