import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT_BYTES } from '#server/app.ts';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import {
  expectSafeAnswer,
  fuzzTarget,
  siteAddress,
  path,
  TEST_TIMEOUT_MS,
  type RawAnswer,
} from '../fuzz-support.ts';

/** Generated requests around the address: headers, methods and form bodies. */
const { send, check } = fuzzTarget();
const REFUSED_UNREAD: RawAnswer = { status: 413, headers: {}, body: Buffer.alloc(0) };

const pages = sitemapPaths();

describe('generated requests: never a 5xx, never a private file, never a foreign redirect', () => {
  it('the invariant check fails a 5xx, a private file and a redirect off the site', () => {
    const answer = (status: number, body: string, location?: string): RawAnswer => ({
      status,
      headers: location ? { location } : {},
      body: Buffer.from(body),
    });
    expect(() => expectSafeAnswer(answer(200, '<html></html>', '/pricing'), 'safe')).not.toThrow();
    expect(() => expectSafeAnswer(answer(502, ''), 'a 5xx')).toThrow();
    expect(() => expectSafeAnswer(answer(200, '{ "devDependencies": {} }'), 'a file')).toThrow();
    expect(() => expectSafeAnswer(answer(302, '', 'https://evil.com/'), 'off site')).toThrow();
    expect(() => expectSafeAnswer(answer(302, '', '//evil.com'), 'protocol-relative')).toThrow();
    expect(() => expectSafeAnswer(answer(302, '', '/\\evil.com'), 'backslash')).toThrow();
  });

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
        fc.tuple(siteAddress, headers, fc.constantFrom('GET', 'HEAD')),
        async ([target, fields, method]) => {
          const response = await send(method, target, fields);
          expectSafeAnswer(response, () => `${method} ${target} ${JSON.stringify(fields)}`);
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
          expectSafeAnswer(response, () => `${method} ${target} ${type} ${body.slice(0, 200)}`);
        },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
