/**
 * Erasure on PostgreSQL: the scrub (VACUUM) runs on a connection of its own, without the pool's
 * statement timeout, after the erasure has committed; a scrub that fails is reported apart by
 * the owner's tool and run again with `scrub`; and the erasure follows an attempt under way.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLeadStore } from '#server/leads/lead-store.ts';
import { migrate } from '#server/leads/migrations.ts';
import { openLeadStore } from '#server/leads/open-lead-store.ts';
import { openPostgresDatabase, POSTGRES_LIMITS } from '#server/leads/postgres-database.ts';
import { emailsOf, leadsTool } from './built-server.ts';
import { expectErasureAfterAttemptUnderWay } from './erasure-order.ts';
import { usePostgresCluster } from './postgres-cluster.ts';
import { until } from './webhook-harness.ts';

const lead = (email: string) => ({ form: 'newsletter' as const, fields: { email }, flagged: null });

/**
 * A session of the test's own holding the lock VACUUM needs on `leads` (as another VACUUM or an
 * index build would) until released, and one that watches for the scrub waiting on it (outside
 * any transaction: within one, pg_stat_activity would show the moment it was first read).
 */
async function vacuumBlocker(url: string) {
  const holder = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([holder.connect(), watcher.connect()]);
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE leads IN SHARE UPDATE EXCLUSIVE MODE');
  let held = true;
  const waitingVacuum = async () => {
    const { rows } = await watcher.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
         AND query LIKE 'VACUUM%' AND wait_event_type = 'Lock'`,
    );
    return rows[0]?.pid ?? null;
  };
  return {
    /** Resolves with the scrub's backend once it waits for the lock. */
    vacuumWaits: async () => {
      let pid: number | null = null;
      await until(async () => (pid = await waitingVacuum()) !== null);
      return pid ?? 0;
    },
    cancel: async (pid: number) => {
      await watcher.query('SELECT pg_cancel_backend($1)', [pid]);
    },
    release: async () => {
      if (held) await holder.query('COMMIT');
      held = false;
    },
    close: () => Promise.all([holder.end(), watcher.end()]),
  };
}

describe('erasure on PostgreSQL', () => {
  const running = usePostgresCluster();

  it(
    "scrubs on a connection of its own, past the pool's statement timeout",
    {
      timeout: 30_000,
    },
    async () => {
      const url = await running().freshDatabase();
      const db = openPostgresDatabase(url, () => undefined, {
        ...POSTGRES_LIMITS,
        statementMs: 500,
      });
      await migrate(db);
      const store = createLeadStore(db);
      await store.save(lead('pat@example.com'), []);
      const blocker = await vacuumBlocker(url);
      try {
        let settled = false;
        const erasing = store.erase('pat@example.com', []).finally(() => (settled = true));
        await blocker.vacuumWaits();
        // A statement of the pool that queues for the same lock after the scrub is ended by the
        // pool's timeout, while the scrub, waiting since before it, waits on.
        const queued = db.transaction((tx) =>
          tx.run('LOCK TABLE leads IN SHARE UPDATE EXCLUSIVE MODE'),
        );
        await expect(queued).rejects.toThrow(/statement timeout/);
        expect(settled).toBe(false);
        await blocker.release();
        expect(await erasing).toEqual({ erased: 1, scrubFailure: null });
      } finally {
        await blocker.release();
        await blocker.close();
        await db.close();
      }
    },
  );

  it(
    "reports a failed scrub apart from the erasure, which stands; the tool's `scrub` runs it again",
    { timeout: 60_000 },
    async () => {
      const databaseUrl = await running().freshDatabase();
      const store = await openLeadStore({ databaseUrl, dataDir: 'unused' }, { as: 'server' });
      await store.save(lead('pat@example.com'), []);
      await store.save(lead('sam@example.com'), []);
      await store.close();
      const blocker = await vacuumBlocker(databaseUrl);
      try {
        const erasing = leadsTool(
          { DATABASE_URL: databaseUrl },
          'erase',
          '--email',
          'pat@example.com',
        ).then(
          ({ stderr }) => ({ code: 0, stderr }),
          (error: { code?: number; stderr?: string }) => ({
            code: error.code,
            stderr: error.stderr,
          }),
        );
        await blocker.cancel(await blocker.vacuumWaits());
        expect(await erasing).toEqual({
          code: 1,
          stderr:
            'erased 1 record; the scrub failed: canceling statement due to user request; run `npm run leads -- scrub`\n' +
            'no LEADS_WEBHOOK_URL here: no erasure event was queued\n',
        });
        const { stdout } = await leadsTool({ DATABASE_URL: databaseUrl }, 'export');
        expect(emailsOf(stdout)).toEqual(['sam@example.com']);
        await blocker.release();
        const scrub = await leadsTool({ DATABASE_URL: databaseUrl }, 'scrub');
        expect(scrub.stderr).toBe('space reclaimed\n');
      } finally {
        await blocker.release();
        await blocker.close();
      }
    },
  );

  it(
    'sends an erasure only after the attempt under way on that lead is over',
    {
      timeout: 15_000,
    },
    async () => {
      const databaseUrl = await running().freshDatabase();
      const store = await openLeadStore({ databaseUrl, dataDir: 'unused' }, { as: 'server' });
      try {
        await expectErasureAfterAttemptUnderWay(store);
      } finally {
        await store.close();
      }
    },
  );
});
