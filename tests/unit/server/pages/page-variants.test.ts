import compression from 'compression';
import express from 'express';
import fc from 'fast-check';
import Negotiator from 'negotiator';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '#server/pages/page-variants.ts';

/** A fresh render's encoding: what the compression middleware in front of the render picks. */
const app = express()
  .use(compression())
  .get('/', (_req, res) => res.type('html').send('<p>page</p>'.repeat(400)));
async function renderEncoding(header: string): Promise<string> {
  const answer = await request(app).get('/').set('Accept-Encoding', header);
  return answer.headers['content-encoding'] ?? 'identity';
}

describe('the encoding a kept page is sent in', () => {
  it.each([
    ['br;q=0.9, gzip;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    // Where a fresh render would be deflated: plain, or the best held coding if plain is refused.
    ['*, br;q=0, gzip;q=abc', 'identity'],
    ['identity;q=0.0, br;q=0.5, *, gzip ; q=0.9', 'gzip'],
    ['identity;q=0.5, *, br;q=0.5, gzip;q=0.0', 'br'],
    // Nothing held is taken: a fresh render answers (deflated here).
    ['*, gzip;q=0.0, identity;q=abc, br;q=0', undefined],
  ])('%s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  // A kept page holds brotli, gzip and plain bodies; compression can also deflate. Where a fresh
  // render would be deflated (`*` ranks it first), the kept page is sent in the best coding it
  // holds that the header takes (the cases above): a different body, never one the client refused.
  // Where the header takes none of them, the kept page is not used.
  const takes = (header: string, coding: string) =>
    new Negotiator({ headers: { 'accept-encoding': header } }).encoding([coding]) === coding;

  it('is the one a fresh render of the page gets, whatever the header', async () => {
    const token = fc.constantFrom('br', 'gzip', 'BR', 'identity', '*', 'x-gzip', 'compress');
    const q = fc.constantFrom('', ';q=0', ';q=0.0', ';q=0.5', ';q=1', ';q=abc', ';Q=0', ' ; q=0.9');
    const header = fc
      .array(fc.tuple(token, q), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.map(([name, weight]) => `${name}${weight}`).join(', '));
    const examples = [
      // A q-value that is no number refuses, as compression reads it (it was read as 1).
      'br;q=abc, gzip',
      'identity;q=0',
      '*, br;q=0, gzip;q=abc',
      'identity;q=0.0, br;q=0.5, *, gzip ; q=0.9',
      'identity;q=0.5, *, br;q=0.5, gzip;q=0.0',
      '*, gzip;q=0.0, identity;q=abc, br;q=0',
    ];
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        const fresh = await renderEncoding(value);
        const kept = chooseEncoding(value);
        // None held is taken: the fresh render answers, in deflate or plain (as compression picks).
        if (kept === undefined) expect(['deflate', 'identity'], value).toContain(fresh);
        else if (fresh === 'deflate') expect(takes(value, kept), `${value}: ${kept}`).toBe(true);
        else expect(kept, value).toBe(fresh);
      }),
      { numRuns: 150, examples: examples.map((value) => [value]) },
    );
  });
});
