import { describe, expect, it } from 'vitest';
import { isSameSitePost } from '#server/http/same-site-posts.ts';

const SITE = 'https://www.example.test';

describe('whether a post comes from the site itself', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    // A visitor's own navigation (typed, a bookmark): not made by another site.
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
  ])('believes Sec-Fetch-Site first: %o', (headers, expected) => {
    // An Origin that says otherwise does not overrule the browser's own word.
    expect(isSameSitePost({ ...headers, origin: 'https://evil.example' }, SITE)).toBe(expected);
  });

  it.each([
    [{ origin: SITE }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'http://www.example.test' }, false],
    [{ origin: 'null' }, false],
    [{ origin: SITE, referer: 'https://evil.example/' }, true],
  ])('falls back to Origin in older browsers: %o', (headers, expected) => {
    expect(isSameSitePost(headers, SITE)).toBe(expected);
  });

  it.each([
    [{ referer: `${SITE}/contact?from=menu` }, true],
    [{ referer: 'https://www.example.test.evil.example/contact' }, false],
    [{ referer: 'not a url' }, false],
  ])('then to Referer: %o', (headers, expected) => {
    expect(isSameSitePost(headers, SITE)).toBe(expected);
  });

  it('lets a request with none of the three through: no browser sent it from another site', () => {
    expect(isSameSitePost({}, SITE)).toBe(true);
  });
});
