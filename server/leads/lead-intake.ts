import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { LeadReceipt, LeadSubmission } from '#shared/forms/sending/lead-recorder.ts';
import { eventChannels, startDeliveries, type DeliverySettings } from './delivery-channels.ts';
import { leadMetrics } from './lead-metrics.ts';
import type { DraftLimits } from './lead-store.ts';
import { openLeadStore, type StoreLocation } from './open-lead-store.ts';
import type { Outbox } from './outbox.ts';
import { startRetention } from './retention.ts';
import { spamFlag } from './spam.ts';
import { submissionKey } from './submission-key.ts';

/**
 * Form drafts (the answers between the steps of a post without JavaScript): kept half an hour
 * after their last step, at most ten thousand (then a form answers its steps without one).
 */
const DRAFTS: DraftLimits = { ttlMs: 30 * 60 * 1000, max: 10_000 };

export interface LeadSettings extends StoreLocation, DeliverySettings {
  readonly retentionDays: number;
  /** Submissions each client address may make per hour; 0 turns the limit off. */
  readonly ratePerHour: number;
}

/**
 * Where every form submission ends: rate limit, spam flags, the store (before the visitor is
 * told it arrived) with its events for the outbox, the log (id and form only) and the metrics.
 * The store opens in the background; `ready` settles once its schema is up to date (start-up
 * waits for it, and a submission that arrives earlier waits too).
 */
export function createLeadIntake(
  settings: LeadSettings,
  logger: Logger,
  /** The clock submissions are timed by (a test's own); read at each call, so a faked Date counts. */
  now: () => number = () => Date.now(),
) {
  const limiter =
    settings.ratePerHour > 0
      ? new RateLimiterMemory({ points: settings.ratePerHour, duration: 3600 })
      : null;
  const channels = eventChannels(settings);
  let outbox: Outbox | null = null;
  let retention: { stop: () => void } | null = null;
  const opening = openLeadStore(settings, { as: 'server', logger }).then(async (store) => {
    retention = await startRetention(store, settings.retentionDays, logger);
    outbox = startDeliveries(store, settings, logger);
    return store;
  });
  // Start-up reports a failure through `ready`; this keeps it from also being "unhandled".
  opening.catch(() => undefined);

  async function record(
    submission: LeadSubmission,
    clientAddress: string,
    log: Logger = logger,
  ): Promise<LeadReceipt> {
    if (limiter) {
      try {
        await limiter.consume(clientAddress);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        leadMetrics.refused('rate-limited');
        log.warn({ form: submission.form }, 'form submission rate-limited');
        return { status: 'failed', reason: 'rate-limited' };
      }
    }
    const flagged = spamFlag(submission.trap, submission.filledMs);
    try {
      const store = await opening;
      const receivedAt = now();
      const saved = await store.save(
        {
          form: submission.form,
          fields: submission.values,
          flagged,
          receivedAt,
          submission: submissionKey(submission, receivedAt),
        },
        flagged === null ? channels.created : [],
      );
      if (!saved.kept) {
        // Already kept: the visitor is told so again, and nothing is delivered twice.
        leadMetrics.duplicate(submission.form);
        log.info({ form: submission.form }, 'lead already stored (sent again)');
        return { status: 'stored' };
      }
      leadMetrics.stored(saved.lead.form, flagged !== null);
      log.info({ leadId: saved.lead.id, form: saved.lead.form, flagged }, 'lead stored');
      outbox?.nudge();
      return { status: 'stored' };
    } catch (error) {
      leadMetrics.refused('unavailable');
      log.error({ err: error, form: submission.form }, 'lead could not be stored');
      return { status: 'failed', reason: 'unavailable' };
    }
  }

  /** A form's answers between the steps of a post without JavaScript (null: none kept). */
  const drafts = {
    save: async (
      id: string | null,
      values: Readonly<Record<string, string>>,
      data: unknown,
    ): Promise<string | null> => {
      try {
        return await (await opening).drafts.save(id, values, JSON.stringify(data), now(), DRAFTS);
      } catch (error) {
        logger.error({ err: error }, 'form draft could not be kept');
        return null;
      }
    },
    read: async (id: string): Promise<unknown> => {
      try {
        const json = await (await opening).drafts.read(id, now());
        return json === null ? null : (JSON.parse(json) as unknown);
      } catch (error) {
        logger.error({ err: error }, 'form draft could not be read');
        return null;
      }
    },
    remove: async (id: string): Promise<void> => {
      try {
        await (await opening).drafts.remove(id);
      } catch (error) {
        logger.error({ err: error }, 'form draft could not be removed');
      }
    },
  };

  return {
    record,
    drafts,
    ready: opening.then(() => undefined),
    /** The store, once open (the owner's tools and tests read it). */
    store: () => opening,
    /** Erases one person's leads, telling the webhook's receiver (the owner's tool's path). */
    erase: async (email: string) => {
      const erasure = await (await opening).erase(email, channels.erased);
      outbox?.nudge();
      return erasure;
    },
    close: async () => {
      const store = await opening.catch(() => null);
      retention?.stop();
      await outbox?.stop();
      await store?.close();
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
