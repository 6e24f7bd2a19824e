import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS, spamFlag } from '#server/leads/spam.ts';

describe('spam flags', () => {
  it('flags a filled honeypot whatever the timing', () => {
    expect(spamFlag('Bob', 60_000)).toBe('honeypot');
    expect(spamFlag(' x ', undefined)).toBe('honeypot');
  });

  it('flags a form sent sooner than a person could, and nothing at the threshold', () => {
    expect(spamFlag('', MIN_FILL_MS - 1)).toBe('too-fast');
    expect(spamFlag('', MIN_FILL_MS)).toBeNull();
  });

  it('judges a post without JavaScript (no time) by the honeypot alone', () => {
    expect(spamFlag('', undefined)).toBeNull();
    expect(spamFlag('   ', undefined)).toBeNull();
  });
});
