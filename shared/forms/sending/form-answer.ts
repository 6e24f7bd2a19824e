import type { LeadFailure } from './lead-recorder.ts';

/**
 * The HTTP status of a form action's answer: 400 for invalid fields, 429 when the visitor's
 * address sent too many, 503 when the lead could not be stored, else 200. A post without
 * JavaScript gets the page with the form's state under this status, unless it was stored: then
 * a 303 to the page's success state (sent-page.ts).
 */
export function formAnswerStatus(outcome: {
  readonly status: string;
  readonly reason?: LeadFailure;
}): number {
  if (outcome.status === 'error') return 400;
  if (outcome.status !== 'failed') return 200;
  return outcome.reason === 'rate-limited' ? 429 : 503;
}
