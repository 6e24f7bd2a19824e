import { describe, expect, it } from 'vitest';
import { onboardingSteps } from '#content/demos/onboarding.ts';
import {
  accountStrength,
  allRequiredComplete,
  initialOnboardingState,
  onboardingReducer,
  requiredPercent,
} from '#shared/pages/demos/onboarding-checklist-rules.ts';

const reduce = onboardingReducer(onboardingSteps);
const required = onboardingSteps.filter((step) => step.isRequired);
const optional = onboardingSteps.filter((step) => !step.isRequired);

describe('onboarding checklist', () => {
  it('starts with only the profile step complete', () => {
    const state = initialOnboardingState(onboardingSteps);
    expect(Object.entries(state).filter(([, done]) => done)).toEqual([['profile', true]]);
    expect(allRequiredComplete(onboardingSteps, state)).toBe(false);
  });

  it('an action completes its step; unknown ids and repeats change nothing', () => {
    const start = initialOnboardingState(onboardingSteps);
    const next = reduce(start, { type: 'complete', id: 'verify-email' });
    expect(next['verify-email']).toBe(true);
    expect(reduce(next, { type: 'complete', id: 'verify-email' })).toBe(next);
    expect(reduce(next, { type: 'complete', id: 'nope' })).toBe(next);
  });

  it('strength thresholds: under 25 Weak, 50 Fair, 75 Good, 100 Strong, then Complete', () => {
    expect(accountStrength(0)).toBe('Weak');
    expect(accountStrength(24)).toBe('Weak');
    expect(accountStrength(25)).toBe('Fair');
    expect(accountStrength(49)).toBe('Fair');
    expect(accountStrength(50)).toBe('Good');
    expect(accountStrength(74)).toBe('Good');
    expect(accountStrength(75)).toBe('Strong');
    expect(accountStrength(99)).toBe('Strong');
    expect(accountStrength(100)).toBe('Complete');
  });

  it('percent counts required steps only; optional steps do not move it', () => {
    let state = initialOnboardingState(onboardingSteps);
    expect(requiredPercent(onboardingSteps, state)).toBe(Math.floor(100 / required.length));
    for (const step of optional) state = reduce(state, { type: 'complete', id: step.id });
    expect(requiredPercent(onboardingSteps, state)).toBe(Math.floor(100 / required.length));
  });

  it('completing every required step gives 100, Complete, and all required complete', () => {
    let state = initialOnboardingState(onboardingSteps);
    const labels: string[] = [];
    for (const step of required.slice(1)) {
      state = reduce(state, { type: 'complete', id: step.id });
      labels.push(accountStrength(requiredPercent(onboardingSteps, state)));
    }
    expect(labels.at(-1)).toBe('Complete');
    expect(labels.slice(0, -1)).not.toContain('Complete');
    expect(allRequiredComplete(onboardingSteps, state)).toBe(true);
  });

  it('reset restores the initial state', () => {
    const done = reduce(initialOnboardingState(onboardingSteps), {
      type: 'complete',
      id: 'first-agent',
    });
    expect(reduce(done, { type: 'reset' })).toEqual(initialOnboardingState(onboardingSteps));
  });
});
