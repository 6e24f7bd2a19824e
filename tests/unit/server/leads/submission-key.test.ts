import { describe, expect, it } from 'vitest';
import type { LeadSubmission } from '#shared/forms/sending/lead-recorder.ts';
import { SAME_POST_WINDOW_MS, submissionKey } from '../../../../server/leads/submission-key.ts';

const contact: LeadSubmission = {
  form: 'contact',
  values: { name: 'Jane Doe', email: 'jane@example.com', message: 'An AI receptionist.' },
  trap: '',
};
const withId = (id: string): LeadSubmission => ({ ...contact, submissionId: id.repeat(32) });
// The start of a period, so that steps within it stay in it.
const periodStart = 2_000 * SAME_POST_WINDOW_MS;

describe('submissionKey', () => {
  it('is the same for the same content from the same page view, whenever it is sent', () => {
    const first = submissionKey(withId('a'), periodStart);
    const again = submissionKey(withId('a'), periodStart + 5 * SAME_POST_WINDOW_MS);
    expect(again.key).toBe(first.key);
    expect(first.neighbours).toBeNull();
  });

  it('differs for another page view, another form or other content', () => {
    const key = submissionKey(withId('a'), periodStart).key;
    expect(submissionKey(withId('b'), periodStart).key).not.toBe(key);
    expect(submissionKey({ ...withId('a'), form: 'newsletter' }, periodStart).key).not.toBe(key);
    const other = { ...withId('a'), values: { ...contact.values, message: 'Another.' } };
    expect(submissionKey(other, periodStart).key).not.toBe(key);
  });

  it('does not depend on the order the fields arrive in', () => {
    const reordered = {
      ...contact,
      values: Object.fromEntries(Object.entries(contact.values).reverse()),
    };
    expect(submissionKey(reordered, periodStart)).toEqual(submissionKey(contact, periodStart));
  });

  it('without an id, is the same within a period and names the ones either side', () => {
    const first = submissionKey(contact, periodStart);
    const later = submissionKey(contact, periodStart + SAME_POST_WINDOW_MS - 1);
    expect(later.key).toBe(first.key);
    const next = submissionKey(contact, periodStart + SAME_POST_WINDOW_MS + 1_000);
    expect(next.key).not.toBe(first.key);
    // A copy on either side of the turn finds the other, if it arrived within ten minutes.
    expect(next.neighbours?.[0]).toBe(first.key);
    expect(first.neighbours?.[1]).toBe(next.key);
    expect(next.within).toEqual({
      from: periodStart + 1_000,
      until: periodStart + 2 * SAME_POST_WINDOW_MS + 1_000,
    });
  });

  it('takes turns on the content: the same for every copy, with or without an id', () => {
    const { turn } = submissionKey(contact, periodStart);
    expect(Number.isInteger(turn) && Math.abs(turn) < 2 ** 31).toBe(true);
    expect(submissionKey(contact, periodStart + 3 * SAME_POST_WINDOW_MS).turn).toBe(turn);
    expect(submissionKey(withId('a'), periodStart).turn).toBe(turn);
    const other = { ...contact, values: { ...contact.values, message: 'Another.' } };
    expect(submissionKey(other, periodStart).turn).not.toBe(turn);
  });

  it('holds nothing readable of the fields', () => {
    const { key, neighbours } = submissionKey(contact, periodStart);
    for (const text of [key, ...(neighbours ?? [])]) {
      expect(text).toMatch(/^[\w-]{43}$/);
      expect(text).not.toContain('jane');
    }
  });
});
