import { queryNamesOf, routeEntries, type RouteId } from './route-manifest.ts';

/**
 * The query parameters each page reads while rendering, from the route table (`queryNamesOf`). The
 * server's page cache keys a page by its path plus these parameters only (and renders it from
 * that URL), so tracking tags and other parameters a page ignores never create cache entries.
 */
export const PAGE_QUERY_PARAMS: Partial<Record<RouteId, readonly string[]>> = Object.fromEntries(
  routeEntries.flatMap((entry) => {
    const names = queryNamesOf(entry);
    return names.length > 0 ? [[entry.id, names]] : [];
  }),
);
