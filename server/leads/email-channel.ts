import nodemailer from 'nodemailer';
import type { DueEvent } from './outbox-queue.ts';
import type { AttemptOutcome, DeliveryChannel } from './outbox.ts';

export interface EmailOptions {
  /** `smtp://user:pass@host:587` or `smtps://...:465`. */
  readonly smtpUrl: string;
  /** The owner's address: one message per new lead that is not flagged as spam. */
  readonly to: string;
  readonly from: string;
}

/** The message the owner gets for a new lead: plain text, the form's fields one per line. */
export function leadMessage(due: DueEvent, { to, from }: Pick<EmailOptions, 'to' | 'from'>) {
  if (due.event.type !== 'lead.created') throw new Error('only new leads are e-mailed');
  const { id, form, fields, receivedAt } = due.event.lead;
  const who = fields.name?.trim() || fields.email || 'someone';
  const lines = Object.entries(fields)
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${name}: ${value}`);
  return {
    from,
    to,
    // The sender's address as Reply-To: answering the message answers the lead.
    replyTo: fields.email || undefined,
    subject: `New ${form} lead from ${who}`,
    text: [
      `A visitor sent the ${form} form on ${new Date(receivedAt).toISOString()}.`,
      '',
      ...lines,
      '',
      `Lead id: ${id}`,
    ].join('\n'),
    headers: { 'X-Lead-Id': id },
    messageId: `<${due.id}@leads>`,
  };
}

/**
 * What an SMTP failure means: a 5xx answer (mailbox unknown, message refused) will not change,
 * anything else (4xx greylisting, a connection refused or cut) may.
 */
export function smtpOutcome(error: unknown): AttemptOutcome {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const reason = message ?? String(error);
  if (typeof responseCode === 'number' && responseCode >= 500) return { status: 'give-up', reason };
  return { status: 'retry', reason };
}

export function emailChannel(options: EmailOptions): DeliveryChannel {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    name: 'email',
    takes: (event) => event.type === 'lead.created',
    send: async (due, signal) => {
      try {
        // The signal ends a stalled conversation (the attempt's timeout, or shutdown): without
        // it a server that never answers would hold the outbox, and the drain, for minutes.
        await transport.sendMail({ ...leadMessage(due, options), signal });
        return { status: 'delivered' };
      } catch (error) {
        return smtpOutcome(error);
      }
    },
  };
}
