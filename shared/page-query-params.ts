import type { RouteId } from './route-manifest.ts';

/**
 * The query parameters each page reads while rendering, in a fixed order. The server's page
 * cache keys a page by its path plus these parameters only (and renders it from that URL), so
 * tracking tags and other parameters a page ignores never create cache entries. A page that
 * starts reading a parameter must list it here, or the server will render it without it.
 */
export const PAGE_QUERY_PARAMS: Partial<Record<RouteId, readonly string[]>> = {
  blog: ['category', 'tag', 'search'],
  'enhanced-contact': ['plan'],
  'case-studies': ['industry'],
  'solution-guides': ['q', 'category', 'industry'],
  'success-stories': ['q', 'industry'],
  tutorials: ['q', 'category', 'level'],
  webinars: ['q', 'category', 'upcoming'],
};
