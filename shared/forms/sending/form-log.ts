import type { LeadForm } from './lead-recorder.ts';

/**
 * A submission that was not stored: which form, why, and field names only, never the values.
 * (A stored one is logged by the server with its lead id and form.)
 */
export interface FormSubmissionEntry {
  readonly form: LeadForm;
  readonly outcome: 'invalid' | 'failed';
  readonly fields: readonly string[];
}

export type FormLogSink = (entry: FormSubmissionEntry) => void;

/** In the browser, the console (the lead itself went to the server). */
const consoleSink: FormLogSink = (entry) => {
  console.info(JSON.stringify({ msg: 'form submission', ...entry }));
};

let sink: FormLogSink = consoleSink;

/**
 * Where submissions are logged. The server sets a sink that writes through pino with the
 * request id (no-JavaScript posts run the same actions there); the browser keeps the console.
 * Returns the sink it replaces, so a test can put it back.
 */
export function setFormLogSink(next: FormLogSink): FormLogSink {
  const previous = sink;
  sink = next;
  return previous;
}

/** Values are never logged, so no personal data reaches server logs or the browser console. */
export function logFormSubmission(
  form: LeadForm,
  outcome: 'invalid' | 'failed',
  fields: readonly string[],
): void {
  sink({ form, outcome, fields: [...fields] });
}
