import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  MissingStoreError,
  type SqlDatabase,
  type SqlExecutor,
  type SqlRow,
  type SqlValue,
} from './sql-database.ts';
import type { SqliteReply, SqliteRequest, SqliteWorkerData } from './sqlite-worker.ts';

/** The file the embedded store keeps its leads in, under DATA_DIR. */
export const SQLITE_FILE_NAME = 'leads.sqlite';

/**
 * The worker's file: beside this module from source (Node runs the TypeScript as it is), and
 * beside the bundle in dist/server (the build emits it as its own entry).
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-worker.ts' : './sqlite-worker.js',
  import.meta.url,
);

/**
 * The store thread's V8 heap limit by default. A statement's rows are built there before they are
 * copied to the caller, so the owner's export of every lead needs room (20,000 leads, a 10 MB
 * file, took more than 16 MB); past the limit the thread dies alone and the call fails, never the
 * server. The limit reserves nothing: an idle thread stays at a few MB.
 */
export const STORE_THREAD_HEAP_MB = 512;

/**
 * How long the store's thread is kept after its last statement. A thread is 12-14 MB of the
 * server's resident memory (its own V8 heap, Node's start-up in it, SQLite's pages), held all day
 * for the few leads a site receives; starting one again costs the next statement about 30 ms.
 * Half a minute keeps it through a visitor's multi-step form. (With a webhook or e-mail set,
 * the outbox asks every second, so the thread stays.)
 */
export const STORE_THREAD_IDLE_MS = 30_000;

type Request = SqliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * One connection in a worker thread that owns it: statements are sent one at a time and
 * answered by message. If the thread dies, what was waiting fails (the visitor gets the form's
 * error state) and the next statement starts a new one; `retire` closes an idle one the same way.
 */
function connectionTo(file: string, heapMb: number) {
  let worker: Worker | null = null;
  /** Counts the threads started: a transaction belongs to the one that began it. */
  let generation = 0;
  let nextId = 1;
  /** Each request with the thread it was sent to: a retired thread's end fails only its own. */
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void; on: Worker }
  >();

  function failAll(thread: Worker, error: Error): void {
    for (const [id, waiting] of pending) {
      if (waiting.on !== thread) continue;
      pending.delete(id);
      waiting.reject(error);
    }
  }
  const waitingOn = (thread: Worker) => [...pending.values()].some(({ on }) => on === thread);

  function start(): Worker {
    const started = new Worker(WORKER_URL, {
      workerData: { file } satisfies SqliteWorkerData,
      // A small young generation: the thread allocates little between statements.
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 2 },
    });
    started.on('message', (reply: SqliteReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      // An idle connection never keeps the process alive; one with work waiting does.
      if (!waitingOn(started)) started.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(reply.message), { code: reply.code }));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(started, error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`the lead store's thread stopped (exit ${code})`));
    });
    return started;
  }

  /**
   * Sends one request. `within` names the thread a transaction began on: once that thread is
   * gone, its statements fail instead of running on a new one outside the transaction.
   */
  function send(request: Request, within?: number): Promise<unknown> {
    if (within !== undefined && (worker === null || within !== generation)) {
      return Promise.reject(new Error("the lead store's thread stopped during a transaction"));
    }
    if (!worker) {
      worker = start();
      generation += 1;
    }
    const id = nextId++;
    const thread = worker;
    thread.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, on: thread });
      thread.postMessage({ ...request, id });
    });
  }

  /**
   * Closes the connection (SQLite checkpoints its WAL into the file) and lets the thread end;
   * the next statement starts a new one. Only between statements, never in a transaction.
   */
  async function retire(): Promise<void> {
    if (!worker) return;
    const closing = send({ op: 'close' });
    worker = null;
    await closing;
  }
  return { send, retire, running: () => worker !== null, generation: () => generation };
}

/**
 * The embedded store: SQLite built into Node (`node:sqlite`), one file under DATA_DIR in WAL
 * mode, its connection in a worker thread so that no commit (fsync) runs on the thread that
 * serves pages. The pragmas and their reasons are in sqlite-worker.ts. `create: false` (the
 * owner's tool) refuses a file that does not exist rather than making an empty store.
 */
export function openSqliteDatabase(
  file: string,
  {
    create,
    heapMb = STORE_THREAD_HEAP_MB,
    idleMs = STORE_THREAD_IDLE_MS,
  }: { readonly create: boolean; readonly heapMb?: number; readonly idleMs?: number },
): SqlDatabase {
  if (file !== ':memory:') {
    if (!create && !existsSync(file)) {
      throw new MissingStoreError(
        `No lead store at ${file}: check DATA_DIR (or set DATABASE_URL). Nothing was created.`,
      );
    }
    mkdirSync(path.dirname(file), { recursive: true });
  }
  const { send, retire, running, generation } = connectionTo(file, heapMb);
  const executorOn = (within?: number): SqlExecutor => ({
    all: async (sql, params = []) =>
      (await send({ op: 'all', sql, params: [...params] as SqlValue[] }, within)) as SqlRow[],
    run: async (sql, params = []) =>
      (await send({ op: 'run', sql, params: [...params] as SqlValue[] }, within)) as number,
  });
  const executor = executorOn();
  // One connection: a transaction's work may await, so everything else waits its turn rather
  // than slipping into the open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  /** Work queued or running; the idle timer runs only while there is none. */
  let active = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    active += 1;
    clearTimeout(idle);
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    void queue.then(() => {
      active -= 1;
      if (active > 0 || closed || !running()) return;
      idle = setTimeout(() => void inTurn(retire).catch(() => undefined), idleMs);
      idle.unref();
    });
    return next;
  }
  return {
    dialect: 'sqlite',
    all: (sql, params) => inTurn(() => executor.all(sql, params)),
    run: (sql, params) => inTurn(() => executor.run(sql, params)),
    transaction: (work) =>
      inTurn(async () => {
        // IMMEDIATE takes the write lock now (waiting for another writer up to busy_timeout),
        // so the transaction never fails halfway on a lock.
        await send({ op: 'exec', sql: 'BEGIN IMMEDIATE' });
        const within = generation();
        try {
          const result = await work(executorOn(within));
          await send({ op: 'exec', sql: 'COMMIT' }, within);
          return result;
        } catch (error) {
          await send({ op: 'exec', sql: 'ROLLBACK' }, within).catch(() => undefined);
          throw error;
        }
      }),
    // Deleted rows are zeroed in the pages (secure_delete); the checkpoint writes those pages
    // into the file and empties the WAL, which still held the rows' earlier versions.
    scrub: () =>
      inTurn(async () => {
        const [outcome] = await executor.all('PRAGMA wal_checkpoint(TRUNCATE)');
        if (Number(outcome?.busy) !== 0) {
          throw new Error('the WAL could not be emptied (a reader held it past the busy timeout)');
        }
      }),
    close: () => {
      closed = true;
      clearTimeout(idle);
      return inTurn(retire);
    },
  };
}
