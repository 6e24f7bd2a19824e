import { describe, expect, it, vi } from 'vitest';
import type { FormEvent } from 'react';
import { checksOrResubmit, lazyValidator } from '#shared/forms/fields/lazy-validator.ts';

describe('lazy form validation', () => {
  it('loads the checks once, on first use, and tells its subscribers', async () => {
    const validate = (values: Record<'email', string>) =>
      values.email ? {} : { email: 'Email is required' };
    const load = vi.fn(async () => validate);
    const validator = lazyValidator(load);
    const listener = vi.fn();
    validator.subscribe(listener);

    expect(validator.current()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([validator.load(), validator.load()]);
    expect(first).toBe(validate);
    expect(second).toBe(validate);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(validator.current()?.({ email: '' })).toEqual({ email: 'Email is required' });
  });

  it('a submit before the checks loaded is cancelled, then sent again by the same button once they have', async () => {
    const validate = () => ({});
    const validator = lazyValidator(async () => validate);
    const form = { requestSubmit: vi.fn() };
    const complete = { name: 'intent', value: 'complete' };
    const event = {
      preventDefault: vi.fn(),
      currentTarget: form,
      nativeEvent: { submitter: complete },
    };
    const submit = event as unknown as FormEvent<HTMLFormElement>;

    expect(checksOrResubmit(submit, validator)).toBeNull();
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    await validator.load();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
    expect(form.requestSubmit).toHaveBeenCalledWith(complete);

    // The second time round the checks are there: the submit goes on.
    expect(checksOrResubmit(submit, validator)).toBe(validate);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });
});
