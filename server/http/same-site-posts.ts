import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Whether a POST comes from one of the site's own pages. A browser says so in Sec-Fetch-Site
 * (every current one): `same-origin`, or `none` when the visitor did it themselves. Older
 * browsers send Origin, or at least Referer, which must then be the site's own origin. A request
 * with none of the three is not a browser's cross-site post (curl, a server, a monitor), so it
 * is let through, to the same validation, limits and spam checks as any other.
 */
export function isSameSitePost(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.origin;
  if (typeof origin === 'string') return origin === siteOrigin;
  const referer = headers.referer;
  if (typeof referer === 'string') return originOf(referer) === siteOrigin;
  return true;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses, with 403, form posts made from another site (a page elsewhere posting leads, or
 * posting on a visitor's behalf): the lead API's and the forms' own posts without JavaScript.
 */
export function sameSitePostsOnly(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method !== 'POST' || isSameSitePost(req.headers, siteOrigin)) {
      next();
      return;
    }
    req.log.warn({ fetchSite: req.headers['sec-fetch-site'] }, 'cross-site post refused');
    res.status(403).setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) res.json({ status: 'forbidden' });
    else res.type('text/plain').send("Forbidden: forms are sent from this site's own pages.");
  };
}
