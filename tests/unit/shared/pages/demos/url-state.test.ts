import { describe, expect, it } from 'vitest';
import {
  calculateTotal,
  calculatorStateFromQuery,
  initialCalculatorState,
} from '#shared/pages/demos/pricing-calculator-rules.ts';
import {
  faqWidgetStateFromQuery,
  initialFaqWidgetState,
} from '#shared/pages/demos/faq-widget-rules.ts';
import {
  initialOnboardingState,
  onboardingQueryValue,
  onboardingReducer,
  onboardingStateFromQuery,
} from '#shared/pages/demos/onboarding-checklist-rules.ts';
import {
  completedCount,
  initialTourState,
  tourReducer,
  tourStateFromQuery,
  tourStateToQuery,
  tourViewFromQuery,
} from '#shared/pages/demos/tour-wizard-rules.ts';

/** Query fields as the browser submits them, read back the way the server reads the URL. */
const asParams = (query: Record<string, string>) => new URLSearchParams(query);

describe('state in the URL (what a visitor without JavaScript gets from a GET form or link)', () => {
  it('tour: each control leads to the URL of the state the reducer would reach', () => {
    const steps = ['a', 'b', 'c'].map((id) => ({ id }));
    const reduce = tourReducer(steps);
    const skipped = reduce(initialTourState(steps), { type: 'skip' });
    const next = reduce(skipped, { type: 'next' });
    expect(tourStateToQuery(next)).toEqual({ step: '3', done: 'b' });
    expect(tourStateFromQuery(asParams(tourStateToQuery(next)), steps)).toEqual(next);

    const finished = reduce(next, { type: 'next' });
    const params = asParams(tourStateToQuery(finished));
    expect(tourViewFromQuery(params)).toBe('finished');
    expect(completedCount(tourStateFromQuery(params, steps))).toBe(2);
    expect(tourViewFromQuery(asParams({ tour: 'closed' }))).toBe('closed');
    // Out-of-range steps and unknown ids fall back instead of breaking the page.
    expect(tourStateFromQuery(asParams({ step: '9', done: 'zz' }), steps)).toEqual(
      initialTourState(steps),
    );
  });

  it('onboarding: completed steps round-trip; the profile step stays complete', () => {
    const steps = [
      { id: 'profile', isCompleted: true, isRequired: true },
      { id: 'verify', isCompleted: false, isRequired: true },
      { id: 'team', isCompleted: false, isRequired: false },
    ];
    const state = onboardingReducer(steps)(initialOnboardingState(steps), {
      type: 'complete',
      id: 'team',
    });
    const value = onboardingQueryValue(steps, state);
    expect(value).toBe('profile,team');
    expect(onboardingStateFromQuery(steps, value)).toEqual(state);
    expect(onboardingStateFromQuery(steps, 'nope')).toEqual(initialOnboardingState(steps));
  });

  it('calculator: the server computes the submitted form with the same rule', () => {
    const plans = ['basic', 'professional', 'enterprise'];
    const state = calculatorStateFromQuery(
      asParams({ plan: 'basic', calls: '5000', agents: '2', billing: 'annual' }),
      plans,
    );
    expect(state).toEqual({ plan: 'basic', volume: 5000, agents: 2, billing: 'annual' });
    const basic = { id: 'basic', basePrice: 99, callsIncluded: 500, additionalCallPrice: 0.1 };
    // (99 × 2 + 4,500 × 0.10) × 0.8
    expect(calculateTotal(basic, state).total).toBeCloseTo(518.4);
    expect(calculatorStateFromQuery(asParams({ agents: '0', plan: 'x' }), plans)).toEqual(
      initialCalculatorState,
    );
    expect(calculatorStateFromQuery(asParams({ calls: '4990' }), plans).volume).toBe(5000);
  });

  it('FAQ widget: search, category and Show More; Clear filters wins', () => {
    const categories = ['All', 'General', 'Pricing'];
    expect(
      faqWidgetStateFromQuery(
        asParams({ q: 'trial', category: 'Pricing', shown: '10' }),
        categories,
      ),
    ).toMatchObject({ search: 'trial', category: 'Pricing', visible: 10 });
    expect(
      faqWidgetStateFromQuery(asParams({ q: 'trial', category: 'Nope', clear: '1' }), categories),
    ).toEqual(initialFaqWidgetState());
    expect(faqWidgetStateFromQuery(asParams({ category: 'Nope' }), categories).category).toBe(
      'All',
    );
  });
});
