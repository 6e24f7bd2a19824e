import { data, redirect } from 'react-router-dom';
import { listedQuery, pathOf } from '../../routing/route-manifest.ts';
import { formAnswerStatus } from './form-answer.ts';
import type { LeadFailure } from './lead-recorder.ts';

/**
 * A lead form's page in its success state: `?sent=1`, a parameter its route declares, so the
 * state is one more page of the site, the same HTML for everyone and cached as any other. What
 * the visitor typed never goes into it.
 */
export const SENT_PARAM = 'sent';

/**
 * The pages that show a form's success state for `?sent=1`; each lists `sent` in its route's
 * `query` (checked by tests/unit/shared/forms/sending/sent-page.test.ts). Written out rather than
 * derived from the route table: the table's type depends on the page modules, whose actions
 * name these ids.
 */
export type SentRouteId =
  'contact' | 'demo-request' | 'enhanced-contact' | 'newsletter' | 'webinars';

/**
 * The address of route `id` in its success state: its own path (never the path as posted, which
 * could read as another host), the parameters it declares from the post's address (a list's
 * filters), `sent=1`, and a fragment to scroll to the form.
 */
export function sentAddress(id: SentRouteId, postedUrl: string, hash = ''): string {
  const params = new URLSearchParams(listedQuery(id, new URL(postedUrl).search));
  params.set(SENT_PARAM, '1');
  return `${pathOf(id)}?${params.toString()}${hash}`;
}

/** Whether a page's address asks for the success state. */
export function isSentSearch(id: SentRouteId, search: string): boolean {
  return new URLSearchParams(listedQuery(id, search)).get(SENT_PARAM) === '1';
}

interface FormPostAnswer {
  /** The page the form belongs to, and so where a stored post is sent. */
  readonly page: SentRouteId;
  readonly request: Request;
  /** The answer's status when it is a page: 400 invalid, 429, 503, or 200 (a step, a success). */
  readonly status: number;
  /** The lead was stored. */
  readonly stored: boolean;
  /** Where on the page the form is, e.g. `#newsletter`. */
  readonly hash?: string;
}

/**
 * What a lead form's route action answers. In the browser (a fetcher: the JavaScript path) the
 * result itself, as before. On the server (a post without JavaScript) a stored lead is answered
 * with 303 to the page's success state (Post/Redirect/Get), so Reload and Back show that page
 * again instead of sending the lead once more; anything else is the page with the form's
 * state, values kept, under its status.
 */
export function answerFormPost<Result>(
  result: Result,
  { page, request, status, stored, hash }: FormPostAnswer,
): Response | ReturnType<typeof data<Result>> {
  if (stored && typeof window === 'undefined') {
    return redirect(sentAddress(page, request.url, hash), 303);
  }
  return data(result, { status });
}

/**
 * `answerFormPost` for a form whose result says how it went: `success` is stored, and the status
 * follows from the result (formAnswerStatus).
 */
export function answerLeadPost<Result extends { status: string; reason?: LeadFailure }>(
  result: Result,
  page: SentRouteId,
  request: Request,
  hash = '',
): Response | ReturnType<typeof data<Result>> {
  const stored = result.status === 'success';
  return answerFormPost(result, { page, request, status: formAnswerStatus(result), stored, hash });
}
