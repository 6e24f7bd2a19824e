/**
 * Identical submissions sent at once (a double press, a form posted twice by a flaky link, two
 * replicas behind a balancer) on both stores: two and ten copies, with and without JavaScript,
 * arriving across a turn of ten minutes, keep one lead, and every copy is answered as its form
 * expects. On PostgreSQL every copy's transaction is first held at the insert until all are
 * under way, so each one's check runs while the others are still open.
 */
import pg from 'pg';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission } from '#server/http/admission.ts';
import { createLeadIntake, type LeadIntake } from '#server/leads/lead-intake.ts';
import type { StoreLocation } from '#server/leads/open-lead-store.ts';
import { POSTGRES_LIMITS } from '#server/leads/postgres-database.ts';
import { SAME_POST_WINDOW_MS } from '#server/leads/submission-key.ts';
import { createTestApp } from '../app-harness.ts';
import { usePostgresCluster } from './postgres-cluster.ts';
import { until } from './webhook-harness.ts';

const contact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  subject: 'sales',
  message: 'We would like an AI receptionist.',
  additionalInfo: '',
};

/** A turn of ten minutes. */
const TURN = 2_000 * SAME_POST_WINDOW_MS;

/**
 * The clock the copies are timed by: every other reading a second after the turn, the others a
 * second before it, starting after it. Copies arriving together read it as replicas whose
 * clocks are two seconds apart would, the first to be stored holding the later time.
 */
function clockAcrossTheTurn(): () => number {
  let readings = 0;
  return () => (readings++ % 2 === 0 ? TURN + 1_000 : TURN - 1_000);
}

type App = ReturnType<typeof createTestApp>;

/** How each kind of form sends, and what it must be answered. */
const SENDS = {
  'with JavaScript': async (app: App) => {
    const response = await request(app)
      .post('/api/leads/contact')
      .type('form')
      .send({ ...contact, submission_id: 'a'.repeat(32) });
    return [response.status, response.body as unknown];
  },
  'without JavaScript': async (app: App) => {
    const response = await request(app).post('/contact').type('form').send(contact);
    return [response.status, response.headers.location];
  },
} as const;
const ANSWERS = {
  'with JavaScript': [200, { status: 'stored' }],
  'without JavaScript': [303, '/contact?sent=1'],
} as const;

const intakes: LeadIntake[] = [];
afterEach(async () => {
  await Promise.all(intakes.splice(0).map((intake) => intake.close()));
});

function intakeOn(store: StoreLocation): LeadIntake {
  const intake = createLeadIntake(
    { ...store, retentionDays: 365, ratePerHour: 0 },
    pino({ level: 'silent' }),
    clockAcrossTheTurn(),
  );
  intakes.push(intake);
  return intake;
}

/**
 * Sends the copies at once; on PostgreSQL (`url`), holds every insert into `leads` until as
 * many transactions wait as can be open at once (the pool's connections), then lets them go.
 */
async function sendAtOnce(app: App, how: keyof typeof SENDS, copies: number, url?: string) {
  const send = () => Promise.all(Array.from({ length: copies }, () => SENDS[how](app)));
  if (!url) return send();
  const holder = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE leads IN SHARE MODE');
    const answers = send();
    const waiting = Math.min(copies, POSTGRES_LIMITS.connections);
    await until(async () => {
      const { rows } = await watcher.query<{ waiting: number }>(
        `SELECT COUNT(*)::integer AS waiting FROM pg_locks l JOIN pg_stat_activity a USING (pid)
         WHERE NOT l.granted AND a.datname = current_database()`,
      );
      return (rows[0]?.waiting ?? 0) >= waiting;
    });
    await holder.query('COMMIT');
    return await answers;
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}

describe('identical submissions sent at once', () => {
  const running = usePostgresCluster();
  const stores: Record<string, () => Promise<StoreLocation>> = {
    'the embedded store': async () => ({ dataDir: ':memory:' }),
    PostgreSQL: async () => ({ dataDir: 'unused', databaseUrl: await running().freshDatabase() }),
  };

  for (const [storeName, storeOf] of Object.entries(stores)) {
    for (const copies of [2, 10]) {
      for (const how of ['with JavaScript', 'without JavaScript'] as const) {
        it(
          `${storeName}: ${copies} ${how}, across a turn of ten minutes, keep one lead`,
          { timeout: 30_000 },
          async () => {
            const store = await storeOf();
            const intake = intakeOn(store);
            await intake.ready;
            // Posts without JavaScript pass render admission: room for every copy at once,
            // whatever the machine's core count.
            const admission = createAdmission({ concurrency: copies, queueLength: 0 });
            const app = createTestApp({ leads: intake, pageCache: null, admission });
            const answers = await sendAtOnce(app, how, copies, store.databaseUrl);
            expect(answers).toEqual(Array.from({ length: copies }, () => ANSWERS[how]));
            const kept = await (await intake.store()).export();
            expect(kept.map((lead) => lead.fields)).toEqual([contact]);
          },
        );
      }
    }
  }
});
