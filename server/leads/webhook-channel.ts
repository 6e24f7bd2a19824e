import { Webhook } from 'standardwebhooks';
import type { DueEvent } from './outbox-queue.ts';
import type { AttemptOutcome, DeliveryChannel } from './outbox.ts';

export interface WebhookOptions {
  readonly url: string;
  /** `whsec_<base64>`: the receiver verifies each message with it (Standard Webhooks). */
  readonly secret: string;
}

/**
 * The JSON a receiver gets, in Standard Webhooks' shape: `type`, `timestamp` (when it happened)
 * and `data`. The same on every attempt.
 */
export function webhookBody(due: DueEvent): string {
  const timestamp = new Date(due.createdAt).toISOString();
  if (due.event.type === 'lead.erased') {
    return JSON.stringify({
      type: due.event.type,
      timestamp,
      data: { leadIds: due.event.leadIds },
    });
  }
  const { id, form, fields, receivedAt } = due.event.lead;
  return JSON.stringify({
    type: due.event.type,
    timestamp,
    data: { id, form, receivedAt: new Date(receivedAt).toISOString(), fields },
  });
}

/**
 * Standard Webhooks' signature (https://www.standardwebhooks.com), made by the scheme's own
 * library: HMAC-SHA256 over `id.timestamp.body` with the secret's bytes, as `v1,<base64>`. The
 * timestamp (seconds) is the attempt's, so a receiver can refuse old replays.
 */
function signWith(webhook: Webhook, id: string, timestampSeconds: number, body: string): string {
  return webhook.sign(id, new Date(timestampSeconds * 1000), body);
}

/** The `webhook-signature` a receiver holding `secret` (`whsec_…`) accepts for this message. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  return signWith(new Webhook(secret), id, timestampSeconds, body);
}

/**
 * Which answers are worth retrying: timeouts, rate limits and the receiver's own failures. A
 * redirect is not followed (the body is signed for this URL) but retried, naming where it
 * points, so that fixing LEADS_WEBHOOK_URL delivers what waited.
 */
export function webhookOutcome(status: number, location?: string | null): AttemptOutcome {
  if (status >= 200 && status < 300) return { status: 'delivered' };
  if (status >= 300 && status < 400) {
    return {
      status: 'retry',
      reason: `HTTP ${status}: redirects to ${location ?? 'nowhere'}, not followed; check LEADS_WEBHOOK_URL`,
    };
  }
  if (status === 408 || status === 429 || status >= 500) {
    return { status: 'retry', reason: `HTTP ${status}` };
  }
  return { status: 'give-up', reason: `HTTP ${status}` };
}

export function webhookChannel(webhook: WebhookOptions): DeliveryChannel {
  // Decodes the secret once; the environment check has refused a malformed one at start-up.
  const signer = new Webhook(webhook.secret);
  return {
    name: 'webhook',
    takes: () => true,
    send: async (due, signal) => {
      const body = webhookBody(due);
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        'Content-Type': 'application/json',
        'webhook-id': due.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWith(signer, due.id, timestamp, body),
      };
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal,
      });
      await response.body?.cancel();
      return webhookOutcome(response.status, response.headers.get('location'));
    },
  };
}
