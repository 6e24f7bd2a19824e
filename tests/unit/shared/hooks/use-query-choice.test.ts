import { describe, expect, it } from 'vitest';
import { billingPeriods } from '#content/pricing/plan-options.ts';
import { readQueryChoice, withQueryChoice } from '#shared/hooks/use-query-choice.ts';

describe('a choice kept in the URL', () => {
  it('billing period: known values only, the default leaves the URL clean', () => {
    expect(readQueryChoice('?billing=annual', 'billing', billingPeriods, 'monthly')).toBe('annual');
    expect(readQueryChoice('?billing=yearly', 'billing', billingPeriods, 'monthly')).toBe(
      'monthly',
    );
    expect(withQueryChoice('?q=x', 'billing', 'lifetime', 'monthly')).toBe('?q=x&billing=lifetime');
    expect(withQueryChoice('?billing=annual', 'billing', 'monthly', 'monthly')).toBe('');
  });
});
