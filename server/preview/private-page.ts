/**
 * Headers of an answer meant for one reader (a preview link's page or data, found or not): no
 * cache keeps it, the proxy's included; no search engine indexes it; and no link on it sends its
 * address (the link's token) onwards as a Referer.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;
