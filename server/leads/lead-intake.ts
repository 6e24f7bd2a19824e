import path from 'node:path';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { LeadReceipt, LeadSubmission } from '#shared/forms/lead-recorder.ts';
import { leadMetrics } from './lead-metrics.ts';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { migrate } from './migrations.ts';
import { startOutbox, type Outbox, type WebhookOptions } from './outbox.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { spamFlag } from './spam.ts';
import { MissingStoreError } from './sql-database.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from './sqlite-database.ts';

export interface LeadSettings {
  /** PostgreSQL when set; else the SQLite file under `dataDir`. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded store; `:memory:` keeps it in memory (tests). */
  readonly dataDir: string;
  readonly webhook?: WebhookOptions | undefined;
  readonly retentionDays: number;
  /** Submissions each client address may make per hour; 0 turns the limit off. */
  readonly ratePerHour: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens the store named by the settings and brings its schema up to date. `create: false` (the
 * owner's tool) refuses a store that is not there instead of making an empty one.
 */
export async function openLeadStore(
  settings: Pick<LeadSettings, 'databaseUrl' | 'dataDir'>,
  { create, logger }: { readonly create: boolean; readonly logger?: Logger },
): Promise<LeadStore> {
  const db = settings.databaseUrl
    ? openPostgresDatabase(settings.databaseUrl, (error) =>
        logger?.warn({ err: error }, 'lead database connection lost; reconnecting on next use'),
      )
    : openSqliteDatabase(
        settings.dataDir === ':memory:'
          ? ':memory:'
          : path.join(settings.dataDir, SQLITE_FILE_NAME),
        { create },
      );
  if (!create && settings.databaseUrl) {
    const schema = await db.all("SELECT to_regclass('schema_migrations') AS found");
    if (schema[0]?.found === null) {
      await db.close();
      throw new MissingStoreError('No lead store in that database: check DATABASE_URL.');
    }
  }
  await migrate(db);
  return createLeadStore(db);
}

/**
 * Where every form submission ends: rate limit, spam flags, the store (before the visitor is
 * told it arrived), the outbox, the log (id and form only) and the metrics. The store opens in
 * the background; `ready` settles once its schema is up to date (start-up waits for it, and a
 * submission that arrives earlier waits too).
 */
export function createLeadIntake(settings: LeadSettings, logger: Logger) {
  const limiter =
    settings.ratePerHour > 0
      ? new RateLimiterMemory({ points: settings.ratePerHour, duration: 3600 })
      : null;
  let outbox: Outbox | null = null;
  let daily: NodeJS.Timeout | undefined;
  const opening = openLeadStore(settings, { create: true, logger }).then(async (store) => {
    const purge = () =>
      store
        .purgeBefore(Date.now() - settings.retentionDays * DAY_MS)
        .then((erased) => {
          if (erased > 0) logger.info({ erased, days: settings.retentionDays }, 'old leads purged');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'lead purge failed'));
    // Past retention is gone before the first new lead arrives, then once a day.
    await purge();
    daily = setInterval(() => void purge(), DAY_MS);
    daily.unref();
    if (settings.webhook) outbox = startOutbox(store, settings.webhook, logger);
    leadMetrics.pendingFrom(store.pendingDeliveries);
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
      const lead = await store.save(
        { form: submission.form, fields: submission.values, flagged },
        { deliver: settings.webhook !== undefined && flagged === null },
      );
      leadMetrics.stored(lead.form, flagged !== null);
      log.info({ leadId: lead.id, form: lead.form, flagged }, 'lead stored');
      outbox?.nudge();
      return { status: 'stored' };
    } catch (error) {
      leadMetrics.refused('unavailable');
      log.error({ err: error, form: submission.form }, 'lead could not be stored');
      return { status: 'failed', reason: 'unavailable' };
    }
  }

  return {
    record,
    ready: opening.then(() => undefined),
    /** The store, once open (the owner's tools and tests read it). */
    store: () => opening,
    close: async () => {
      clearInterval(daily);
      const store = await opening.catch(() => null);
      await outbox?.stop();
      await store?.close();
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
