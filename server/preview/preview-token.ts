import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Preview links: `/blog/preview/<slug>/<expires>.<signature>`, where the signature is an
 * HMAC-SHA256 of the slug and the expiry (seconds since the epoch) keyed by PREVIEW_SECRET. The
 * server keeps no list of links: a link is good while its signature matches the secret it runs
 * with and its time has not passed, so changing or erasing the secret revokes every link.
 */

/** How long a link works unless its maker says otherwise. */
export const DEFAULT_PREVIEW_DAYS = 7;
/** The longest a link may be made for: a forgotten link should not work for ever. */
export const MAX_PREVIEW_DAYS = 90;
export const PREVIEW_PREFIX = '/blog/preview/';

const DAY_MS = 86_400_000;
/** The signature is the HMAC's 32 bytes, base64url. */
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, slug: string, expires: number): Buffer {
  // Versioned and separated, so no other message signed with the secret can pass for a link.
  return createHmac('sha256', secret).update(`blog-preview:v1\n${slug}\n${expires}`).digest();
}

/** The token of a link to `slug` that works until `expiresAt` (rounded down to a second). */
export function previewToken(secret: string, slug: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(secret, slug, expires).toString('base64url')}`;
}

/** The path of a preview link, and the moment it stops working. */
export function previewPath(
  secret: string,
  slug: string,
  { now = new Date(), days = DEFAULT_PREVIEW_DAYS }: { now?: Date; days?: number } = {},
): { path: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  return { path: `${PREVIEW_PREFIX}${slug}/${previewToken(secret, slug, expiresAt)}`, expiresAt };
}

/**
 * Whether a token opens `slug` at `now`: its signature matches (compared in constant time) and
 * it has not expired. Every failure is the same `null`, so no answer says which check failed.
 */
export function verifyPreviewToken(
  secret: string | undefined,
  slug: string,
  token: string,
  now: Date = new Date(),
): { expiresAt: Date } | null {
  if (!secret) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const expires = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = signature(secret, slug, expires);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  if (!signed || expires * 1000 <= now.getTime()) return null;
  return { expiresAt: new Date(expires * 1000) };
}
