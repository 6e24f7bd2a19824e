import { describe, expect, it, vi } from 'vitest';
import { lazyValidator } from '#shared/forms/lazy-validator.ts';

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
});
