export type FormName = 'newsletter' | 'contact' | 'enhanced-contact' | 'demo-request';

/** One submission: which form, the outcome and field names only, never the values. */
export interface FormSubmissionEntry {
  readonly form: FormName;
  readonly outcome: 'accepted' | 'invalid';
  readonly fields: readonly string[];
}

export type FormLogSink = (entry: FormSubmissionEntry) => void;

/** The browser's simulated submit logs to the console: nothing leaves the page. */
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
  form: FormName,
  outcome: 'accepted' | 'invalid',
  fields: readonly string[],
): void {
  sink({ form, outcome, fields: [...fields] });
}
