import { describe, expect, it, vi } from 'vitest';
import {
  ENHANCED_STEPS,
  parseEnhancedContactPost,
  stepProgress,
  type EnhancedContactValues,
} from '#shared/forms/enhanced-contact/enhanced-contact-fields.ts';
import { validateStep } from '#shared/forms/enhanced-contact/enhanced-contact-schema.ts';
import {
  enhancedContactReducer as reduce,
  initialEnhancedContactState,
  runEnhancedContactPost,
  type EnhancedContactState,
} from '#shared/forms/enhanced-contact/enhanced-contact-machine.ts';
import { formData, loggedText, useSubmissionClock } from '../form-helpers.ts';

const filled: EnhancedContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'support',
  message: 'Our agent keeps dropping calls.',
  howHeard: 'search',
  plan: '',
};
const idle = initialEnhancedContactState();
const at = (
  step: number,
  values: Partial<EnhancedContactValues> = filled,
): EnhancedContactState => ({
  ...idle,
  step,
  values: { ...idle.values, ...values },
});

describe('step validators', () => {
  it('step 1 needs a name (with its message) and an email (presence only, no message)', () => {
    expect(validateStep(0, idle.values)).toEqual({
      valid: false,
      invalid: ['name', 'email'],
      messages: { name: 'Name is required' },
    });
    expect(validateStep(0, { ...idle.values, name: 'Ada' })).toEqual({
      valid: false,
      invalid: ['email'],
      messages: {},
    });
  });

  it('step 1 checks presence only: any email text and no phone pass', () => {
    expect(validateStep(0, { ...idle.values, name: 'Ada', email: 'not-an-email' }).valid).toBe(
      true,
    );
    expect(validateStep(0, { ...idle.values, name: '  ', email: 'a' }).messages).toEqual({
      name: 'Name is required',
    });
  });

  it('step 2 needs a subject and a message', () => {
    expect(validateStep(1, idle.values)).toEqual({
      valid: false,
      invalid: ['subject', 'message'],
      messages: { subject: 'Please select a subject', message: 'Message is required' },
    });
    expect(validateStep(1, { ...idle.values, subject: 'billing', message: 'Hi' }).valid).toBe(true);
  });

  it('the review step has no validator', () => {
    expect(validateStep(2, idle.values).valid).toBe(true);
  });
});

describe('progress', () => {
  it('is the step index over steps minus one', () => {
    expect(ENHANCED_STEPS).toHaveLength(3);
    expect([0, 1, 2].map(stepProgress)).toEqual([0, 0.5, 1]);
  });
});

