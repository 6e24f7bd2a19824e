import { describe, expect, it } from 'vitest';
import {
  nextSetupStep,
  setupProgress,
  toggleSetupStep,
} from '#shared/pages/crm/setup-checklist-rules.ts';
import { enhancedCrm } from '#content/crm/enhanced-crm.ts';

const steps = [
  { id: 'account', done: true },
  { id: 'contacts', done: false },
  { id: 'calendar', done: false },
];

describe('account setup checklist', () => {
  it('counts completed steps and rounds the percentage', () => {
    expect(setupProgress(steps)).toEqual({ completed: 1, total: 3, percent: 33, complete: false });
  });

  it('ticks and unticks a step without touching the others or the input', () => {
    const ticked = toggleSetupStep(steps, 'contacts');
    expect(ticked.map((step) => step.done)).toEqual([true, true, false]);
    expect(setupProgress(ticked).percent).toBe(67);
    expect(toggleSetupStep(ticked, 'contacts')).toEqual(steps);
    expect(steps[1]?.done).toBe(false);
  });

  it('ignores an unknown step', () => {
    expect(toggleSetupStep(steps, 'nope')).toEqual(steps);
  });

  it('is complete at 100% when every step is done', () => {
    const all = toggleSetupStep(toggleSetupStep(steps, 'contacts'), 'calendar');
    expect(setupProgress(all)).toEqual({ completed: 3, total: 3, percent: 100, complete: true });
    expect(nextSetupStep(all)).toBeUndefined();
  });

  it('names the first open step as next', () => {
    expect(nextSetupStep(steps)?.id).toBe('contacts');
  });

  it('treats an empty list as 0% and not complete', () => {
    expect(setupProgress([])).toEqual({ completed: 0, total: 0, percent: 0, complete: false });
  });

  it('starts the page checklist with only the account step done', () => {
    const initial = enhancedCrm.setup.steps;
    expect(initial[0]?.done).toBe(true);
    expect(initial.slice(1).every((step) => !step.done)).toBe(true);
    expect(setupProgress(initial).percent).toBe(Math.round(100 / initial.length));
  });
});
