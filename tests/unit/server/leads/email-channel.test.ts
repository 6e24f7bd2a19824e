import { describe, expect, it } from 'vitest';
import { leadMessage, smtpOutcome } from '#server/leads/email-channel.ts';
import { newLeadEvent } from './due-event.ts';
import type { DueEvent } from '#server/leads/outbox-queue.ts';

const addresses = { to: 'owner@example.com', from: 'leads@www.example.com' };
const due = (fields: Record<string, string>) => newLeadEvent('email', fields, 7);

describe("the owner's message", () => {
  it('names the form and the sender, lists the filled fields, and answers to the visitor', () => {
    const message = leadMessage(
      due({ name: 'Ada Lovelace', email: 'ada@example.com', company: ' ', message: 'Hello' }),
      addresses,
    );
    expect(message).toMatchObject({
      to: 'owner@example.com',
      from: 'leads@www.example.com',
      replyTo: 'ada@example.com',
      subject: 'New contact lead from Ada Lovelace',
      messageId: '<msg_7@leads>',
    });
    expect(message.text).toBe(
      [
        'A visitor sent the contact form on 2026-11-26T09:30:00.000Z.',
        '',
        'name: Ada Lovelace',
        'email: ada@example.com',
        'message: Hello',
        '',
        'Lead id: lead-7',
      ].join('\n'),
    );
  });

  it('falls back to the address, then "someone", when no name was given', () => {
    expect(leadMessage(due({ email: 'bo@example.com' }), addresses).subject).toBe(
      'New contact lead from bo@example.com',
    );
    const anonymous = leadMessage(due({ message: 'hi' }), addresses);
    expect(anonymous.subject).toBe('New contact lead from someone');
    expect(anonymous.replyTo).toBeUndefined();
  });

  it('is never made for an erasure (e-mail tells of new leads only)', () => {
    const erased: DueEvent = { ...due({}), event: { type: 'lead.erased', leadIds: ['lead-7'] } };
    expect(() => leadMessage(erased, addresses)).toThrow();
  });
});

describe("an SMTP server's answer", () => {
  it('gives up on 5xx and retries 4xx and connection failures', () => {
    const refused = Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
    const greylisted = Object.assign(new Error('451 try later'), { responseCode: 451 });
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
    expect(smtpOutcome(refused)).toEqual({ status: 'give-up', reason: '550 no such mailbox' });
    expect(smtpOutcome(greylisted)).toEqual({ status: 'retry', reason: '451 try later' });
    expect(smtpOutcome(unreachable).status).toBe('retry');
  });
});
