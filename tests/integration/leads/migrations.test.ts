/**
 * Upgrading a store kept by the previous release (schema version 1, one outbox row per lead):
 * what was waiting for the webhook still goes out, once, under a stable message id; what was
 * delivered is not sent again; the leads are all there. The owner's tool upgrades nothing: it
 * refuses a store of an older or a newer schema and leaves it as it was.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION } from '#server/leads/migrations.ts';
import { openLeadStore } from '#server/leads/open-lead-store.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from '#server/leads/sqlite-database.ts';
import { webhookBody } from '#server/leads/webhook-channel.ts';
import { leadsTool } from './built-server.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A store as version 1 left it: a delivered lead and one whose delivery kept failing. */
async function versionOneStore(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-upgrade-'));
  folders.push(dataDir);
  const db = openSqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), {
    create: true,
  });
  const [first] = MIGRATIONS;
  if (!first || first.version !== 1) throw new Error('version 1 is the first step');
  await db.transaction(async (tx) => {
    await tx.run(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    for (const statement of first.sql) await tx.run(statement);
    await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (1, 0)');
    const lead = `INSERT INTO leads (id, form, email, fields, flagged, received_at)
                  VALUES (?, 'newsletter', ?, ?, NULL, ?)`;
    await tx.run(lead, ['sent', 'sent@example.com', '{"email":"sent@example.com"}', 1000]);
    await tx.run(lead, ['waiting', 'wait@example.com', '{"email":"wait@example.com"}', 2000]);
    await tx.run(
      `INSERT INTO lead_deliveries (lead_id, attempts, next_attempt_at, delivered_at, last_error)
       VALUES ('sent', 1, 1000, 1500, NULL), ('waiting', 3, 9000, NULL, 'HTTP 503')`,
    );
  });
  await db.close();
  return dataDir;
}

describe('upgrading a version 1 store', () => {
  it('carries the pending webhook delivery into the event outbox, and only that one', async () => {
    const dataDir = await versionOneStore();
    const store = await openLeadStore({ dataDir }, { as: 'server' });
    try {
      expect((await store.export()).map((lead) => lead.id)).toEqual(['sent', 'waiting']);
      expect(await store.events.pending()).toBe(1);
      const due = await store.events.due(Date.now(), 10, ['webhook', 'email']);
      expect(due).toHaveLength(1);
      const [waiting] = due;
      expect(waiting).toMatchObject({
        id: 'msg_waiting',
        channel: 'webhook',
        attempts: 3,
        event: {
          type: 'lead.created',
          lead: { id: 'waiting', form: 'newsletter' },
        },
      });
      if (!waiting) throw new Error('nothing due');
      expect(JSON.parse(webhookBody(waiting))).toMatchObject({
        type: 'lead.created',
        data: { id: 'waiting', fields: { email: 'wait@example.com' } },
      });
      // Erasing the waiting person drops the carried-over event too: nothing of them goes out.
      expect((await store.erase('wait@example.com', [])).erased).toBe(1);
      expect(await store.events.pending()).toBe(0);
    } finally {
      await store.close();
    }
  });
});

/** The store's files and a digest of each: what "nothing was changed" is checked against. */
async function filesOf(dataDir: string): Promise<Record<string, string>> {
  const names = (await readdir(dataDir)).sort();
  const digests = await Promise.all(
    names.map(async (name) =>
      createHash('sha256')
        .update(await readFile(path.join(dataDir, name)))
        .digest('hex'),
    ),
  );
  return Object.fromEntries(names.map((name, index) => [name, digests[index] ?? '']));
}

async function versionsIn(dataDir: string): Promise<number[]> {
  const db = openSqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), {
    create: false,
  });
  try {
    const rows = await db.all('SELECT version FROM schema_migrations ORDER BY version');
    return rows.map((row) => Number(row.version));
  } finally {
    await db.close();
  }
}

/** The tool's exit code and what it printed. */
const toolRun = (dataDir: string, ...args: string[]) =>
  leadsTool({ DATA_DIR: dataDir }, ...args).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code?: number; stderr?: string }) => ({
      code: error.code,
      stderr: error.stderr,
    }),
  );

describe("the owner's tool and another release's schema", () => {
  it(
    'refuses an older store, naming both versions, and changes nothing',
    {
      timeout: 60_000,
    },
    async () => {
      const dataDir = await versionOneStore();
      const before = await filesOf(dataDir);
      for (const args of [['export'], ['erase', '--email', 'wait@example.com'], ['scrub']]) {
        expect(await toolRun(dataDir, ...args)).toEqual({
          code: 1,
          stderr: `The lead store's schema is version 1, this tool needs version ${SCHEMA_VERSION}. Nothing was changed: start this release's server, which upgrades the store when it starts, then run the tool again.\n`,
        });
      }
      expect(await filesOf(dataDir)).toEqual(before);
      expect(await versionsIn(dataDir)).toEqual([1]);
    },
  );

  it(
    'refuses a newer store, naming both versions, and changes nothing',
    {
      timeout: 60_000,
    },
    async () => {
      const dataDir = await versionOneStore();
      const store = await openLeadStore({ dataDir }, { as: 'server' });
      await store.close();
      // What a later release's server would have left: one step more than this release knows.
      const db = openSqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), {
        create: false,
      });
      await db.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)', [
        SCHEMA_VERSION + 1,
      ]);
      await db.close();
      const before = await filesOf(dataDir);
      for (const args of [['export'], ['erase', '--email', 'wait@example.com']]) {
        expect(await toolRun(dataDir, ...args)).toEqual({
          code: 1,
          stderr: `The lead store's schema is version ${SCHEMA_VERSION + 1}, this tool needs version ${SCHEMA_VERSION}. Nothing was changed: a newer release has upgraded the store: use that release's tool.\n`,
        });
      }
      expect(await filesOf(dataDir)).toEqual(before);
      expect(await versionsIn(dataDir)).toEqual([
        ...MIGRATIONS.map((migration) => migration.version),
        SCHEMA_VERSION + 1,
      ]);
    },
  );
});
