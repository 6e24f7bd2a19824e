import { matchRoutes } from 'react-router-dom';
import * as z from 'zod/mini';
import {
  listedQuery,
  routeEntries,
  SUBSCRIBED_PARAM,
  type RouteId,
} from '../../routing/route-manifest.ts';
import { RETURN_FIELD } from './newsletter-fields.ts';

/** The boxes that post to /newsletter, by their id prefix; the footer's is on every page. */
const NEWSLETTER_BOXES: ReadonlySet<string> = new Set([
  'footer-newsletter',
  'post-subscribe',
  'author-subscribe',
  'category-subscribe',
  'newsletter-page',
]);
const FOOTER_BOX = 'footer-newsletter';

/**
 * A path on this site as a box posts it: one leading `/` (`//host` and `/\host` would read as
 * another host), no backslash, space or control character, and not absurdly long.
 */
const sitePath = z.string().check(z.maxLength(2000), z.regex(/^\/(?![/\\])[^\\\s\p{Cc}]*$/u));

/** The routes a box may send a visitor back to: pages with an address of their own. */
const pageRoutes = routeEntries
  .filter((entry) => entry.path !== '*' && !('private' in entry))
  .map((entry) => ({ id: entry.id, path: entry.path }));

interface Page {
  readonly url: URL;
  readonly id: RouteId;
}

/** The page an address on this site shows, or null for another host or no page. */
function pageAt(address: URL | null, origin: string): Page | null {
  // `/a/..//host` resolves to the path `//host`, which a Location would read as a host.
  if (address?.origin !== origin || address.pathname.startsWith('//')) return null;
  const id = matchRoutes(pageRoutes, address.pathname)?.at(-1)?.route.id as RouteId | undefined;
  return id ? { url: address, id } : null;
}

function parsed(address: string, base?: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/**
 * Where a newsletter box's post without JavaScript is sent once the address is stored: the page
 * it was on, at the box, with the parameters that page reads (a list's filters, from the
 * Referer, which a browser sends in full to this site) and `subscribed=<box>` (the box the post
 * names, else the footer's). The page is the path the box posts, else the Referer's on this
 * site. Never the visitor's address. Null when neither names a page of this site: the caller
 * sends the visitor to /newsletter's own success state.
 */
export function newsletterReturnAddress(formData: FormData, request: Request): string | null {
  const origin = new URL(request.url).origin;
  const posted = formData.get(RETURN_FIELD);
  const [path = '', box = ''] = typeof posted === 'string' ? posted.split('#', 2) : [];
  const returnTo = sitePath.safeParse(path);
  const referer = request.headers.get('referer');
  const fromReferer = referer ? pageAt(parsed(referer), origin) : null;
  const page =
    (returnTo.success ? pageAt(parsed(returnTo.data, origin), origin) : null) ?? fromReferer;
  if (!page) return null;
  const samePage = fromReferer?.url.pathname === page.url.pathname;
  const params = new URLSearchParams(
    listedQuery(page.id, page.url.search || (samePage ? (fromReferer?.url.search ?? '') : '')),
  );
  const shown = NEWSLETTER_BOXES.has(box) ? box : FOOTER_BOX;
  params.set(SUBSCRIBED_PARAM, shown);
  return `${page.url.pathname}?${params.toString()}#${shown}`;
}
