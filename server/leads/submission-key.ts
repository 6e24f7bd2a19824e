import { createHash } from 'node:crypto';
import type { LeadSubmission } from '#shared/forms/sending/lead-recorder.ts';

/** Without JavaScript a post carries no id of its own: the same content within this is one. */
export const SAME_POST_WINDOW_MS = 10 * 60 * 1000;

/**
 * What makes two submissions the same one. `key` is stored (unique): a copy whose key is
 * already there is not kept again. Without JavaScript the key names the ten minutes the post
 * arrived in, so a copy on the other side of a turn of ten minutes has another key: a resend a
 * minute after the turn, or a copy that arrived together with this one but read a clock (its
 * replica's) just across the turn. `neighbours` are the keys the same submission has in the
 * periods before and after; a copy under one of them is the same submission if it arrived
 * within `within` (ten minutes either side).
 */
export interface SubmissionKey {
  readonly key: string;
  readonly neighbours: readonly [before: string, after: string] | null;
  readonly within: { readonly from: number; readonly until: number };
  /**
   * The same for every copy of this content, whenever it is sent: copies that arrive together
   * take turns on it, so each one's check sees the copy kept a moment before.
   */
  readonly turn: number;
}

function digestOf(submission: LeadSubmission, sending: string | null): Buffer {
  const fields = Object.entries(submission.values).sort(([a], [b]) => a.localeCompare(b));
  // Hashed: the key holds nothing readable of the fields.
  return createHash('sha256')
    .update(JSON.stringify([submission.form, fields, sending]))
    .digest();
}

const keyOf = (submission: LeadSubmission, sending: string) =>
  digestOf(submission, sending).toString('base64url');

/**
 * The form, its fields, and the id the browser gives a page view's sending (a double press or a
 * retry after a lost answer sends the same id), or, without JavaScript, when it arrived.
 */
export function submissionKey(submission: LeadSubmission, now = Date.now()): SubmissionKey {
  // 32 bits of the content's digest, as PostgreSQL's advisory locks take them.
  const turn = digestOf(submission, null).readInt32BE(0);
  const within = { from: now - SAME_POST_WINDOW_MS, until: now + SAME_POST_WINDOW_MS };
  if (submission.submissionId) {
    // The API takes only 32 hex digits as an id, so it never reads as a period below.
    return { key: keyOf(submission, submission.submissionId), neighbours: null, within, turn };
  }
  const period = Math.floor(now / SAME_POST_WINDOW_MS);
  return {
    key: keyOf(submission, `window-${period}`),
    neighbours: [
      keyOf(submission, `window-${period - 1}`),
      keyOf(submission, `window-${period + 1}`),
    ],
    within,
    turn,
  };
}
