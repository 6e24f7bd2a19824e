import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectSafeAnswer,
  fuzzTarget,
  siteAddress,
  path,
  queryString,
  TEST_TIMEOUT_MS,
} from '../fuzz-support.ts';

/** Generated addresses: paths alone, then the site's own addresses with generated queries. */
const { send, check } = fuzzTarget();

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
      await check('query strings', fc.tuple(siteAddress, queryString), async ([target, query]) => {
        const url = `${target}${target.includes('?') ? '&' : '?'}${query}`;
        expectSafeAnswer(await send('GET', url), `GET ${url}`);
      });
    },
    TEST_TIMEOUT_MS,
  );
});
