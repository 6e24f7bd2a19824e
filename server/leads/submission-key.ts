import { createHash } from 'node:crypto';
import type { LeadSubmission } from '#shared/forms/lead-recorder.ts';

/** Without JavaScript a post carries no id of its own: the same content within this is one. */
export const SAME_POST_WINDOW_MS = 10 * 60 * 1000;

/**
 * What makes two submissions the same one. `key` is stored (unique); a submission whose key is
 * already there is not kept again. Without JavaScript the key names the ten minutes the post
 * arrived in, so a resend just after the turn of a period (a reload's "send again" a minute
 * later) would get a new one: `earlier` is the key it would have had in the period before, the
 * same submission if kept since `since`.
 */
export interface SubmissionKey {
  readonly key: string;
  readonly earlier: { readonly key: string; readonly since: number } | null;
}

function hashOf(submission: LeadSubmission, sending: string): string {
  const fields = Object.entries(submission.values).sort(([a], [b]) => a.localeCompare(b));
  // Hashed: the key holds nothing readable of the fields.
  return createHash('sha256')
    .update(JSON.stringify([submission.form, fields, sending]))
    .digest('base64url');
}

/**
 * The form, its fields, and the id the browser gives a page view's sending (a double press or a
 * retry after a lost answer sends the same id), or, without JavaScript, when it arrived.
 */
export function submissionKey(submission: LeadSubmission, now = Date.now()): SubmissionKey {
  if (submission.submissionId) {
    // The API takes only 32 hex digits as an id, so it never reads as a period below.
    return { key: hashOf(submission, submission.submissionId), earlier: null };
  }
  const period = Math.floor(now / SAME_POST_WINDOW_MS);
  return {
    key: hashOf(submission, `window-${period}`),
    earlier: { key: hashOf(submission, `window-${period - 1}`), since: now - SAME_POST_WINDOW_MS },
  };
}
