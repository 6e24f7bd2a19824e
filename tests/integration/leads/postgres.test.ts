/**
 * With DATABASE_URL the same schema and statements run on PostgreSQL: migrations from two
 * replicas starting at once, storing, export filters, the outbox claim, erasure and retention.
 * PostgreSQL's server programs come from Debian's postgresql package, which `npm test` installs
 * when it is missing.
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeadIntake } from '#server/leads/lead-intake.ts';
import { openLeadStore } from '#server/leads/open-lead-store.ts';
import { openPostgresDatabase } from '#server/leads/postgres-database.ts';
import { SAME_POST_WINDOW_MS, submissionKey } from '#server/leads/submission-key.ts';
import { createTestApp } from '../app-harness.ts';
import { usePostgresCluster } from './postgres-cluster.ts';

describe('the lead store on PostgreSQL', () => {
  const running = usePostgresCluster();

  it('migrates once when two replicas start together, and keeps leads for both', async () => {
    const settings = { databaseUrl: await running().freshDatabase(), dataDir: 'unused' };
    const [one, two] = await Promise.all([
      openLeadStore(settings, { as: 'server' }),
      openLeadStore(settings, { as: 'server' }),
    ]);
    try {
      const pat = { form: 'contact' as const, values: { email: 'Pat@Example.com', name: 'Pat' } };
      const copyAt = (at: number) => ({
        form: pat.form,
        fields: pat.values,
        flagged: null,
        receivedAt: at,
        submission: submissionKey({ ...pat, trap: '' }, at),
      });
      const at = Date.now();
      const saved = await one.save(copyAt(at), ['webhook']);
      if (!saved.kept) throw new Error('the first save was not kept');
      // The same submission again, through the other replica: not kept twice, nothing queued.
      expect((await two.save(copyAt(at), ['webhook'])).kept).toBe(false);
      // Without JavaScript, a resend in the next ten minutes: its neighbouring key counts.
      expect((await two.save(copyAt(at + SAME_POST_WINDOW_MS), ['webhook'])).kept).toBe(false);
      await two.save(
        { form: 'newsletter', fields: { email: 'sam@example.com' }, flagged: 'honeypot' },
        [],
      );
      expect((await two.export()).map((lead) => lead.fields.email)).toEqual([
        'Pat@Example.com',
        'sam@example.com',
      ]);
      expect((await one.export({ form: 'newsletter' })).map((lead) => lead.flagged)).toEqual([
        'honeypot',
      ]);
      expect(await one.export({ since: Date.now() + 60_000 })).toEqual([]);
      // The outbox: one replica claims a delivery, the other cannot take it too.
      const [due, ...more] = await one.events.due(Date.now(), 10, ['webhook']);
      expect(more).toEqual([]);
      if (due?.event.type !== 'lead.created') throw new Error('no new-lead event due');
      expect(due.event.lead.id).toBe(saved.lead.id);
      expect(await one.events.claim(due, Date.now() + 30_000)).toBe(true);
      expect(await two.events.claim(due, Date.now() + 30_000)).toBe(false);
      await two.events.delivered(due.id, Date.now());
      expect(await one.events.pending()).toBe(0);
      // Erasure by email, whatever its case, with its event for the receiver; retention by age.
      expect(await two.erase('pat@example.com', ['webhook'])).toEqual({
        erased: 1,
        scrubFailure: null,
      });
      const [erased] = await one.events.due(Date.now(), 10, ['webhook']);
      expect(erased?.event).toEqual({ type: 'lead.erased', leadIds: [saved.lead.id] });
      expect(await one.purgeBefore(Date.now() + 1)).toBe(1);
      expect(await one.export()).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  // pg emits 'error' on a checked-out client whose connection ends, and the pool listens only
  // to idle ones: unheard, that event ends the process (a restart caught mid-transaction).
  it('fails a transaction whose connection is cut between statements, and goes on', async () => {
    const lost: Error[] = [];
    const db = openPostgresDatabase(await running().freshDatabase(), (error) => lost.push(error));
    try {
      await db.run('CREATE TABLE notes (text TEXT)');
      const cut = db.transaction(async (tx) => {
        await tx.run("INSERT INTO notes VALUES ('lost')");
        const [own] = await tx.all('SELECT pg_backend_pid() AS pid');
        await db.all('SELECT pg_terminate_backend(?)', [own?.pid ?? 0]);
        // The end of the connection arrives while no statement of this client is running.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.run("INSERT INTO notes VALUES ('after')");
      });
      await expect(cut).rejects.toThrow();
      await db.transaction((tx) => tx.run("INSERT INTO notes VALUES ('kept')"));
      expect(await db.all('SELECT text FROM notes')).toEqual([{ text: 'kept' }]);
    } finally {
      await db.close();
    }
  });

  it('stores a form post through the app', async () => {
    const leads = createLeadIntake(
      {
        databaseUrl: await running().freshDatabase(),
        dataDir: 'unused',
        retentionDays: 365,
        ratePerHour: 0,
      },
      pino({ level: 'silent' }),
    );
    try {
      const app = createTestApp({ leads, pageCache: null });
      await request(app)
        .post('/api/leads/newsletter')
        .type('form')
        .send({ email: 'pg@example.com' })
        .expect(200);
      const stored = await (await leads.store()).export();
      expect(stored.map((lead) => [lead.form, lead.fields.email])).toEqual([
        ['newsletter', 'pg@example.com'],
      ]);
    } finally {
      await leads.close();
    }
  });
});
