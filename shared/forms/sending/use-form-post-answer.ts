import { useActionData, useLocation } from 'react-router-dom';
import { isSentSearch, type SentRouteId } from './sent-page.ts';

/**
 * What a page hands its lead form from the server: the answer to a post without JavaScript
 * (errors or a failure, values kept), else `sent` when the address is the page's success state
 * (where a stored post was sent), else nothing. The post's own answer wins: a page already at
 * `?sent=1` may post again.
 */
export function useFormPostAnswer<Result>(page: SentRouteId, sent: Result): Result | undefined {
  // The page's action answers with its form's result type.
  const answer = useActionData<unknown>() as Result | undefined;
  const { search } = useLocation();
  if (answer !== undefined) return answer;
  return isSentSearch(page, search) ? sent : undefined;
}
