/**
 * The outbox against a real HTTP receiver: leads wait (kept) while it is down and arrive once
 * it is back, each with its id as the idempotency key and a verifiable signature; a restart
 * resumes what was pending; retention purges old leads at start-up.
 */
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeadIntake, type LeadSettings } from '#server/leads/lead-intake.ts';
import { freePort } from '../free-port.ts';

const SECRET = 'a-webhook-secret-of-some-length';
const silent = pino({ level: 'silent' });

interface Received {
  readonly key: string | undefined;
  readonly signature: string | undefined;
  readonly body: string;
}

/** A webhook receiver on a fixed port, started and stopped by the test. */
function receiver(port: number, status = 200) {
  const received: Received[] = [];
  let server: Server | undefined;
  return {
    received,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((req, res) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () => {
            received.push({
              key: req.headers['idempotency-key'] as string | undefined,
              signature: req.headers['x-signature-256'] as string | undefined,
              body,
            });
            res.writeHead(status).end();
          });
        }).listen(port, '127.0.0.1', resolve);
      }),
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function settings(port: number, extra: Partial<LeadSettings> = {}): Promise<LeadSettings> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-outbox-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  return {
    dataDir,
    retentionDays: 365,
    ratePerHour: 0,
    webhook: { url: `http://127.0.0.1:${port}/hook`, secret: SECRET, retryMs: 50, maxRetryMs: 200 },
    ...extra,
  };
}

function open(current: LeadSettings) {
  const intake = createLeadIntake(current, silent);
  cleanup.push(() => intake.close());
  return intake;
}

const lead = (email: string, extra: { trap?: string; filledMs?: number } = {}) => ({
  form: 'newsletter' as const,
  values: { email },
  trap: extra.trap ?? '',
  filledMs: extra.filledMs,
});

describe('webhook delivery', () => {
  it('keeps leads while the receiver is down and delivers each once it is back', async () => {
    const port = await freePort();
    const hook = receiver(port);
    cleanup.push(hook.stop);
    const intake = open(await settings(port));
    const emails = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    for (const email of emails) {
      expect(await intake.record(lead(email), '127.0.0.1')).toEqual({ status: 'stored' });
    }
    const store = await intake.store();
    // Down: attempts fail and are retried; nothing is lost or marked delivered.
    await until(async () => {
      const due = await store.dueDeliveries(Date.now() + 60_000, 10);
      return due.length === 4 && due.every((item) => item.attempts >= 2);
    });
    expect(await store.pendingDeliveries()).toBe(4);
    await hook.start();
    await until(async () => (await store.pendingDeliveries()) === 0);
    const bodies = hook.received.map((item) => JSON.parse(item.body) as Record<string, unknown>);
    expect(new Set(bodies.map((body) => (body.fields as { email: string }).email))).toEqual(
      new Set(emails),
    );
    for (const item of hook.received) {
      const body = JSON.parse(item.body) as { id: string; form: string; receivedAt: string };
      expect(item.key).toBe(body.id);
      expect(body.form).toBe('newsletter');
      expect(Number.isNaN(Date.parse(body.receivedAt))).toBe(false);
      const expected = createHmac('sha256', SECRET).update(item.body).digest('hex');
      expect(item.signature).toBe(`sha256=${expected}`);
    }
    // Delivered leads stay in the store.
    expect((await store.export()).length).toBe(4);
  });

  it('never delivers flagged leads', async () => {
    const port = await freePort();
    const hook = receiver(port);
    cleanup.push(hook.stop);
    await hook.start();
    const intake = open(await settings(port));
    await intake.record(lead('bot@example.com', { trap: 'x' }), '127.0.0.1');
    await intake.record(lead('quick@example.com', { filledMs: 100 }), '127.0.0.1');
    await intake.record(lead('human@example.com', { filledMs: 30_000 }), '127.0.0.1');
    await until(() => hook.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received.map((item) => JSON.parse(item.body).fields.email)).toEqual([
      'human@example.com',
    ]);
    expect((await (await intake.store()).export()).length).toBe(3);
  });

  it('resumes pending deliveries after a restart', async () => {
    const port = await freePort();
    const failing = receiver(port, 500);
    await failing.start();
    const current = await settings(port);
    const first = createLeadIntake(current, silent);
    for (const email of ['x@example.com', 'y@example.com']) {
      await first.record(lead(email), '127.0.0.1');
    }
    await until(() => failing.received.length >= 2);
    await first.close();
    await failing.stop();
    const working = receiver(port);
    cleanup.push(working.stop);
    await working.start();
    const second = open(current);
    await until(async () => (await (await second.store()).pendingDeliveries()) === 0);
    expect(new Set(working.received.map((item) => JSON.parse(item.body).fields.email))).toEqual(
      new Set(['x@example.com', 'y@example.com']),
    );
  });
});

describe('retention', () => {
  it('purges leads older than LEADS_RETENTION_DAYS when the store opens', async () => {
    const current = await settings(1, { webhook: undefined, retentionDays: 30 });
    const first = createLeadIntake(current, silent);
    await first.ready;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await first.record(lead('old@example.com'), '127.0.0.1');
    vi.useRealTimers();
    await first.record(lead('new@example.com'), '127.0.0.1');
    await first.close();
    const second = open(current);
    const left = await (await second.store()).export();
    expect(left.map((item) => item.fields.email)).toEqual(['new@example.com']);
  });
});
