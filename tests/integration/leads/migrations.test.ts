/**
 * Upgrading a store kept by the previous release (schema version 1, one outbox row per lead):
 * what was waiting for the webhook still goes out, once, under a stable message id; what was
 * delivered is not sent again; the leads are all there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#server/leads/migrations.ts';
import { openLeadStore } from '#server/leads/open-lead-store.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from '#server/leads/sqlite-database.ts';
import { webhookBody } from '#server/leads/webhook-channel.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A store as version 1 left it: a delivered lead and one whose delivery kept failing. */
async function versionOneStore(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-upgrade-'));
  folders.push(dataDir);
  const db = openSqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), { create: true });
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
    const store = await openLeadStore({ dataDir }, { create: false });
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
        event: { type: 'lead.created', lead: { id: 'waiting', form: 'newsletter' } },
      });
      if (!waiting) throw new Error('nothing due');
      expect(JSON.parse(webhookBody(waiting))).toMatchObject({
        type: 'lead.created',
        data: { id: 'waiting', fields: { email: 'wait@example.com' } },
      });
      // Erasing the waiting person drops the carried-over event too: nothing of them goes out.
      expect(await store.erase('wait@example.com', [])).toBe(1);
      expect(await store.events.pending()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
