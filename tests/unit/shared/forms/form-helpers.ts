import { afterEach, beforeEach, vi } from 'vitest';

/** A form post as the browser sends it. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/**
 * For the tests of a simulated submission: fake timers, so the submit delay is stepped through,
 * and a silenced console.info, so what the form logs can be read back with `loggedText`.
 */
export function useSubmissionClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** Everything the forms logged through console.info in this test, as one string. */
export function loggedText(): string {
  return vi.mocked(console.info).mock.calls.flat().join(' ');
}
