import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { Router, type Response } from 'express';
import * as z from 'zod';
import { ipLiteral, isPublicUnicastAddress } from './address-policy.ts';

export interface ImageProbeOptions {
  /** Origin of this site: URLs on it are checked on disk, never fetched. */
  readonly siteUrl: string;
  /** Folder served at /images. */
  readonly imagesDir: string;
  /** Exact host names that may be probed over the network (IMAGE_PROBE_HOSTS). */
  readonly allowedHosts: readonly string[];
  readonly timeoutMs?: number;
  readonly maxConcurrent?: number;
  /** Ports remote URLs may name; the default ports only unless a test says otherwise. */
  readonly allowedPorts?: readonly string[];
  /** Seams for tests: DNS and the address rule. Production uses the defaults. */
  readonly resolve?: typeof dnsLookup;
  readonly isAddressAllowed?: (address: string) => boolean;
}

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

const querySchema = z.object({ url: z.string().min(1).max(2048) });

type ProbeResult = { status: number; body: { ok: boolean; contentType?: string; error?: string } };

const refused = (error: string): ProbeResult => ({ status: 403, body: { ok: false, error } });
const badRequest = (error: string): ProbeResult => ({ status: 400, body: { ok: false, error } });
const notAnImage: ProbeResult = { status: 404, body: { ok: false } };

class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

/** A same-site /images path, checked on disk. Decoding and containment stop traversal. */
async function probeLocal(imagesDir: string, pathname: string): Promise<ProbeResult> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/images/'.length));
  } catch {
    return badRequest('Malformed URL');
  }
  const root = path.resolve(imagesDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep) || relative.includes('\0')) return notAnImage;
  const contentType = imageTypes[path.extname(file).toLowerCase()];
  if (!contentType) return notAnImage;
  try {
    const info = await stat(file);
    return info.isFile() ? { status: 200, body: { ok: true, contentType } } : notAnImage;
  } catch {
    return notAnImage;
  }
}

/**
 * Resolves every A/AAAA record and refuses the connection if any of them is not public. Running
 * inside the socket's connect (not before it) closes the DNS-rebinding gap.
 */
function guardedLookup(
  resolve: typeof dnsLookup,
  isAllowed: (address: string) => boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (list.length === 0 || list.some((entry) => !isAllowed(entry.address))) {
        return callback(
          new BlockedAddressError(`${hostname} resolves to a refused address`),
          '',
          0,
        );
      }
      if (options.all) return callback(null, list);
      const first = list[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

function headRequest(url: URL, lookup: LookupFunction, timeoutMs: number): Promise<ProbeResult> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      { method: 'HEAD', lookup, agent: false, timeout: timeoutMs },
      (response) => {
        response.resume();
        const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        // Redirects are not followed: a 3xx is "not an image here".
        if (response.statusCode === 200 && type.startsWith('image/')) {
          resolve({ status: 200, body: { ok: true, contentType: type } });
        } else {
          resolve(notAnImage);
        }
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      if (error instanceof BlockedAddressError) resolve(refused('Address not allowed'));
      else if (error.message === 'timeout')
        resolve({ status: 504, body: { ok: false, error: 'Timed out' } });
      else resolve({ status: 502, body: { ok: false, error: 'Unreachable' } });
    });
    request.end();
  });
}

function send(res: Response, result: ProbeResult): void {
  res.status(result.status).setHeader('Cache-Control', 'no-store').json(result.body);
}

/** GET|HEAD /api/image-probe?url=…: does this URL hold an image? Built to OWASP's SSRF advice. */
export function imageProbeRoutes(options: ImageProbeOptions): Router {
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxConcurrent = options.maxConcurrent ?? 8;
  const allowedHosts = new Set(options.allowedHosts);
  // WHATWG URL drops default ports, so '' is http:80 or https:443.
  const allowedPorts = new Set(options.allowedPorts ?? ['']);
  const isAllowed = options.isAddressAllowed ?? isPublicUnicastAddress;
  const lookup = guardedLookup(options.resolve ?? dnsLookup, isAllowed);
  const siteOrigin = new URL(options.siteUrl).origin;
  let inFlight = 0;

  async function probe(raw: unknown): Promise<ProbeResult> {
    const query = querySchema.safeParse(raw);
    if (!query.success) return badRequest('The url parameter is required');
    let url: URL;
    try {
      url = new URL(query.data.url, `${siteOrigin}/`);
    } catch {
      return badRequest('Malformed URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return badRequest('Only http and https URLs');
    if (url.username || url.password) return badRequest('Credentials are not allowed in the URL');
    if (url.origin === siteOrigin) {
      return url.pathname.startsWith('/images/')
        ? probeLocal(options.imagesDir, url.pathname)
        : notAnImage;
    }
    const literal = ipLiteral(url.hostname);
    if (literal && !isAllowed(literal)) return refused('Address not allowed');
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    if (!allowedHosts.has(host)) return refused('Host not allowed');
    if (!allowedPorts.has(url.port)) return refused('Port not allowed');
    if (inFlight >= maxConcurrent) return { status: 503, body: { ok: false, error: 'Busy' } };
    inFlight += 1;
    try {
      return await headRequest(url, lookup, timeoutMs);
    } finally {
      inFlight -= 1;
    }
  }

  const router = Router();
  router.get('/api/image-probe', async (req, res) => {
    const result = await probe(req.query);
    if (result.status === 503) res.setHeader('Retry-After', '1');
    send(res, result);
  });
  return router;
}
