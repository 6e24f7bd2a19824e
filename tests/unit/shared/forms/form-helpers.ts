import { afterEach, beforeEach, vi } from 'vitest';
import {
  setLeadRecorder,
  type LeadReceipt,
  type LeadSubmission,
  type RecordLead,
} from '#shared/forms/sending/lead-recorder.ts';

/** A form post as the browser sends it. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/**
 * For the tests of a submission: fake timers, so the 1 s minimum is stepped through; a silenced
 * console.info, so what the form logs can be read back with `loggedText`; and a lead recorder
 * in place of the request to the server, which keeps what it was given and answers `stored`
 * unless a test says otherwise.
 */
export function useSubmissionClock() {
  const recorded: LeadSubmission[] = [];
  let answer: () => Promise<LeadReceipt> = () => Promise.resolve({ status: 'stored' });
  let previous: RecordLead | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    recorded.length = 0;
    answer = () => Promise.resolve({ status: 'stored' });
    previous = setLeadRecorder((submission) => {
      recorded.push(submission);
      return answer();
    });
  });
  afterEach(() => {
    if (previous) setLeadRecorder(previous);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return {
    recorded,
    answerWith: (next: () => Promise<LeadReceipt>) => {
      answer = next;
    },
  };
}

/** Everything the forms logged through console.info in this test, as one string. */
export function loggedText(): string {
  return vi.mocked(console.info).mock.calls.flat().join(' ');
}
