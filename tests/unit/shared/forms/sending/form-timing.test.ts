import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSuccessDisplay, submitDelayMs } from '#shared/forms/sending/form-timing.ts';
import { visibleErrors } from '#shared/forms/fields/use-form-state.ts';

describe('form timings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns to idle exactly 3 s after a success', () => {
    const onDone = vi.fn();
    afterSuccessDisplay(onDone);
    vi.advanceTimersByTime(2999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('does not reset a form that went away or was reset by hand', () => {
    const onDone = vi.fn();
    const cancel = afterSuccessDisplay(onDone);
    vi.advanceTimersByTime(1500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('simulates the delay in the browser only: the server answers at once', () => {
    expect(submitDelayMs()).toBe(0);
    vi.stubGlobal('window', {});
    try {
      expect(submitDelayMs()).toBe(1000);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('visible errors', () => {
  const errors = { name: 'Name is required', email: 'Invalid email address' };

  it('shows nothing before a field is touched or the form submitted', () => {
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
  });

  it('shows the errors of touched fields only', () => {
    expect(visibleErrors(errors, new Set(['email']), false)).toEqual({
      email: 'Invalid email address',
    });
  });

  it('shows every error after a submit attempt', () => {
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });
});
