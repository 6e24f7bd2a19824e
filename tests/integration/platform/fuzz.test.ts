import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT_BYTES } from '#server/app.ts';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { createTestApp } from '../app-harness.ts';
import {
  expectSafeAnswer,
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIME_LIMIT_MS,
  TEST_TIMEOUT_MS,
  listen,
  origin,
  path,
  queryString,
  sendRaw,
  type RawAnswer,
} from '../fuzz-support.ts';

/**
 * Requests in flight at once: a property checks a batch of generated requests per run, sent
 * together, so the server (not the round trips) sets the pace. A failing batch still shrinks
 * to the one request that fails.
 */
const BATCH = 8;
const REFUSED_UNREAD: RawAnswer = { status: 413, headers: {}, body: Buffer.alloc(0) };
let server: http.Server;
const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });

beforeAll(async () => {
  server = await listen(createTestApp());
}, 60_000);
afterAll(() => {
  agent.destroy();
  server.close();
});

function send(
  method: string,
  target: string,
  headers?: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return sendRaw(agent, origin(server), method, target, headers, body);
}

/** Runs one property within the budget, prints how many requests it made, then checks the app still answers. */
async function check<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  run: (value: T) => Promise<void>,
): Promise<void> {
  let count = 0;
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      count += batch.length;
      await Promise.all(batch.map(run));
    }),
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
}

const pages = sitemapPaths();
const targets = fc.oneof(
  fc.constantFrom(...pages),
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

describe('generated requests: never a 5xx, never a private file, never a foreign redirect', () => {
  it(
    'paths: encodings, traversal, unicode, overlong segments, slashes and case',
    async () => {
      await check(
        'paths',
        fc.tuple(path, fc.constantFrom('GET', 'HEAD')),
        async ([target, method]) => {
          expectSafeAnswer(await send(method, target), `${method} ${target}`);
        },
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'query strings: repeated and array parameters, huge and malformed values',
    async () => {
      await check('query strings', fc.tuple(targets, queryString), async ([target, query]) => {
        const url = `${target}${target.includes('?') ? '&' : '?'}${query}`;
        expectSafeAnswer(await send('GET', url), `GET ${url}`);
      });
    },
    TEST_TIMEOUT_MS,
  );

  const token = fc.string({ maxLength: 40 });
  const headers = fc.record(
    {
      host: fc.oneof(
        fc.domain(),
        fc.constantFrom('evil.com', 'localhost:3000', '[::1]:80', 'www.example.test', 'x:99999'),
      ),
      'x-forwarded-for': fc.oneof(
        fc.ipV4(),
        fc.ipV6(),
        fc.constantFrom('unknown', '1.2.3.4, 10.0.0.1', '::ffff:127.0.0.1'),
        token,
      ),
      'x-forwarded-proto': fc.oneof(
        fc.constantFrom('http', 'https', 'javascript', 'https, http'),
        token,
      ),
      'x-forwarded-host': fc.oneof(fc.domain(), fc.constantFrom('evil.com', 'evil.com:443'), token),
      'accept-encoding': fc
        .array(
          fc.tuple(
            fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd', 'compress', 'x'),
            fc.constantFrom('', ';q=0', ';q=0.5', ';q=1', ';q=abc', ';q=-1'),
          ),
          { maxLength: 5 },
        )
        .map((items) => items.map(([name, q]) => name + q).join(', ')),
      'if-none-match': fc.oneof(fc.constantFrom('*', '"abc"', 'W/"x"', '""', 'W/'), token),
      'if-modified-since': fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
        token,
      ),
      range: fc.oneof(
        fc.tuple(fc.nat(), fc.nat()).map(([from, to]) => `bytes=${from}-${to}`),
        fc.constantFrom(
          'bytes=0-10',
          'bytes=-5',
          'bytes=10-',
          'bytes=5-1',
          'bytes=0-0,2-3,-1',
          'bytes=99999999999999999999-',
          'items=0-1',
          'bytes=',
          'bytes=0-1,0-1,0-1,0-1,0-1,0-1,0-1,0-1',
        ),
        token,
      ),
    },
    { requiredKeys: [] },
  );

  it(
    'headers: Host, X-Forwarded-*, Accept-Encoding, If-None-Match and Range',
    async () => {
      await check(
        'headers',
        fc.tuple(targets, headers, fc.constantFrom('GET', 'HEAD')),
        async ([target, fields, method]) => {
          const response = await send(method, target, fields);
          expectSafeAnswer(response, `${method} ${target} ${JSON.stringify(fields)}`);
        },
      );
    },
    TEST_TIMEOUT_MS,
  );

  const formTarget = fc.oneof(
    fc.constantFrom(
      '/contact',
      '/newsletter',
      '/demo-request',
      '/enhanced-contact',
      '/pricing',
      '/',
    ),
    fc.constantFrom(...pages),
    path,
  );
  const contentType = fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-8',
    'APPLICATION/X-WWW-FORM-URLENCODED',
    'application/x-www-form-urlencoded; charset=latin1',
    'application/x-www-form-urlencoded; charset=bogus',
    'application/json',
    'multipart/form-data; boundary=x',
    'text/plain',
    '',
  );
  const fieldName = fc.oneof(
    fc.constantFrom('name', 'email', 'message', 'company', 'phone', 'intent', 'plan', '__proto__'),
    fc.string({ minLength: 1, maxLength: 10 }).map(encodeURIComponent),
  );
  const fieldValue = fc.oneof(
    fc.string({ maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom('someone%40example.com', '%', '%ZZ', '%00', ''),
    fc.integer({ min: 8_000, max: 8_300 }).map((length) => 'x'.repeat(length)),
  );
  const formBody = fc.oneof(
    fc
      .array(fc.tuple(fieldName, fieldValue), { maxLength: 40 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&')),
    fc.constantFrom('', '&&&', '=', '==&=', 'a', '{"name":"x"}'),
  );

  it(
    'methods and form bodies',
    async () => {
      await check(
        'methods and forms',
        fc.tuple(
          fc.constantFrom(
            'POST',
            'POST',
            'POST',
            'GET',
            'PUT',
            'DELETE',
            'PATCH',
            'OPTIONS',
            'TRACE',
            'PROPFIND',
          ),
          formTarget,
          contentType,
          formBody,
        ),
        async ([method, target, type, body]) => {
          const response = await send(
            method,
            target,
            type ? { 'content-type': type } : {},
            body,
          ).catch((error: NodeJS.ErrnoException) => {
            // An oversized body is refused before it is read and the connection closed: the
            // client may see that reset before (or instead of) the 413.
            if (body.length > FORM_BODY_LIMIT_BYTES && error.code === 'ECONNRESET')
              return REFUSED_UNREAD;
            throw error;
          });
          expectSafeAnswer(response, `${method} ${target} ${type} ${body.slice(0, 200)}`);
        },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
