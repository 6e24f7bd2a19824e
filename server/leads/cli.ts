/**
 * The owner's tools for stored leads, run beside the server (same DATA_DIR or DATABASE_URL):
 *
 *   npm run leads -- export [--since 2026-01-31] [--form contact]   JSON lines on stdout
 *   npm run leads -- export --failed         deliveries a receiver refused for good, JSON lines
 *   npm run leads -- erase --email jane@example.com                  every record of that person
 *                                            (and, with a webhook, an erasure event to it)
 *
 * In the container: docker compose exec web node dist/server/leads.js export
 */
import { parseArgs } from 'node:util';
import { ConfigError, leadSettings, parseEnv } from '../env.ts';
import { LEAD_FORMS } from '#shared/forms/lead-recorder.ts';
import { eventChannels } from './delivery-channels.ts';
import { SchemaVersionError } from './migrations.ts';
import { openLeadStore } from './open-lead-store.ts';
import { MissingStoreError } from './sql-database.ts';

const USAGE = `Usage:
  leads export [--since DATE] [--form ${LEAD_FORMS.join('|')}]
  leads export --failed
  leads erase --email ADDRESS`;

class UsageError extends Error {}

function sinceOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new UsageError(`--since: not a date: ${value}`);
  return time;
}

export async function runLeadsCommand(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      form: { type: 'string' },
      email: { type: 'string' },
      failed: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (command !== 'export' && command !== 'erase') throw new UsageError(USAGE);
  if (values.form !== undefined && !(LEAD_FORMS as readonly string[]).includes(values.form)) {
    throw new UsageError(`--form: one of ${LEAD_FORMS.join(', ')}`);
  }
  if (command === 'erase' && !values.email?.includes('@')) throw new UsageError(USAGE);
  const since = sinceOf(values.since);
  // Beside the running server: WAL lets this read while it writes, and a write waits its turn.
  const settings = leadSettings(parseEnv(env));
  const store = await openLeadStore(settings, { as: 'tool' });
  try {
    if (command === 'erase') {
      // The erasure event waits in the outbox for the server to deliver it.
      const channels = eventChannels(settings).erased;
      const erased = await store.erase(values.email ?? '', channels);
      process.stderr.write(`erased ${erased} record(s) of ${values.email}\n`);
      if (erased > 0 && channels.length === 0) {
        // Run without the server's webhook settings, the receiver would never hear of it.
        process.stderr.write('no LEADS_WEBHOOK_URL here: no erasure event was queued\n');
      }
      return;
    }
    if (values.failed) {
      for (const failed of await store.events.failed()) {
        const { failedAt, ...rest } = failed;
        process.stdout.write(
          `${JSON.stringify({ ...rest, failedAt: new Date(failedAt).toISOString() })}\n`,
        );
      }
      return;
    }
    for (const lead of await store.export({ since, form: values.form })) {
      const { id, form, fields, flagged, receivedAt } = lead;
      const receivedAtIso = new Date(receivedAt).toISOString();
      process.stdout.write(
        `${JSON.stringify({ id, form, receivedAt: receivedAtIso, flagged, fields })}\n`,
      );
    }
  } finally {
    await store.close();
  }
}

runLeadsCommand(process.argv.slice(2), process.env).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof MissingStoreError || error instanceof SchemaVersionError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
