import type { Logger } from 'pino';
import { emailChannel, type EmailOptions } from './email-channel.ts';
import type { Channel } from './outbox-queue.ts';
import { leadMetrics } from './lead-metrics.ts';
import type { LeadStore } from './lead-store.ts';
import { startOutbox, type DeliveryChannel, type RetryPolicy } from './outbox.ts';
import { webhookChannel, type WebhookOptions } from './webhook-channel.ts';

export interface DeliverySettings {
  /** Each new lead (and each erasure) is posted here, signed per Standard Webhooks. */
  readonly webhook?: WebhookOptions | undefined;
  /** Each new lead is e-mailed to the owner. */
  readonly email?: EmailOptions | undefined;
  readonly retry?: RetryPolicy | undefined;
}

const DEFAULT_RETRY: RetryPolicy = { retryMs: 5_000, maxRetryMs: 3_600_000 };

/** The channels an event is queued on: new leads on every configured one, erasures on the webhook. */
export function eventChannels(settings: DeliverySettings) {
  const created: Channel[] = [];
  if (settings.webhook) created.push('webhook');
  if (settings.email) created.push('email');
  return { created, erased: settings.webhook ? (['webhook'] as Channel[]) : [] };
}

/** Starts delivering the store's events on the configured channels; null when there are none. */
export function startDeliveries(store: LeadStore, settings: DeliverySettings, logger: Logger) {
  const channels: DeliveryChannel[] = [];
  if (settings.webhook) channels.push(webhookChannel(settings.webhook));
  if (settings.email) channels.push(emailChannel(settings.email));
  leadMetrics.pendingFrom(store.events.pending);
  if (channels.length === 0) return null;
  return startOutbox(store, channels, settings.retry ?? DEFAULT_RETRY, logger);
}
