import { afterEach, describe, expect, it, vi } from 'vitest';
import { runDemoFormPost } from '#shared/pages/demos/progress-form-post.ts';
import {
  demoFormPercent,
  demoFormReducer,
  formatVideoTime,
  initialDemoFormState,
  initialVideoState,
  percentDone,
  scheduleDemoFormSubmit,
  tabForKey,
  validateDemoFormStep,
  videoReducer,
  type DemoFormAction,
  type DemoFormState,
} from '#shared/pages/demos/progress-demo-rules.ts';

describe('progress demo tabs', () => {
  it('arrow keys wrap, Home and End jump, other keys do nothing', () => {
    expect(tabForKey('video', 'ArrowRight')).toBe('form');
    expect(tabForKey('video', 'ArrowLeft')).toBe('demo');
    expect(tabForKey('demo', 'ArrowRight')).toBe('video');
    expect(tabForKey('account', 'Home')).toBe('video');
    expect(tabForKey('form', 'End')).toBe('demo');
    expect(tabForKey('form', 'a')).toBeNull();
  });
});

describe('video progress', () => {
  it('poster first; start plays', () => {
    expect(initialVideoState.started).toBe(false);
    expect(videoReducer(initialVideoState, { type: 'start' })).toMatchObject({
      started: true,
      playing: true,
    });
  });

  it('completes at 99.5%, not before', () => {
    const playing = videoReducer(initialVideoState, { type: 'start' });
    const almost = videoReducer(playing, { type: 'seek', percent: 99.4 });
    expect(almost.completed).toBe(false);
    const done = videoReducer(almost, { type: 'tick', percent: 0.1 });
    expect(done.progress).toBeCloseTo(99.5);
    expect(done.completed).toBe(true);
  });

  it('stops at the end; ticks while paused do nothing; play at the end restarts', () => {
    const playing = videoReducer(initialVideoState, { type: 'start' });
    const end = videoReducer(playing, { type: 'tick', percent: 150 });
    expect(end).toMatchObject({ progress: 100, playing: false, completed: true });
    expect(videoReducer(end, { type: 'tick', percent: 5 })).toBe(end);
    expect(videoReducer(end, { type: 'toggle' })).toMatchObject({ progress: 0, playing: true });
  });

  it('formats time', () => {
    expect(formatVideoTime(0, 30)).toBe('0:00 / 0:30');
    expect(formatVideoTime(50, 30)).toBe('0:15 / 0:30');
    expect(formatVideoTime(100, 90)).toBe('1:30 / 1:30');
  });
});

describe('multi-step form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const run = (...actions: DemoFormAction[]) =>
    actions.reduce(demoFormReducer, initialDemoFormState);

  it('step 1 requires a name: Name is required', () => {
    expect(validateDemoFormStep(0, { name: ' ', email: '', message: '' })).toEqual({
      name: 'Name is required',
    });
    const stuck = run({ type: 'next' });
    expect(stuck.step).toBe(0);
    expect(stuck.errors.name).toBe('Name is required');
  });

  it('email and message are free', () => {
    const state = run(
      { type: 'change', field: 'name', value: 'Ada' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(state.step).toBe(2);
    expect(state.errors).toEqual({});
  });

  it('typing clears the field error; Previous goes back', () => {
    const state = run({ type: 'next' }, { type: 'change', field: 'name', value: 'A' });
    expect(state.errors.name).toBeUndefined();
    expect(demoFormReducer({ ...state, step: 2 }, { type: 'previous' }).step).toBe(1);
  });

  it('submits after 1 s and shows 100%', () => {
    vi.useFakeTimers();
    let state: DemoFormState = run(
      { type: 'change', field: 'name', value: 'Ada' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(demoFormPercent(state)).toBe(67);
    scheduleDemoFormSubmit((action) => {
      state = demoFormReducer(state, action);
    });
    expect(state.status).toBe('submitting');
    vi.advanceTimersByTime(999);
    expect(state.status).toBe('submitting');
    vi.advanceTimersByTime(1);
    expect(state.status).toBe('submitted');
    expect(demoFormPercent(state)).toBe(100);
    expect(demoFormReducer(state, { type: 'reset' })).toEqual(initialDemoFormState);
  });
});

describe('account setup', () => {
  it('percent of tasks done', () => {
    expect(percentDone({ a: true, b: false, c: false, d: false })).toBe(25);
    expect(percentDone({})).toBe(0);
  });
});

describe('the multi-step form posted without JavaScript', () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return runDemoFormPost(form);
  };
  const jane = { name: 'Jane Doe', email: 'jane@example.com', message: '' };

  it('Next on step 1 needs a name, then shows step 2 with the typed data kept', () => {
    expect(post({ step: '0', intent: 'next', name: ' ', email: 'a@b.c' })).toMatchObject({
      step: 0,
      errors: { name: 'Name is required' },
      data: { name: ' ', email: 'a@b.c', message: '' },
    });
    expect(post({ step: '0', intent: 'next', ...jane })).toEqual({
      step: 1,
      data: jane,
      errors: {},
      status: 'editing',
    });
  });

  it('Previous goes back; Submit on the review is sent; a skipped name sends it back to step 1', () => {
    expect(post({ step: '2', intent: 'previous', ...jane }).step).toBe(1);
    expect(post({ step: '2', intent: 'reset', ...jane })).toEqual(initialDemoFormState);
    expect(post({ step: '2', intent: 'submit', ...jane })).toMatchObject({
      status: 'submitted',
      data: jane,
    });
    expect(post({ step: '2', intent: 'submit', ...jane, name: '' })).toMatchObject({
      step: 0,
      status: 'editing',
      errors: { name: 'Name is required' },
    });
  });

  it('reads an unknown step as the first and an unknown button as Next', () => {
    expect(post({ step: '7', intent: 'explode', ...jane })).toMatchObject({ step: 1 });
    expect(post({ step: '1', intent: 'submit', ...jane })).toMatchObject({
      step: 2,
      status: 'editing',
    });
  });
});