describe('enhanced contact reducer', () => {
  it('Next with an invalid step sets the error flag and stays', () => {
    const state = reduce(idle, { type: 'next', check: validateStep });
    expect(state).toMatchObject({
      step: 0,
      stepError: {
        valid: false,
        invalid: ['name', 'email'],
        messages: { name: 'Name is required' },
      },
    });
  });

  it('typing keeps the error flag until Next passes, then clears it and advances', () => {
    let state = reduce(idle, { type: 'next', check: validateStep });
    state = reduce(state, { type: 'change', field: 'name', value: 'Ada' });
    state = reduce(state, { type: 'change', field: 'email', value: 'ada@example.com' });
    expect(state.stepError?.invalid).toEqual(['name', 'email']);
    state = reduce(state, { type: 'next', check: validateStep });
    expect(state).toMatchObject({ step: 1, stepError: null });
  });

  it('Previous goes back a step, never before the first', () => {
    expect(reduce(at(2), { type: 'previous' }).step).toBe(1);
    expect(reduce(at(0), { type: 'previous' })).toEqual(at(0));
  });

  it('Next does nothing on the last step; Complete only works there', () => {
    expect(reduce(at(2), { type: 'next', check: validateStep })).toEqual(at(2));
    expect(reduce(at(1), { type: 'submit', check: validateStep })).toEqual(at(1));
  });

  it('Complete submits, disabling changes, then succeeds with the data cleared', () => {
    const submitting = reduce(at(2), { type: 'submit', check: validateStep });
    expect(submitting.status).toBe('submitting');
    expect(reduce(submitting, { type: 'change', field: 'name', value: 'x' })).toBe(submitting);
    expect(reduce(submitting, { type: 'previous' })).toBe(submitting);
    const done = reduce(submitting, { type: 'submitted' });
    expect(done).toEqual({ ...idle, status: 'success' });
  });

  it('Complete sends a post that skipped a step back to the first invalid step', () => {
    const state = reduce(at(2, { ...filled, name: '' }), { type: 'submit', check: validateStep });
    expect(state).toMatchObject({ step: 0, status: 'idle' });
    expect(state.stepError?.messages).toEqual({ name: 'Name is required' });
  });

  it('a failed submission ends Processing in the error state, the values kept', () => {
    const failed = reduce(reduce(at(2), { type: 'submit', check: validateStep }), {
      type: 'failed',
    });
    expect(failed).toMatchObject({ step: 2, status: 'error', values: filled });
    expect(reduce(failed, { type: 'submit', check: validateStep }).status).toBe('submitting');
  });

  it('Previous from a failed review leaves the error state (its message) behind', () => {
    const failed = reduce(reduce(at(2), { type: 'submit', check: validateStep }), {
      type: 'failed',
    });
    expect(reduce(failed, { type: 'previous' })).toEqual(at(1));
  });

  it('reset (after 3 s or Send Another Message) returns to an empty first step', () => {
    const done = reduce(reduce(at(2), { type: 'submit', check: validateStep }), {
      type: 'submitted',
    });
    expect(reduce(done, { type: 'reset' })).toEqual(idle);
  });

  it('a plan inquiry preselects the sales subject and keeps the plan', () => {
    const state = reduce(idle, { type: 'inquire', plan: 'professional' });
    expect(state.values).toMatchObject({ subject: 'sales', plan: 'professional' });
    expect(initialEnhancedContactState('custom_plan').values).toMatchObject({
      subject: 'sales',
      plan: 'custom_plan',
    });
  });
});

describe('enhanced contact posts (the route action)', () => {
  const leads = useSubmissionClock();

  it('reads only its fields, drops unknown answers and defaults to Next on step 1', () => {
    const post = parseEnhancedContactPost(
      formData({ name: 'Ada', howHeard: 'tv', plan: 'gold', step: '7', admin: '1' }),
    );
    expect(post).toEqual({
      values: { ...idle.values, name: 'Ada' },
      step: 0,
      intent: 'next',
    });
  });

  it('replays Next and Previous on the posted step', async () => {
    const next = await runEnhancedContactPost(
      formData({ ...filled, step: '0', intent: 'next' }),
      0,
    );
    expect(next.state).toMatchObject({ step: 1, stepError: null });
    const invalid = await runEnhancedContactPost(formData({ step: '0', intent: 'next' }), 0);
    expect(invalid.state).toMatchObject({ step: 0, stepError: { invalid: ['name', 'email'] } });
    const back = await runEnhancedContactPost(
      formData({ ...filled, step: '2', intent: 'previous' }),
      0,
    );
    expect(back.state).toMatchObject({ step: 1, values: filled });
    expect(leads.recorded).toEqual([]);
  });

  it('Complete records the lead and succeeds after 1 s, logging no values', async () => {
    let result: EnhancedContactState | undefined;
    void runEnhancedContactPost(formData({ ...filled, step: '2', intent: 'complete' }), 1000).then(
      ({ state }) => {
        result = state;
      },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ...idle, status: 'success' });
    expect(leads.recorded.map((lead) => [lead.form, lead.values])).toEqual([
      ['enhanced-contact', filled],
    ]);
    const logged = loggedText();
    expect(logged).not.toContain('Ada');
    expect(logged).not.toContain('dropping');
  });

  it('a Complete that is not stored ends in the error state with the data kept', async () => {
    leads.answerWith(() => Promise.resolve({ status: 'failed', reason: 'unavailable' }));
    const pending = runEnhancedContactPost(
      formData({ ...filled, step: '2', intent: 'complete' }),
      1000,
    );
    await vi.advanceTimersByTimeAsync(1000);
    const { state, failure } = await pending;
    expect(failure).toBe('unavailable');
    expect(state).toMatchObject({ step: 2, values: filled, status: 'error' });
  });
});
