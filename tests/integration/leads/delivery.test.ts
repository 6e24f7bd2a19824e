/**
 * The outbox against a real HTTP receiver: leads wait (kept) while it is down and arrive once
 * it is back, signed per Standard Webhooks (checked with the reference library); a permanent
 * refusal is given up; an erasure reaches the receiver; a restart resumes what was pending;
 * retention purges old leads at start-up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeadIntake, type LeadSettings } from '#server/leads/lead-intake.ts';
import { freePort } from '../free-port.ts';

const SECRET = `whsec_${Buffer.from('a webhook secret of 32 bytes!!!!').toString('base64')}`;
const silent = pino({ level: 'silent' });

interface Received {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A webhook receiver on a fixed port, started and stopped by the test. */
function receiver(port: number, status: number | (() => number) = 200) {
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
            received.push({ headers: req.headers as Record<string, string>, body });
            res.writeHead(typeof status === 'number' ? status : status()).end();
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
    webhook: { url: `http://127.0.0.1:${port}/hook`, secret: SECRET },
    retry: { retryMs: 50, maxRetryMs: 200 },
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
      const due = await store.events.due(Date.now() + 60_000, 10, ['webhook']);
      return due.length === 4 && due.every((item) => item.attempts >= 2);
    });
    expect(await store.events.pending()).toBe(4);
    await hook.start();
    await until(async () => (await store.events.pending()) === 0);
    const verifier = new Webhook(SECRET);
    const bodies = hook.received.map(
      (item) =>
        verifier.verify(item.body, item.headers) as {
          type: string;
          data: { id: string; form: string; receivedAt: string; fields: { email: string } };
        },
    );
    expect(new Set(bodies.map((body) => body.data.fields.email))).toEqual(new Set(emails));
    for (const body of bodies) {
      expect(body.type).toBe('lead.created');
      expect(body.data.form).toBe('newsletter');
      expect(Number.isNaN(Date.parse(body.data.receivedAt))).toBe(false);
    }
    // A replayed message is refused: tampered, or past the receiver's tolerance (5 minutes).
    const [first] = hook.received;
    if (!first) throw new Error('nothing received');
    expect(() =>
      verifier.verify(first.body.replace('newsletter', 'contact'), first.headers),
    ).toThrow();
    const old = String(Math.floor(Date.now() / 1000) - 600);
    expect(() =>
      verifier.verify(first.body, { ...first.headers, 'webhook-timestamp': old }),
    ).toThrow();
    // Delivered leads stay in the store.
    expect((await store.export()).length).toBe(4);
  });

  it('gives up on a permanent refusal (4xx), and retries 408, 429 and 5xx', async () => {
    const port = await freePort();
    const answers = [429, 408, 503, 200];
    const retried = receiver(port, () => answers.shift() ?? 200);
    cleanup.push(retried.stop);
    await retried.start();
    const intake = open(await settings(port));
    await intake.record(lead('retry@example.com'), '127.0.0.1');
    const store = await intake.store();
    await until(async () => (await store.events.pending()) === 0);
    expect(retried.received.length).toBe(4);
    expect(await store.events.failed()).toEqual([]);
    await retried.stop();

    const refusing = receiver(port, 422);
    cleanup.push(refusing.stop);
    await refusing.start();
    await intake.record(lead('refused@example.com'), '127.0.0.1');
    await until(async () => (await store.events.failed()).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusing.received.length).toBe(1);
    const [failed] = await store.events.failed();
    expect(failed).toMatchObject({
      channel: 'webhook',
      type: 'lead.created',
      lastError: 'HTTP 422',
    });
    expect(await store.events.pending()).toBe(0);
  });

  it('tells the receiver of an erasure (ids only) and never sends the erased lead', async () => {
    const port = await freePort();
    const hook = receiver(port);
    cleanup.push(hook.stop);
    const intake = open(await settings(port));
    // The receiver is down: the new lead's event is still waiting when the person is erased.
    await intake.record(lead('gone@example.com'), '127.0.0.1');
    const [pending] = await (await intake.store()).export();
    expect(await intake.erase('GONE@example.com')).toBe(1);
    await hook.start();
    await until(() => hook.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received.length).toBe(1);
    const [erasure] = hook.received;
    expect(erasure?.body).not.toContain('gone@example.com');
    expect(new Webhook(SECRET).verify(erasure?.body ?? '', erasure?.headers ?? {})).toMatchObject({
      type: 'lead.erased',
      data: { leadIds: [pending?.id] },
    });
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
    expect(hook.received.map((item) => JSON.parse(item.body).data.fields.email)).toEqual([
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
    await until(async () => (await (await second.store()).events.pending()) === 0);
    expect(
      new Set(working.received.map((item) => JSON.parse(item.body).data.fields.email)),
    ).toEqual(new Set(['x@example.com', 'y@example.com']));
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
