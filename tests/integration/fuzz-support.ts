import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseEnv } from '#server/ops/env.ts';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { createHttpServer, transportLimits } from '#server/http/transport.ts';
import { createTestApp, TEST_SITE_URL } from './app-harness.ts';

/** Shared pieces of the property-based request tests: budget, generators and invariants. */

/**
 * Generated requests per property. The target is 10,000; FUZZ_RUNS overrides it and FUZZ_SEED
 * replays a failure (fast-check prints the seed and path when a property fails).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/**
 * A safety cap per property: on this 2-core machine each makes its 10,000 requests in 5-16 s (two
 * files, run side by side); on a much slower machine a property stops here and passes with its
 * count printed, instead of holding `npm test` up.
 */
export const FUZZ_TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 40_000);

/** Text that only files outside the public folders contain: none may ever be served. */
const SECRET_MARKERS = [
  '"devDependencies"', // package.json
  '"compilerOptions"', // tsconfig.json
  'createApp(', // server source and bundle
  '"routeChunks"', // dist/client/manifest.json
  'root:x:0:0', // /etc/passwd
  'repositoryformatversion', // .git/config
  'FROM node', // Dockerfile
];

/**
 * The app on a loopback port behind the production HTTP server and its limits (a keep-alive
 * timeout of Node's default 5 s would race the client's reuse of idle connections).
 */
export async function listen(app: http.RequestListener): Promise<http.Server> {
  const server = createHttpServer(app, transportLimits(parseEnv({})));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export function origin(server: http.Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A response as it came off the wire: nothing decoded, nothing followed. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/** One request over `agent`, body and headers exactly as given. */
export function sendRaw(
  agent: http.Agent,
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname,
        port,
        method,
        path: target,
        // Framed as any real client frames a body (Node would send it bare after a GET).
        headers:
          body === undefined ? headers : { 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Requests in flight at once: a property checks a batch of generated requests per run, sent
 * together, so the server (not the round trips) sets the pace. A failing batch still shrinks
 * to the one request that fails.
 */
const BATCH = 8;

export interface FuzzTarget {
  /** One request as generated, over a keep-alive connection of the batch's pool. */
  readonly send: (
    method: string,
    target: string,
    headers?: Record<string, string>,
    body?: string,
  ) => Promise<RawAnswer>;
  /** Runs a property within the budget, prints its count, then checks the app still answers. */
  readonly check: <T>(
    name: string,
    arbitrary: fc.Arbitrary<T>,
    run: (value: T) => Promise<void>,
  ) => Promise<void>;
}

/** The real app on a loopback port for one test file, started before and closed after it. */
export function fuzzTarget(): FuzzTarget {
  let server: http.Server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
  beforeAll(async () => {
    server = await listen(createTestApp());
  }, 60_000);
  afterAll(() => {
    agent.destroy();
    server.close();
  });

  const send: FuzzTarget['send'] = (method, target, headers, body) =>
    sendRaw(agent, origin(server), method, target, headers, body);

  const check: FuzzTarget['check'] = async (name, arbitrary, run) => {
    let count = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          count += batch.length;
          await Promise.all(batch.map(run));
        },
      ),
      {
        numRuns: Math.ceil(FUZZ_RUNS / BATCH),
        seed: FUZZ_SEED,
        interruptAfterTimeLimit: FUZZ_TIME_LIMIT_MS,
        markInterruptAsFailure: false,
        endOnFailure: true,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(`${name}: ${count} generated requests in ${seconds.toFixed(1)} s`);
    expect((await send('GET', '/healthz')).status).toBe(200);
    expect((await send('GET', '/')).status).toBe(200);
  };
  return { send, check };
}

/** The body as text, whatever encoding the generated Accept-Encoding led to. */
export function bodyText({ headers, body }: RawAnswer): string {
  const encoding = String(headers['content-encoding'] ?? '');
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  } catch {
    // A partial (Range) response: check the bytes as they are.
  }
  return body.toString('utf8');
}

/** What breaks the invariants every generated request must keep; empty when none. */
function unsafeAnswer(response: RawAnswer): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  const text = bodyText(response);
  for (const marker of SECRET_MARKERS) {
    if (text.includes(marker)) problems.push(`body contains ${marker}`);
  }
  const location = response.headers.location;
  // Protocol-relative and backslash forms are read by browsers as another host.
  if (location !== undefined && /^[/\\]{2}|^\/\\/.test(location)) {
    problems.push(`Location ${location} is protocol-relative`);
  } else if (location !== undefined && new URL(location, TEST_SITE_URL).origin !== TEST_SITE_URL) {
    problems.push(`Location ${location} leaves the site`);
  }
  return problems;
}

/**
 * The invariants every generated request must keep. Checked in plain code and handed to
 * `expect` only when broken: 40,000 answers times nine matcher calls cost seconds.
 */
export function expectSafeAnswer(response: RawAnswer, what: string | (() => string)): void {
  const problems = unsafeAnswer(response);
  if (problems.length > 0) expect(problems, typeof what === 'string' ? what : what()).toEqual([]);
}

const encode = (text: string) => encodeURIComponent(text);

/** Path segments that have broken servers before, plus the site's own names. */
const trickySegment = fc.constantFrom(
  '..',
  '.',
  '',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '..%2f',
  '..%2F..%2F',
  '..%5c',
  '..\\',
  '%252e%252e',
  '%252e%252e%252f',
  '%c0%ae%c0%ae',
  '%00',
  'a%00.svg',
  '%',
  '%Z',
  '%e0%a4%a',
  '%C3%A9',
  '%ff',
  '%2f',
  '%5c',
  '~',
  ';',
  'evil.com',
  '@evil.com',
  'http:',
  'javascript:alert(1)',
);
const siteSegment = fc.constantFrom(
  'images',
  'assets',
  'guides',
  'media',
  'chunks',
  'blog',
  'pricing',
  'PRICING',
  'Blog',
  'features',
  'healthz',
  'api',
  'image-probe',
  '.well-known',
  'security.txt',
  'sitemap.xml',
  'robots.txt',
  'rss.xml',
  'favicon.ico',
  'placeholder.svg',
  'og-default.svg',
  'package.json',
  'manifest.json',
  'tsconfig.json',
  'Dockerfile',
  '.git',
  'config',
  'etc',
  'passwd',
  'server',
  'app.ts',
  'index.js',
  'dist',
);
const unicodeSegment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encode);
const overlongSegment = fc
  .integer({ min: 256, max: 6_000 })
  .chain((length) => fc.constantFrom('a', '%41', '.', '%2e').map((unit) => unit.repeat(length)));

