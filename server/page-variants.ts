import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
 * Headers that belong to one response rather than to the page: the request id, framing, and the
 * representation headers this module sets itself per variant.
 */
const PER_RESPONSE = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
]);

/** The page's own headers as a fresh render set them (security headers, type, caching). */
export function pageHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
  }
  return headers;
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
  const variant = (encoded: Buffer, encoding: Encoding, suffix: string): Variant => {
    const etag = `"${hash}${suffix}"`;
    const common = { Vary: 'Accept-Encoding', ETag: etag };
    const coding = encoding === 'identity' ? {} : { 'Content-Encoding': encoding };
    return {
      body: encoded,
      etag,
      headers: { ...headers, ...common, ...coding, 'Content-Length': encoded.length },
      notModifiedHeaders: { ...headers, ...common },
    };
  };
  return {
    identity: variant(body, 'identity', ''),
    br: variant(br, 'br', '-br'),
    gzip: variant(gz, 'gzip', '-gz'),
  };
}

const encodingMemo = new Map<string, Encoding>();

/** The best coding an Accept-Encoding header allows: brotli, then gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = encodingMemo.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  const chosen: Encoding = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : 'identity';
  // Clients send a handful of distinct headers; the bound keeps odd ones from growing the map.
  if (encodingMemo.size >= 100) encodingMemo.clear();
  encodingMemo.set(header, chosen);
  return chosen;
}

/** If-None-Match against the page's validators (weak comparison, as the header requires). */
export function matchesEtag(header: string, variants: Variants): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === variants.identity.etag || tag === variants.br.etag || tag === variants.gzip.etag;
  });
}
