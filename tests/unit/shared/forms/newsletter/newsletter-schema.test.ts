import { describe, expect, it, vi } from 'vitest';
import { SUBMIT_DELAY_MS } from '#shared/forms/sending/form-timing.ts';
import {
  submitNewsletter,
  validateNewsletter,
} from '#shared/forms/newsletter/newsletter-schema.ts';
import { formData, loggedText, useSubmissionClock } from '../form-helpers.ts';

describe('newsletter validation', () => {
  it.each(['', '   ', '\t\n'])('an empty or blank email (%j) is required', (email) => {
    expect(validateNewsletter({ email })).toEqual({ email: 'Email is required' });
  });

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    'ja ne@example.com',
    'jane@example.c0m',
  ])('%j is not a valid address', (email) => {
    expect(validateNewsletter({ email })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it.each(['jane@example.com', ' jane.doe+news@mail.example.co.uk ', 'J@X.IO'])(
    '%j is accepted',
    (email) => {
      expect(validateNewsletter({ email })).toEqual({});
    },
  );
});

describe('newsletter submission', () => {
  const leads = useSubmissionClock();

  it('succeeds only after the 1 s minimum', async () => {
    let settled = false;
    const pending = submitNewsletter(formData({ email: 'jane@example.com' }), SUBMIT_DELAY_MS).then(
      (result) => {
        settled = true;
        return result;
      },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(pending).resolves.toEqual({ status: 'success' });
  });

  it('answers an invalid address at once with the message and the typed value', async () => {
    const result = await submitNewsletter(formData({ email: 'nope' }), SUBMIT_DELAY_MS);
    expect(result).toEqual({
      status: 'error',
      values: { email: 'nope' },
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('records only the address, under the box it came from, and logs none of it', async () => {
    const result = await submitNewsletter(
      formData({ email: 'jane@example.com', isAdmin: 'true', name: 'Jane', nickname: 'bot' }),
      0,
      'webinar-signup',
    );
    expect(result).toEqual({ status: 'success' });
    expect(leads.recorded).toEqual([
      {
        form: 'webinar-signup',
        values: { email: 'jane@example.com' },
        trap: 'bot',
        filledMs: undefined,
      },
    ]);
    expect(loggedText()).not.toContain('jane@example.com');
  });

  it('answers the error state with the address when the store is down', async () => {
    leads.answerWith(() => Promise.resolve({ status: 'failed', reason: 'unavailable' }));
    await expect(submitNewsletter(formData({ email: 'jane@example.com' }), 0)).resolves.toEqual({
      status: 'failed',
      values: { email: 'jane@example.com' },
      reason: 'unavailable',
    });
  });
});
