import { describe, expect, it, vi } from 'vitest';
import {
  contactCompletion,
  submitContact,
  validateContact,
  type ContactValues,
} from '#shared/forms/contact/contact-schema.ts';
import { formData, loggedText, useSubmissionClock } from '../form-helpers.ts';

const valid: ContactValues = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  subject: 'sales',
  message: 'We need an agent for our clinic.',
  additionalInfo: '',
};
const empty: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  additionalInfo: '',
};

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('lists every required field with its message, in form order', () => {
    const errors = validateContact(empty);
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Please select a subject',
      message: 'Message is required',
    });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('treats blanks as empty', () => {
    expect(validateContact({ ...valid, name: '   ', email: ' ', message: '  \n ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each(['jane', 'jane@example', 'jane@@example.com', 'jane@example.c'])(
    'rejects the email %j',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'Invalid email address' });
    },
  );

  it.each([
    '(512) 555-0142',
    '512-555-0142',
    '512.555.0142',
    '5125550142',
    '+1 512 555 0142',
    '+1 (512) 555-0142',
    '+44 512 555 0142',
  ])('accepts the phone %j', (phone) => {
    expect(validateContact({ ...valid, phone })).toEqual({});
  });

  it.each(['555-0142', '12345', 'call me', '512-555-01420', '++1 512 555 0142'])(
    'rejects the phone %j',
    (phone) => {
      expect(validateContact({ ...valid, phone })).toEqual({ phone: 'Invalid phone number' });
    },
  );

  it.each(['', 'marketing'])('needs one of the subjects, not %j', (subject) => {
    expect(validateContact({ ...valid, subject })).toEqual({ subject: 'Please select a subject' });
  });

  it('counts the message length after trimming', () => {
    expect(validateContact({ ...valid, message: '  123456789   ' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
    expect(validateContact({ ...valid, message: '  1234567890  ' })).toEqual({});
  });

  it('leaves additional information optional', () => {
    expect(validateContact({ ...valid, additionalInfo: 'Best reached after 3 PM.' })).toEqual({});
  });
});

describe('contact completion', () => {
  it('is 25% per item: name, email, subject and a message of 10+ characters', () => {
    expect(contactCompletion(empty)).toBe(0);
    expect(contactCompletion({ ...empty, name: 'Jane' })).toBe(25);
    expect(contactCompletion({ ...empty, name: 'Jane', email: 'j' })).toBe(50);
    expect(contactCompletion({ ...empty, name: 'Jane', email: 'j', subject: 'other' })).toBe(75);
    expect(contactCompletion(valid)).toBe(100);
  });

  it('ignores blanks, the phone, extra information and short messages', () => {
    expect(
      contactCompletion({
        ...empty,
        name: '  ',
        phone: '5125550142',
        additionalInfo: 'x',
        message: ' 123456789 ',
      }),
    ).toBe(0);
  });
});

describe('contact submission', () => {
  const leads = useSubmissionClock();

  it('records the lead and succeeds after 1 s, logging nothing personal', async () => {
    let result: unknown;
    void submitContact(formData({ ...valid, phone: '512-555-0142', nickname: '' }), 1000).then(
      (value) => {
        result = value;
      },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: 'success' });
    expect(leads.recorded).toEqual([
      {
        form: 'contact',
        values: { ...valid, phone: '512-555-0142' },
        trap: '',
        filledMs: undefined,
      },
    ]);
    const logged = loggedText();
    for (const value of ['Jane Doe', 'jane@example.com', '512-555-0142', 'clinic']) {
      expect(logged).not.toContain(value);
    }
  });

  it('waits for a slow store past the 1 s minimum', async () => {
    leads.answerWith(
      () => new Promise((resolve) => setTimeout(() => resolve({ status: 'stored' }), 2500)),
    );
    let result: unknown;
    void submitContact(formData(valid), 1000).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: 'success' });
  });

  it('keeps the values and says why when the lead was not stored', async () => {
    leads.answerWith(() => Promise.resolve({ status: 'failed', reason: 'rate-limited' }));
    const pending = submitContact(formData(valid), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({
      status: 'failed',
      values: valid,
      reason: 'rate-limited',
    });
    expect(loggedText()).toContain('"outcome":"failed"');
    expect(loggedText()).not.toContain('jane@example.com');
  });

  it('answers invalid data at once with the values and messages, logging only error keys', async () => {
    const result = await submitContact(formData({ ...valid, email: 'jane@', role: 'x' }), 1000);
    expect(result).toEqual({
      status: 'error',
      values: { ...valid, email: 'jane@' },
      errors: { email: 'Invalid email address' },
    });
    expect(loggedText()).toContain('"fields":["email"]');
    expect(leads.recorded).toEqual([]);
  });
});
