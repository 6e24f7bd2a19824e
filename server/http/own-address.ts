import type { RequestHandler } from 'express';

/** HTML redirects are cached like the pages they lead to (see render.tsx). */
const REDIRECT_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/**
 * What addresses of one page have in common: escapes of plain characters decoded (an escaped
 * slash is left alone, as the router does), lower case, no trailing slash.
 */
function looseForm(path: string): string {
  let form = path;
  if (form.includes('%') && !/%2f/i.test(form)) {
    try {
      form = decodeURIComponent(form);
    } catch {
      // Undecodable paths are answered with a 400 before this point.
    }
  }
  form = form.toLowerCase();
  return form.length > 1 && form.endsWith('/') ? form.slice(0, -1) : form;
}

/**
 * One address per page. The router matches paths regardless of case and with a trailing slash,
 * so `/PRICING` and `/pricing/` would each render, name themselves canonical and take a cache
 * entry of their own: a GET or HEAD for a path that differs from a page's own path only by case,
 * a trailing slash or escaped plain characters gets a 301 to the own path, its query kept, and
 * so does a page's address with an empty query (`/pricing?`). Anything else goes on unchanged
 * (unknown paths stay 404).
 */
export function ownAddressRedirects(ownPaths: readonly string[]): RequestHandler {
  const own = new Set(ownPaths);
  const byLooseForm = new Map(ownPaths.map((path) => [looseForm(path), path]));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    const queryAt = req.originalUrl.indexOf('?');
    // `/?` is another address of `/` to a browser: a link to `/?#faq` from `/` loads the page
    // again instead of jumping within it (the menus' section links, nav-item-link.tsx).
    const bareQuery = queryAt === req.originalUrl.length - 1;
    const target = own.has(path) ? path : byLooseForm.get(looseForm(path));
    if (target === undefined || (target === path && !bareQuery)) return next();
    res.setHeader('Cache-Control', REDIRECT_CACHE_CONTROL);
    res.redirect(
      301,
      queryAt === -1 || bareQuery ? target : target + req.originalUrl.slice(queryAt),
    );
  };
}
