/**
 * Erasures reach the webhook's receiver as `lead.erased` events (lead ids only, signed), whether
 * made by the server's own path or by the owner's tool beside it, and the erased person's
 * pending `lead.created` is never sent; one being sent at that moment is over before the
 * erasure goes.
 */
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_LEASE_MS } from '#server/leads/outbox-queue.ts';
import { freePort } from '../free-port.ts';
import { leadsTool } from './built-server.ts';
import { expectErasureAfterAttemptUnderWay } from './erasure-order.ts';
import { deliveryHarness, lead, receiver, SECRET, TOOL_TIMEOUT, until } from './webhook-harness.ts';

const { cleanup, cleanUp, settings, open } = deliveryHarness();
afterEach(async () => {
  vi.useRealTimers();
  await cleanUp();
});

describe('erasure events', () => {
  it('tells the receiver of an erasure (ids only) and never sends the erased lead', async () => {
    const port = await freePort();
    const hook = receiver(port);
    cleanup.push(hook.stop);
    const intake = open(await settings(port));
    // The receiver is down: the new lead's event is still waiting when the person is erased.
    await intake.record(lead('gone@example.com'), '127.0.0.1');
    const [pending] = await (await intake.store()).export();
    expect(await intake.erase('GONE@example.com')).toEqual({ erased: 1, scrubFailure: null });
    // An attempt on the lead may have been under way (the outbox retries it every 50 ms): the
    // erasure waits for its lease to run out. The clock moves past it rather than waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CLAIM_LEASE_MS);
    await hook.start();
    await until(() => hook.received.length === 1);
    // Nothing pending: the erased lead's own event cannot still be on its way.
    const store = await intake.store();
    await until(async () => (await store.events.pending()) === 0);
    expect(hook.received.length).toBe(1);
    const [erasure] = hook.received;
    expect(erasure?.body).not.toContain('gone@example.com');
    expect(new Webhook(SECRET).verify(erasure?.body ?? '', erasure?.headers ?? {})).toMatchObject({
      type: 'lead.erased',
      data: { leadIds: [pending?.id] },
    });
  });

  it(
    "delivers an erasure made with the owner's tool while the server runs",
    TOOL_TIMEOUT,
    async () => {
      const port = await freePort();
      const hook = receiver(port);
      cleanup.push(hook.stop);
      await hook.start();
      const current = await settings(port);
      const intake = open(current);
      await intake.record(lead('tool@example.com'), '127.0.0.1');
      await until(() => hook.received.length === 1);
      const [created] = hook.received;
      const leadId = (JSON.parse(created?.body ?? '{}') as { data: { id: string } }).data.id;
      // The tool runs with the server's settings (as `docker compose exec` does).
      const { stderr } = await leadsTool(
        {
          DATA_DIR: current.dataDir,
          LEADS_WEBHOOK_URL: current.webhook?.url ?? '',
          LEADS_WEBHOOK_SECRET: SECRET,
        },
        'erase',
        '--email',
        'tool@example.com',
      );
      expect(stderr).toBe('erased 1 record; space reclaimed\n');
      await until(() => hook.received.length === 2);
      const [, erasure] = hook.received;
      expect(erasure?.body).not.toContain('tool@example.com');
      expect(new Webhook(SECRET).verify(erasure?.body ?? '', erasure?.headers ?? {})).toMatchObject(
        {
          type: 'lead.erased',
          data: { leadIds: [leadId] },
        },
      );
    },
  );

  it(
    'says so when the tool runs without the webhook settings (no event queued)',
    TOOL_TIMEOUT,
    async () => {
      const port = await freePort();
      const hook = receiver(port);
      cleanup.push(hook.stop);
      await hook.start();
      const current = await settings(port);
      const intake = open(current);
      await intake.record(lead('nohook@example.com'), '127.0.0.1');
      await until(() => hook.received.length === 1);
      const { stderr } = await leadsTool(
        { DATA_DIR: current.dataDir, LEADS_WEBHOOK_URL: '', LEADS_WEBHOOK_SECRET: '' },
        'erase',
        '--email',
        'nohook@example.com',
      );
      expect(stderr).toContain('erased 1 record; space reclaimed');
      expect(stderr).toContain('no LEADS_WEBHOOK_URL here: no erasure event was queued');
      expect(await (await intake.store()).events.pending()).toBe(0);
    },
  );
});

describe('the order a receiver hears of a lead and its erasure', () => {
  it('sends an erasure only after the attempt under way on that lead is over', async () => {
    const current = await settings(1, { webhook: undefined });
    const intake = open(current);
    await expectErasureAfterAttemptUnderWay(await intake.store());
  });
});
