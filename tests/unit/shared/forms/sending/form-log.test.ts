import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  logFormSubmission,
  setFormLogSink,
  type FormSubmissionEntry,
} from '../../../../../shared/forms/sending/form-log.ts';

describe('form submission log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes to the console by default, with field names only', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logFormSubmission('contact', 'invalid', ['name', 'email']);
    expect(info).toHaveBeenCalledWith(
      '{"msg":"form submission","form":"contact","outcome":"invalid","fields":["name","email"]}',
    );
  });

  it('goes to the sink the server sets instead of the console', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const entries: FormSubmissionEntry[] = [];
    const previous = setFormLogSink((entry) => entries.push(entry));
    try {
      logFormSubmission('newsletter', 'invalid', ['email']);
    } finally {
      // The sink is module state: left set, it would swallow other tests' console logs.
      setFormLogSink(previous);
    }
    expect(entries).toEqual([{ form: 'newsletter', outcome: 'invalid', fields: ['email'] }]);
    expect(info).not.toHaveBeenCalled();
  });
});
