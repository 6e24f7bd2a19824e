/**
 * The outbox against a real HTTP receiver: leads wait (kept) while it is down and arrive once
 * it is back, signed per Standard Webhooks (checked with the reference library); a permanent
 * refusal is given up, counted and listed by the owner's tool; a restart resumes what was
 * pending; retention purges old leads at start-up. Erasures: erasure-events.test.ts.
 */
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeadIntake } from '#server/leads/lead-intake.ts';
import { freePort } from '../free-port.ts';
import { leadsTool } from './built-server.ts';
import {
  deliveryHarness,
  lead,
  receiver,
  SECRET,
  silent,
  TOOL_TIMEOUT,
  until,
  webhookCount,
} from './webhook-harness.ts';

const { cleanup, cleanUp, settings, open } = deliveryHarness();
afterEach(async () => {
  vi.useRealTimers();
  await cleanUp();
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

  it(
    'gives up on a permanent refusal (4xx), and retries 408, 429 and 5xx',
    TOOL_TIMEOUT,
    async () => {
      const port = await freePort();
      const answers = [429, 408, 503, 200];
      const retried = receiver(port, () => answers.shift() ?? 200);
      cleanup.push(retried.stop);
      await retried.start();
      const current = await settings(port);
      const intake = open(current);
      const retriesBefore = await webhookCount('lead_delivery_failures_total');
      const givenUpBefore = await webhookCount('lead_deliveries_given_up_total');
      await intake.record(lead('retry@example.com'), '127.0.0.1');
      const store = await intake.store();
      await until(async () => (await store.events.pending()) === 0);
      expect(retried.received.length).toBe(4);
      expect(await store.events.failed()).toEqual([]);
      expect(await webhookCount('lead_delivery_failures_total')).toBe(retriesBefore + 3);
      await retried.stop();

      const refusing = receiver(port, 422);
      cleanup.push(refusing.stop);
      await refusing.start();
      await intake.record(lead('refused@example.com'), '127.0.0.1');
      // Once the event has failed and nothing is pending, nothing more can be sent.
      await until(async () => (await store.events.failed()).length === 1);
      await until(async () => (await store.events.pending()) === 0);
      expect(refusing.received.length).toBe(1);
      const [failed] = await store.events.failed();
      expect(failed).toMatchObject({
        channel: 'webhook',
        type: 'lead.created',
        lastError: 'HTTP 422',
      });
      expect(await store.events.pending()).toBe(0);
      // The operator sees it apart from passing failures: in the metrics and the owner's tool.
      expect(await webhookCount('lead_deliveries_given_up_total')).toBe(givenUpBefore + 1);
      expect(await webhookCount('lead_delivery_failures_total')).toBe(retriesBefore + 3);
      const { stdout } = await leadsTool({ DATA_DIR: current.dataDir }, 'export', '--failed');
      const listed = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(listed).toEqual([
        {
          id: failed?.id,
          channel: 'webhook',
          type: 'lead.created',
          leadId: failed?.leadId,
          attempts: 1,
          failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lastError: 'HTTP 422',
        },
      ]);
    },
  );

  it('never follows a redirect, and keeps the lead for a corrected URL', async () => {
    const elsewherePort = await freePort();
    const elsewhere = receiver(elsewherePort);
    cleanup.push(elsewhere.stop);
    await elsewhere.start();
    const port = await freePort();
    const redirecting = createServer((req, res) => {
      req.resume();
      res.writeHead(308, { Location: `http://127.0.0.1:${elsewherePort}/hook` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(port, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => redirecting.close(resolve)));
    const intake = open(await settings(port));
    await intake.record(lead('moved@example.com'), '127.0.0.1');
    const store = await intake.store();
    await until(async () => {
      const [due] = await store.events.due(Date.now() + 60_000, 10, ['webhook']);
      return (due?.attempts ?? 0) >= 2;
    });
    expect(elsewhere.received).toEqual([]);
    expect(await store.events.failed()).toEqual([]);
    expect(await store.events.pending()).toBe(1);
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
    // With nothing pending, no other lead's event can still be on its way.
    const store = await intake.store();
    await until(async () => (await store.events.pending()) === 0);
    expect(hook.received.map((item) => JSON.parse(item.body).data.fields.email)).toEqual([
      'human@example.com',
    ]);
    expect((await store.export()).length).toBe(3);
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
