/**
 * What the webhook tests share: a receiver on loopback, intakes on stores of their own that
 * the harness closes and removes after each test, and a look at the lead counters.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { register } from 'prom-client';
import { createLeadIntake, type LeadSettings } from '#server/leads/lead-intake.ts';

export const SECRET = `whsec_${Buffer.from('a webhook secret of 32 bytes!!!!').toString('base64')}`;
export const silent = pino({ level: 'silent' });
/** For a test that runs the owner's tool: a process start each, seconds on a busy machine. */
export const TOOL_TIMEOUT = { timeout: 30_000 };

interface Received {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A webhook receiver on a fixed port, started and stopped by the test. */
export function receiver(port: number, status: number | (() => number) = 200) {
  const received: Received[] = [];
  let server: Server | undefined;
  return {
    received,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((req, res) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () => {
            received.push({ headers: req.headers as Record<string, string>, body });
            res.writeHead(typeof status === 'number' ? status : status()).end();
          });
        }).listen(port, '127.0.0.1', resolve);
      }),
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stores and intakes for one test file; `cleanUp` (its afterEach) closes and removes them. */
export function deliveryHarness() {
  const cleanup: (() => Promise<unknown>)[] = [];
  return {
    cleanup,
    cleanUp: async () => {
      for (const step of cleanup.splice(0).reverse()) await step();
    },
    settings: async (port: number, extra: Partial<LeadSettings> = {}): Promise<LeadSettings> => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-outbox-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      return {
        dataDir,
        retentionDays: 365,
        ratePerHour: 0,
        webhook: { url: `http://127.0.0.1:${port}/hook`, secret: SECRET },
        retry: { retryMs: 50, maxRetryMs: 200 },
        ...extra,
      };
    },
    open: (current: LeadSettings) => {
      const intake = createLeadIntake(current, silent);
      cleanup.push(() => intake.close());
      return intake;
    },
  };
}

/** A lead counter's value for the webhook channel, as a scrape would show it. */
export async function webhookCount(metric: string): Promise<number> {
  const values = (await register.getSingleMetric(metric)?.get())?.values ?? [];
  return values.find((value) => value.labels.channel === 'webhook')?.value ?? 0;
}

export const lead = (email: string, extra: { trap?: string; filledMs?: number } = {}) => ({
  form: 'newsletter' as const,
  values: { email },
  trap: extra.trap ?? '',
  filledMs: extra.filledMs,
});
