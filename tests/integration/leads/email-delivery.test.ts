/**
 * E-mail to the owner through a real SMTP server (smtp-server on loopback): one message per new
 * lead that is not flagged, retried after a temporary refusal (4xx), given up after a
 * permanent one (5xx), through the same outbox as the webhook.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadIntake, type LeadIntake, type LeadSettings } from '#server/leads/lead-intake.ts';
import { freePort } from '../free-port.ts';

interface Message {
  readonly to: string[];
  readonly from: string;
  readonly text: string;
}

/** An answer that never comes: the server takes the message and stays silent. */
const STALL = 0;

/** An SMTP server that answers each message with the next code of `answers` (250 after them). */
async function smtpServer(answers: number[] = []) {
  const messages: Message[] = [];
  let stalled = 0;
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream: SMTPServerDataStream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        const code = answers.shift() ?? 250;
        if (code === STALL) {
          stalled += 1;
          return;
        }
        if (code !== 250) {
          callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
          return;
        }
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    messages,
    stalled: () => stalled,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const mailingTo = (smtpUrl: string, dataDir: string): LeadSettings => ({
  dataDir,
  retentionDays: 365,
  ratePerHour: 0,
  email: { smtpUrl, to: 'owner@example.com', from: 'leads@www.example.com' },
  retry: { retryMs: 50, maxRetryMs: 200 },
});

async function storeFolder(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-email-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

async function intakeMailingTo(smtpUrl: string, folder?: string): Promise<LeadIntake> {
  const intake = createLeadIntake(
    mailingTo(smtpUrl, folder ?? (await storeFolder())),
    pino({ level: 'silent' }),
  );
  cleanup.push(() => intake.close());
  return intake;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const contact = (email: string, trap = '') => ({
  form: 'contact' as const,
  values: {
    name: 'Ada Lovelace',
    email,
    subject: 'sales',
    message: 'An engine for the front desk.',
  },
  trap,
});

describe('e-mail to the owner', () => {
  it('sends one message per new lead, none for a flagged one', async () => {
    const smtp = await smtpServer();
    cleanup.push(smtp.close);
    const intake = await intakeMailingTo(smtp.url);
    await intake.record(contact('bot@example.com', 'filled by a bot'), '127.0.0.1');
    await intake.record(contact('ada@example.com'), '127.0.0.1');
    const store = await intake.store();
    // Nothing pending: every message the leads make has been handed to the server.
    await until(async () => (await store.events.pending()) === 0);
    expect(smtp.messages.length).toBe(1);
    const [message] = smtp.messages;
    expect(message?.to).toEqual(['owner@example.com']);
    expect(message?.from).toBe('leads@www.example.com');
    expect(message?.text).toContain('Subject: New contact lead from Ada Lovelace');
    expect(message?.text).toContain('Reply-To: ada@example.com');
    expect(message?.text).toContain('message: An engine for the front desk.');
    expect(message?.text).not.toContain('bot@example.com');
  });

  it('retries after a temporary refusal (451) and gives up after a permanent one (550)', async () => {
    const smtp = await smtpServer([451]);
    cleanup.push(smtp.close);
    const intake = await intakeMailingTo(smtp.url);
    const store = await intake.store();
    await intake.record(contact('first@example.com'), '127.0.0.1');
    await until(() => smtp.messages.length === 1);
    expect(smtp.messages[0]?.text).toContain('first@example.com');
    expect(await store.events.failed()).toEqual([]);

    const refusing = await smtpServer([550, 550, 550]);
    cleanup.push(refusing.close);
    const second = await intakeMailingTo(refusing.url);
    await second.record(contact('second@example.com'), '127.0.0.1');
    const secondStore = await second.store();
    await until(async () => (await secondStore.events.failed()).length === 1);
    const [failed] = await secondStore.events.failed();
    expect(failed).toMatchObject({ channel: 'email', type: 'lead.created', attempts: 1 });
    expect(refusing.messages).toEqual([]);
  });

  it('lets go of a server that never answers, so shutdown is not held up', async () => {
    const silentServer = await smtpServer([STALL]);
    cleanup.push(silentServer.close);
    const dataDir = await storeFolder();
    const first = createLeadIntake(mailingTo(silentServer.url, dataDir), pino({ level: 'silent' }));
    await first.record(contact('patient@example.com'), '127.0.0.1');
    await until(() => silentServer.stalled() === 1);
    const closing = Date.now();
    await first.close();
    expect(Date.now() - closing).toBeLessThan(2_000);
    // The message was not lost with the attempt: the next start sends it.
    const smtp = await smtpServer();
    cleanup.push(smtp.close);
    const second = await intakeMailingTo(smtp.url, dataDir);
    await until(() => smtp.messages.length === 1);
    expect(smtp.messages[0]?.text).toContain('patient@example.com');
    expect(await (await second.store()).events.failed()).toEqual([]);
  });
});
