import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingStoreError, type SqlDatabase } from '#server/leads/sql-database.ts';
import { openSqliteDatabase } from '#server/leads/sqlite-database.ts';

const folders: string[] = [];
const opened: SqlDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sqlite-store-'));
  folders.push(dir);
  return path.join(dir, 'leads.sqlite');
}

async function storeWithTable(options: { heapMb?: number; idleMs?: number } = {}) {
  const file = await freshFile();
  const db = openSqliteDatabase(file, { create: true, ...options });
  opened.push(db);
  await db.run('CREATE TABLE t (v TEXT)');
  return { db, file };
}

const values = async (db: SqlDatabase) =>
  (await db.all('SELECT v FROM t ORDER BY rowid')).map((row) => row.v);

/** Every file beside the database (itself, its WAL and shared-memory index), as bytes. */
async function bytesBeside(file: string): Promise<Buffer> {
  const dir = path.dirname(file);
  const names = await readdir(dir);
  return Buffer.concat(await Promise.all(names.map((name) => readFile(path.join(dir, name)))));
}

/** Rows of about `megabytes` MB, built in the store's thread. */
const bigQuery = (megabytes: number) =>
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT ${megabytes * 1000})
   SELECT i, printf('%01000d', i) AS pad FROM n`;

describe('the embedded store (node:sqlite in a worker thread)', () => {
  it('keeps a transaction that awaits between statements whole: others wait their turn', async () => {
    const { db } = await storeWithTable();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const failing = db.transaction(async (tx) => {
      await tx.run("INSERT INTO t VALUES ('in the transaction')");
      inserted();
      await gate;
      throw new Error('undone');
    });
    await insertedInTransaction;
    // Sent while the transaction is open: it must not become part of it (and be undone with it).
    const outside = db.run("INSERT INTO t VALUES ('outside')");
    release();
    await expect(failing).rejects.toThrow('undone');
    await expect(outside).resolves.toBe(1);
    expect(await values(db)).toEqual(['outside']);
  });

  it("commits while another connection reads (WAL): the owner's export never holds up a lead", async () => {
    const { db, file } = await storeWithTable();
    await db.run("INSERT INTO t VALUES ('first')");
    const reader = new DatabaseSync(file);
    try {
      reader.exec('BEGIN');
      expect(reader.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
      // With a rollback journal this commit would wait for the reader, then fail.
      await expect(db.run("INSERT INTO t VALUES ('second')")).resolves.toBe(1);
      expect(reader.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
      reader.exec('COMMIT');
      expect(reader.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    } finally {
      reader.close();
    }
  });

  it('syncs every commit, waits for a busy file, zeroes what is deleted, enforces references', async () => {
    const { db } = await storeWithTable();
    const pragma = async (name: string) => Object.values((await db.all(`PRAGMA ${name}`))[0] ?? {});
    expect(await pragma('journal_mode')).toEqual(['wal']);
    expect(await pragma('synchronous')).toEqual([2]); // FULL
    expect(await pragma('secure_delete')).toEqual([1]);
    expect(await pragma('foreign_keys')).toEqual([1]);
    expect(Number((await pragma('busy_timeout'))[0])).toBeGreaterThanOrEqual(5000);
  });

  it('leaves a deleted row in no file once scrubbed', async () => {
    const { db, file } = await storeWithTable();
    await db.run("INSERT INTO t VALUES ('kept-row-7f3a')");
    await db.run("INSERT INTO t VALUES ('erased-row-9c1e')");
    await db.run("DELETE FROM t WHERE v = 'erased-row-9c1e'");
    // The WAL still holds the row as it was written.
    expect((await bytesBeside(file)).includes('erased-row-9c1e')).toBe(true);
    await db.scrub();
    const after = await bytesBeside(file);
    expect(after.includes('erased-row-9c1e')).toBe(false);
    expect(after.includes('kept-row-7f3a')).toBe(true);
  });

  it("answers a query of tens of megabytes (the owner's export of a large store)", async () => {
    const { db } = await storeWithTable();
    const rows = await db.all(bigQuery(30));
    expect(rows).toHaveLength(30_000);
    expect(rows.at(-1)?.i).toBe(30_000);
  });

  it('fails what waits on a thread that dies, not the process, and starts a new one', async () => {
    const { db } = await storeWithTable({ heapMb: 16 });
    await db.run("INSERT INTO t VALUES ('kept')");
    const afterDeath: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.run("INSERT INTO t VALUES ('in the dead transaction')");
      await tx.all(bigQuery(30)).catch((error: Error) => afterDeath.push(error.message));
      // Its thread is gone: this must not run on the next thread, outside the transaction.
      await tx.run("INSERT INTO t VALUES ('after the death')");
    });
    await expect(transaction).rejects.toThrow('stopped during a transaction');
    expect(afterDeath).toEqual([expect.stringContaining('memory limit')]);
    // The next statements start a new thread, and the dead one's write lock is gone with it.
    await expect(db.run("INSERT INTO t VALUES ('next')")).resolves.toBe(1);
    expect(await values(db)).toEqual(['kept', 'next']);
  });

  it('ends an idle thread, its WAL checkpointed into the file, and starts a new one when asked', async () => {
    const { db, file } = await storeWithTable({ idleMs: 50 });
    await db.run("INSERT INTO t VALUES ('before')");
    expect(existsSync(`${file}-wal`)).toBe(true);
    // The connection's close empties the WAL into the file and removes it.
    await vi.waitFor(() => expect(existsSync(`${file}-wal`)).toBe(false), { timeout: 2000 });
    await expect(db.run("INSERT INTO t VALUES ('after')")).resolves.toBe(1);
    expect(await values(db)).toEqual(['before', 'after']);
  });

  it('never ends the thread inside a transaction that waits longer than the idle time', async () => {
    const { db } = await storeWithTable({ idleMs: 20 });
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO t VALUES ('first')");
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.run("INSERT INTO t VALUES ('second')");
    });
    expect(await values(db)).toEqual(['first', 'second']);
  });

  it('refuses a file that is not there when told not to create one, and creates nothing', async () => {
    const dir = path.dirname(await freshFile());
    const mistyped = path.join(dir, 'dta', 'leads.sqlite');
    expect(() => openSqliteDatabase(mistyped, { create: false })).toThrow(MissingStoreError);
    expect(existsSync(path.join(dir, 'dta'))).toBe(false);
  });
});
