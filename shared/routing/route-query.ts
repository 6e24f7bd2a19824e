import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { listedQuery, type QueryParamOf, type RouteId } from './route-manifest.ts';

/** A page's view of the query string: only the parameters its route entry lists. */
export interface RouteQuery<Id extends RouteId> {
  get(name: QueryParamOf<Id>): string | null;
  /** The listed parameters as a query string ("?a=1", or "" when none is given). */
  readonly search: string;
}

/**
 * Reads `search` as route `id` may: a name the route table does not list is a type error, and
 * an unlisted parameter in the URL is never seen, in the browser as on the server (which renders
 * from the listed ones only).
 */
export function readRouteQuery<Id extends RouteId>(id: Id, search: string): RouteQuery<Id> {
  const listed = listedQuery(id, search);
  const params = new URLSearchParams(listed);
  return { get: (name) => params.get(name), search: listed };
}

/** `readRouteQuery` for the current location. */
export function useRouteQuery<Id extends RouteId>(id: Id): RouteQuery<Id> {
  const { search } = useLocation();
  return useMemo(() => readRouteQuery(id, search), [id, search]);
}
