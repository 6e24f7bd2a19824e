import { describe, expect, it } from 'vitest';
import {
  canSkip,
  completedCount,
  initialTourState,
  isLastStep,
  tourProgressPercent,
  tourReducer,
  type TourAction,
  type TourState,
} from '#shared/pages/demos/tour-wizard-rules.ts';

const steps = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
const reduce = tourReducer(steps);
const run = (...actions: TourAction['type'][]): TourState =>
  actions.reduce((state, type) => reduce(state, { type } as TourAction), initialTourState(steps));

describe('tour wizard', () => {
  it('starts at index 0 with nothing completed and help closed', () => {
    const state = initialTourState(steps);
    expect(state).toMatchObject({ index: 0, helpOpen: false, finished: false });
    expect(completedCount(state)).toBe(0);
  });

  it('Next marks the step complete and advances', () => {
    const state = run('next');
    expect(state.index).toBe(1);
    expect(state.completed).toMatchObject({ a: true, b: false });
  });

  it('Previous goes back and does nothing on the first step', () => {
    expect(run('previous').index).toBe(0);
    expect(run('next', 'next', 'previous').index).toBe(1);
  });

  it('the last step finishes the tour and completes it', () => {
    const state = run('next', 'next', 'next', 'next', 'next');
    expect(isLastStep(state, steps.length)).toBe(true);
    const done = reduce(state, { type: 'next' });
    expect(done.finished).toBe(true);
    expect(done.index).toBe(5);
    expect(completedCount(done)).toBe(6);
  });

  it('Skip advances without completing, only when allowed, never on the last step or a done step', () => {
    const skipped = run('skip');
    expect(skipped.index).toBe(1);
    expect(skipped.completed.a).toBe(false);

    const start = initialTourState(steps);
    expect(canSkip(start, steps, true)).toBe(true);
    expect(canSkip(start, steps, false)).toBe(false);

    const last = run('skip', 'skip', 'skip', 'skip', 'skip');
    expect(last.index).toBe(5);
    expect(canSkip(last, steps, true)).toBe(false);
    expect(reduce(last, { type: 'skip' })).toBe(last);

    // Back on a step that was completed: no Skip.
    const back = run('next', 'previous');
    expect(back.index).toBe(0);
    expect(canSkip(back, steps, true)).toBe(false);
  });

  it('a step that starts completed cannot be skipped', () => {
    const preset = [{ id: 'x', isCompleted: true }, { id: 'y' }];
    expect(canSkip(initialTourState(preset), preset, true)).toBe(false);
  });

  it('toggles the help panel and closes it on a step change', () => {
    const open = run('toggle-help');
    expect(open.helpOpen).toBe(true);
    expect(reduce(open, { type: 'toggle-help' }).helpOpen).toBe(false);
    expect(reduce(open, { type: 'next' }).helpOpen).toBe(false);
  });

  it('progress is the current step share of the tour', () => {
    expect(tourProgressPercent(initialTourState(steps), 6)).toBe(17);
    expect(tourProgressPercent(run('next', 'next'), 6)).toBe(50);
    expect(tourProgressPercent(run('skip', 'skip', 'skip', 'skip', 'skip'), 6)).toBe(100);
  });

  it('restart returns to the first step with nothing completed', () => {
    const state = reduce(run('next', 'next'), { type: 'restart' });
    expect(state).toEqual(initialTourState(steps));
  });
});