export const segment = fc.oneof(
  { weight: 4, arbitrary: trickySegment },
  { weight: 4, arbitrary: siteSegment },
  { weight: 2, arbitrary: fc.webSegment() },
  { weight: 2, arbitrary: unicodeSegment },
  { weight: 1, arbitrary: overlongSegment },
);

export const path = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 7 }),
    fc.boolean(),
    fc.constantFrom('/', '//', '/\\'),
  )
  .map(([segments, trailingSlash, lead]) => {
    const joined = segments.join('/');
    return `${lead === '/' || joined === '' ? '/' : lead}${joined}${trailingSlash && joined ? '/' : ''}`;
  });

const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }).map(encode),
  fc.constantFrom(
    '%',
    '%ZZ',
    '%00',
    '..%2f',
    'https://evil.com',
    '//evil.com',
    '/images/og-default.svg',
  ),
  fc.integer({ min: 100, max: 6_000 }).map((length) => 'x'.repeat(length)),
);
const queryName = fc.oneof(
  fc.constantFrom(
    'url',
    'page',
    'q',
    'utm_source',
    'a[]',
    'a[b]',
    'a[0][1]',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 1, maxLength: 8 }).map(encode),
);
export const queryString = fc
  .array(fc.tuple(queryName, queryValue), { minLength: 0, maxLength: 8 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

/** The test's own timeout: the budget plus time for the last request and the health checks. */
export const TEST_TIMEOUT_MS = FUZZ_TIME_LIMIT_MS + 30_000;

/** The site's own addresses: every sitemap page, the public files and the fixed answers. */
export const siteAddress = fc.oneof(
  fc.constantFrom(...sitemapPaths()),
  fc.constantFrom(
    '/images/placeholder.svg',
    '/favicon.ico',
    '/guides/implementation-playbook.txt',
    '/healthz',
    '/sitemap.xml',
    '/robots.txt',
    '/rss.xml',
    '/.well-known/security.txt',
    '/no-such-page',
    '/assets/nope.js',
    '/api/image-probe?url=/images/placeholder.svg',
  ),
);
