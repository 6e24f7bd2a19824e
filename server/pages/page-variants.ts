import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  /** Everything the response carries, computed once: a hit only writes it. */
  readonly headers: OutgoingHttpHeaders;
  readonly notModifiedHeaders: OutgoingHttpHeaders;
}

export type Variants = Readonly<Record<Encoding, Variant>>;

/**
 * The headers a kept page is replayed with: what describes the page itself. An allow-list, so a
 * header some middleware adds for one visitor (`Set-Cookie` above all) is never sent to the
 * next ones from memory. Framing, `ETag` and `Content-Encoding` are set per variant below.
 */
const KEPT_HEADERS = new Set([
  'content-type',
  'content-language',
  'cache-control',
  'vary',
  'link',
  // helmet's security headers (server/http/security.ts).
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** The page's own headers as a fresh render set them (security headers, type, caching). */
export function pageHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (value !== undefined && KEPT_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

/** The page's own `Vary` plus Accept-Encoding, which the variants differ by. */
function varyWithEncoding(vary: OutgoingHttpHeaders[string]): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding'))
    names.push('Accept-Encoding');
  return names.join(', ');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of a page, made on libuv's thread pool (off the event loop). `best`
 * spends a high brotli quality (10: within 2% of 11 at a third of its time; hundreds of ms,
 * once per page of the site); other entries, which
 * anyone can cause, get a cheap quality so a flood of them cannot buy much CPU.
 */
export async function buildVariants(
  body: Buffer,
  headers: OutgoingHttpHeaders,
  best: boolean,
): Promise<Variants> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? 10 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: best ? 9 : 6 }),
  ]);
  // Strong validators: one per representation, since the bytes differ per content coding.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const { vary: pageVary, ...pageOwn } = headers;
  const vary = varyWithEncoding(pageVary);
  const variant = (encoded: Buffer, encoding: Encoding, suffix: string): Variant => {
    const etag = `"${hash}${suffix}"`;
    const common = { vary, ETag: etag };
    const coding = encoding === 'identity' ? {} : { 'Content-Encoding': encoding };
    return {
      body: encoded,
      etag,
      headers: { ...pageOwn, ...common, ...coding, 'Content-Length': encoded.length },
      notModifiedHeaders: { ...pageOwn, ...common },
    };
  };
  return {
    identity: variant(body, 'identity', ''),
    br: variant(br, 'br', '-br'),
    gzip: variant(gz, 'gzip', '-gz'),
  };
}

const encodingMemo = new Map<string, Encoding | undefined>();

const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The best coding a kept page holds that an Accept-Encoding header allows, by q-value, brotli then
 * gzip among equals; undefined when it allows none of them (only deflate, or nothing), and a fresh
 * render answers instead. Read by `negotiator` as the compression middleware reads it (same
 * library, same preference), so a page from memory and a fresh render of it are sent in the same
 * coding; where a fresh render would be deflated (`*` ranks deflate first), a kept page is sent in
 * the best coding it holds that the header takes.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return 'identity';
  if (encodingMemo.has(header)) return encodingMemo.get(header);
  const negotiated = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(
    ENCODINGS,
    PREFERRED,
  );
  const chosen = ENCODINGS.find((encoding) => encoding === negotiated);
  // Clients send a handful of distinct headers; the bound keeps odd ones from growing the map.
  if (encodingMemo.size >= 100) encodingMemo.clear();
  encodingMemo.set(header, chosen);
  return chosen;
}

/**
 * Whether a conditional request may be answered 304: its If-None-Match is compared (weakly, as
 * RFC 9110 requires for it) with the ETag of the representation being sent, by `fresh`, the
 * check Express itself uses. A brotli tag therefore never validates a gzip answer.
 */
export function isNotModified(requestHeaders: IncomingHttpHeaders, variant: Variant): boolean {
  return fresh(requestHeaders, { etag: variant.etag });
}
