import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import type { DueEvent } from '#server/leads/outbox-queue.ts';
import {
  signWebhook,
  webhookBody,
  webhookChannel,
  webhookOutcome,
} from '#server/leads/webhook-channel.ts';
import { newLeadEvent } from './due-event.ts';

const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
const created = newLeadEvent('webhook', { email: 'jane@example.com' });

describe('the webhook body', () => {
  it("is Standard Webhooks' shape: type, timestamp and the lead as data", () => {
    expect(JSON.parse(webhookBody(created))).toEqual({
      type: 'lead.created',
      timestamp: '2026-11-26T09:30:00.000Z',
      data: {
        id: 'lead-1',
        form: 'contact',
        receivedAt: '2026-11-26T09:30:00.000Z',
        fields: { email: 'jane@example.com' },
      },
    });
  });

  it('carries only lead ids for an erasure', () => {
    const erased: DueEvent = { ...created, event: { type: 'lead.erased', leadIds: ['a', 'b'] } };
    expect(JSON.parse(webhookBody(erased)).data).toEqual({ leadIds: ['a', 'b'] });
  });
});

describe('the signature', () => {
  it('is what the Standard Webhooks library verifies, and nothing else', () => {
    const body = webhookBody(created);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, 'msg_1', timestamp, body),
    };
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    const tampered = body.replace('jane@example.com', 'mallory@example.com');
    expect(() => new Webhook(secret).verify(tampered, headers)).toThrow();
    const otherSecret = `whsec_${Buffer.from('another secret of thirty-two by').toString('base64')}`;
    expect(() => new Webhook(otherSecret).verify(body, headers)).toThrow();
  });

  it("signs the attempt's time, so a replay from long ago is refused", () => {
    const body = webhookBody(created);
    const old = Math.floor(Date.now() / 1000) - 10 * 60;
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(old),
      'webhook-signature': signWebhook(secret, 'msg_1', old, body),
    };
    expect(() => new Webhook(secret).verify(body, headers)).toThrow(/timestamp/i);
  });
});

describe('an attempt', () => {
  it('is signed by the Standard Webhooks library, for its id and its own second', async () => {
    const received: { headers: Record<string, string>; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers as Record<string, string>, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sign = vi.spyOn(Webhook.prototype, 'sign');
    try {
      const { port } = server.address() as AddressInfo;
      const channel = webhookChannel({ url: `http://127.0.0.1:${port}/hook`, secret });
      const before = Math.floor(Date.now() / 1000);
      const outcome = await channel.send(created, AbortSignal.timeout(10_000));
      expect(outcome).toEqual({ status: 'delivered' });
      const [message] = received;
      const timestamp = Number(message?.headers['webhook-timestamp']);
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(sign).toHaveBeenCalledWith('msg_1', new Date(timestamp * 1000), webhookBody(created));
      expect(message?.headers['webhook-signature']).toBe(sign.mock.results[0]?.value);
      expect(message?.headers['webhook-id']).toBe('msg_1');
      expect(new Webhook(secret).verify(message?.body ?? '', message?.headers ?? {})).toEqual(
        JSON.parse(webhookBody(created)),
      );
    } finally {
      sign.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a receiver's answer", () => {
  it('delivers on 2xx, retries 3xx, 408, 429 and 5xx, and gives up on other 4xx', () => {
    expect(webhookOutcome(204).status).toBe('delivered');
    expect([408, 429, 500, 503].map((status) => webhookOutcome(status).status)).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
    ]);
    expect(webhookOutcome(308, 'https://hooks.example.com/v2')).toEqual({
      status: 'retry',
      reason:
        'HTTP 308: redirects to https://hooks.example.com/v2, not followed; check LEADS_WEBHOOK_URL',
    });
    expect([400, 401, 404, 410, 422].map((status) => webhookOutcome(status).status)).toEqual([
      'give-up',
      'give-up',
      'give-up',
      'give-up',
      'give-up',
    ]);
  });
});
