/**
 * The owner's tools for stored leads, run beside the server (same DATA_DIR or DATABASE_URL):
 *
 *   npm run leads -- export [--since 2026-01-31] [--form contact]   JSON lines on stdout
 *   npm run leads -- export --failed         deliveries a receiver refused for good, JSON lines
 *   npm run leads -- erase --email jane@example.com                  every record of that person
 *                                            (and, with a webhook, an erasure event to it)
 *   npm run leads -- scrub                   the scrub alone, after an erasure whose scrub failed
 *
 * In the container: docker compose exec web node dist/server/leads.js export
 *
 * Its messages (stderr, and stdout but for an export's leads) hold counts, never an address or
 * any field of a lead: run as a Job or a cron, they end up in a log collector.
 */
import { parseArgs } from 'node:util';
import { ConfigError, leadSettings, parseEnv } from '../ops/env.ts';
import { LEAD_FORMS } from '#shared/forms/sending/lead-recorder.ts';
import { eventChannels } from './delivery-channels.ts';
import type { Erasure, LeadStore } from './lead-store.ts';
import { SchemaVersionError } from './migrations.ts';
import { openLeadStore } from './open-lead-store.ts';
import { MissingStoreError } from './sql-database.ts';

const USAGE = `Usage:
  leads export [--since DATE] [--form ${LEAD_FORMS.join('|')}]
  leads export --failed
  leads erase --email ADDRESS
  leads scrub`;

const SCRUB_AGAIN = 'run `npm run leads -- scrub`';

class UsageError extends Error {}

function sinceOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new UsageError(`--since: not a date: ${value}`);
  return time;
}

const records = (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`;

/** The erasure's line: the count, then the scrub's outcome apart (the erasure stands either way). */
function erasureReport({ erased, scrubFailure }: Erasure): string {
  if (scrubFailure === null) return `erased ${records(erased)}; space reclaimed`;
  return `erased ${records(erased)}; the scrub failed: ${scrubFailure}; ${SCRUB_AGAIN}`;
}

/**
 * Every address on the command line, to be blotted out of whatever is printed: a message from
 * the database or the system might quote one.
 */
function addressesIn(argv: readonly string[]): string[] {
  return argv
    .map((arg) => arg.replace(/^--?[^=]*=/, '').trim())
    .filter((value) => value.includes('@'));
}

function blotted(text: string, addresses: readonly string[]): string {
  return addresses.reduce((line, address) => {
    const literal = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return line.replace(new RegExp(literal, 'gi'), '<address>');
  }, text);
}

async function run(store: LeadStore, command: string, options: Options, say: Say) {
  if (command === 'scrub') {
    try {
      await store.scrub();
      say('space reclaimed');
      return 0;
    } catch (error) {
      say(`the scrub failed: ${(error as Error).message}; ${SCRUB_AGAIN}`);
      return 1;
    }
  }
  if (command === 'erase') {
    // The erasure event waits in the outbox for the server to deliver it.
    const channels = eventChannels(options.settings).erased;
    const erasure = await store.erase(options.email ?? '', channels);
    say(erasureReport(erasure));
    if (erasure.erased > 0 && channels.length === 0) {
      // Run without the server's webhook settings, the receiver would never hear of it.
      say('no LEADS_WEBHOOK_URL here: no erasure event was queued');
    }
    return erasure.scrubFailure === null ? 0 : 1;
  }
  if (options.failed) {
    // Ids, channel, attempts and the receiver's answer: nothing of the lead itself.
    for (const failed of await store.events.failed()) {
      const { failedAt, ...rest } = failed;
      process.stdout.write(
        `${JSON.stringify({ ...rest, failedAt: new Date(failedAt).toISOString() })}\n`,
      );
    }
    return 0;
  }
  // The export is the one output that holds leads: what the owner asked for, on stdout.
  for (const lead of await store.export({ since: options.since, form: options.form })) {
    const { id, form, fields, flagged, receivedAt } = lead;
    const receivedAtIso = new Date(receivedAt).toISOString();
    process.stdout.write(
      `${JSON.stringify({ id, form, receivedAt: receivedAtIso, flagged, fields })}\n`,
    );
  }
  return 0;
}

interface Options {
  readonly settings: ReturnType<typeof leadSettings>;
  readonly email: string | undefined;
  readonly since: number | undefined;
  readonly form: string | undefined;
  readonly failed: boolean;
}
type Say = (line: string) => void;

/** Runs one command; resolves with the exit code. Every line it prints goes through `say`. */
export async function runLeadsCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const addresses = addressesIn(argv);
  const say: Say = (line) => process.stderr.write(`${blotted(line, addresses)}\n`);
  try {
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
    if (command !== 'export' && command !== 'erase' && command !== 'scrub') {
      throw new UsageError(USAGE);
    }
    if (values.form !== undefined && !(LEAD_FORMS as readonly string[]).includes(values.form)) {
      throw new UsageError(`--form: one of ${LEAD_FORMS.join(', ')}`);
    }
    if (command === 'erase' && !values.email?.includes('@')) throw new UsageError(USAGE);
    const options: Options = {
      settings: leadSettings(parseEnv(env)),
      email: values.email,
      since: sinceOf(values.since),
      form: values.form,
      failed: values.failed ?? false,
    };
    // Beside the running server: WAL lets this read while it writes, and a write waits its turn.
    const store = await openLeadStore(options.settings, { as: 'tool' });
    try {
      return await run(store, command, options, say);
    } finally {
      await store.close();
    }
  } catch (error) {
    const { message, code, stack } = error as { message?: string; code?: string; stack?: string };
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      code?.startsWith('ERR_PARSE_ARGS')
    ) {
      say(message ?? USAGE);
      return 2;
    }
    if (error instanceof MissingStoreError || error instanceof SchemaVersionError) {
      say(message ?? '');
      return 1;
    }
    say(`leads: ${stack ?? message ?? String(error)}`);
    return 1;
  }
}

process.exitCode = await runLeadsCommand(process.argv.slice(2), process.env);
