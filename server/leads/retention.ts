import type { Logger } from 'pino';
import type { LeadStore } from './lead-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes leads older than `days`: once at start (past retention is gone before the first new
 * lead arrives), then once a day. Resolves after the first purge; the result stops the timer.
 */
export async function startRetention(
  store: Pick<LeadStore, 'purgeBefore'>,
  days: number,
  logger: Logger,
) {
  const purge = () =>
    store
      .purgeBefore(Date.now() - days * DAY_MS)
      .then((erased) => {
        if (erased > 0) logger.info({ erased, days }, 'old leads purged');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'lead purge failed'));
  await purge();
  const daily = setInterval(() => void purge(), DAY_MS);
  daily.unref();
  return { stop: () => clearInterval(daily) };
}
