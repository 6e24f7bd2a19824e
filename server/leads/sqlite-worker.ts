/**
 * The embedded store's connection, in a worker thread: SQLite is synchronous, and a commit waits
 * for the disk (fsync), which must never happen on the thread that serves pages. The main thread
 * (sqlite-database.ts) sends one statement at a time and awaits the answer; this file imports
 * nothing of the project, so Node runs it as it is, from source or from the build.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

export type SqliteRequest =
  | {
      readonly id: number;
      readonly op: 'all' | 'run';
      readonly sql: string;
      readonly params: SQLInputValue[];
    }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string }
  | { readonly id: number; readonly op: 'close' };

export type SqliteReply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly code?: string };

export interface SqliteWorkerData {
  readonly file: string;
}

/**
 * WAL: readers (the owner's export) never wait for the writer, and the writer waits for another
 * writer through `busy_timeout` instead of failing. `synchronous = FULL`: in WAL mode NORMAL may
 * lose the last commits on a power cut, and a lead is acknowledged only once it survives one.
 * `secure_delete`: an erased person's bytes are overwritten, not left in free pages.
 */
const PRAGMAS = [
  'PRAGMA busy_timeout = 10000',
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA secure_delete = ON',
  'PRAGMA foreign_keys = ON',
];

function serve(file: string): void {
  const port = parentPort;
  if (!port) throw new Error('sqlite-worker.ts runs as a worker thread');
  const db = new DatabaseSync(file);
  for (const pragma of PRAGMAS) db.exec(pragma);
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  port.on('message', (request: SqliteRequest) => {
    let reply: SqliteReply;
    try {
      let result: unknown;
      if (request.op === 'close') {
        // The last connection's close checkpoints the WAL into the file and removes it.
        db.close();
        port.postMessage({ id: request.id, ok: true, result: null } satisfies SqliteReply);
        port.close();
        return;
      }
      if (request.op === 'exec') {
        db.exec(request.sql);
        result = null;
      } else if (request.op === 'all') {
        result = prepared(request.sql).all(...request.params);
      } else {
        result = Number(prepared(request.sql).run(...request.params).changes);
      }
      reply = { id: request.id, ok: true, result };
    } catch (error) {
      const { message, code } = error as { message?: string; code?: string };
      reply = { id: request.id, ok: false, message: message ?? String(error), code };
    }
    port.postMessage(reply);
  });
}

serve((workerData as SqliteWorkerData).file);
