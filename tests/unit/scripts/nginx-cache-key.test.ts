import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPageKeys } from '#server/pages/page-cache/page-key.ts';
import { routes } from '#shared/routing/routes.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import {
  argNames,
  pageQueryMap,
  SITE_HTTP_CONF,
  withPageQueryMap,
} from '../../../scripts/nginx-cache-key.ts';

const conf = readFileSync(SITE_HTTP_CONF, 'utf8');
const location = readFileSync(
  SITE_HTTP_CONF.replace('site-http.conf', 'site-location.conf'),
  'utf8',
);

interface NginxMap {
  readonly source: string;
  readonly fallback: string;
  readonly entries: readonly (readonly [RegExp, string])[];
}

/** Every map block of site-http.conf with regex entries: its source, default and entries. */
const maps = new Map<string, NginxMap>(
  [...conf.matchAll(/^map \$(\w+) \$(\w+) \{([\s\S]*?)\n\}/gm)].map(
    ([, source = '', variable = '', block = '']) => [
      variable,
      {
        source,
        fallback: /^\s+default\s+(.+);$/m.exec(block)?.[1] ?? '',
        entries: [...block.matchAll(/^\s+'~(\*?)(.+)'\s+(.+);$/gm)].map(
          ([, anyCase, pattern = '', value = '']) =>
            [new RegExp(pattern, anyCase ? 'i' : ''), value] as const,
        ),
      },
    ],
  ),
);

/** A variable as nginx evaluates it for a request target as the client sent it. */
function evaluate(variable: string, request: { target: string; args: string }): string {
  if (variable === 'args') return request.args;
  if (variable === 'request_uri') return request.target;
  const map = maps.get(variable);
  if (!map) throw new Error(`no map for $${variable}`);
  const input = evaluate(map.source, request);
  let captures: string[] = [];
  let named: Record<string, string> = {};
  let value = map.fallback;
  for (const [pattern, result] of map.entries) {
    const match = pattern.exec(input);
    if (match) {
      captures = [...match];
      named = { ...match.groups };
      value = result;
      break;
    }
  }
  return value
    .replace(/^'|'$/g, '')
    .replace(/\$(\d|\w+)/g, (_, name: string) =>
      /^\d$/.test(name) ? (captures[Number(name)] ?? '') : (named[name] ?? evaluate(name, request)),
    );
}

/** The key nginx computes for a request target (scheme, host and encoding left out), or null
 *  when the request bypasses the cache. */
function proxyKey(target: string): string | null {
  const queryAt = target.indexOf('?');
  const request = { target, args: queryAt === -1 ? '' : target.slice(queryAt + 1) };
  if (evaluate('site_ambiguous_query', request) !== '0') return null;
  if (evaluate('site_empty_query', request) !== '0') return null;
  return `${evaluate('site_path', request)}?${evaluate('site_page_query', request)}`;
}

const { pageKey } = createPageKeys(routes);
const appKey = (target: string) => {
  const queryAt = target.indexOf('?');
  return queryAt === -1
    ? pageKey(target, '')
    : pageKey(target.slice(0, queryAt), target.slice(queryAt + 1));
};

describe("the proxy's cache key per page", () => {
  it('lists every page of the route table (run `npm run generate` after adding or changing a route)', () => {
    const stale = 'deploy/nginx/site-http.conf is stale: run `npm run generate` and commit it';
    expect(conf, stale).toBe(withPageQueryMap(conf));
    expect(conf, stale).toContain(pageQueryMap());
  });

  it('is what site-location.conf keys the cache by, bypassing ambiguous queries', () => {
    expect(location).toMatch(
      /^proxy_cache_key \$scheme\$host\$site_path\?\$site_page_query\|\$site_encoding;$/m,
    );
    expect(location).toMatch(
      /^proxy_cache_bypass \$site_ambiguous_query \$site_empty_query \$site_private_page;$/m,
    );
    expect(location).toMatch(
      /^proxy_no_cache \$site_no_store \$site_ambiguous_query \$site_empty_query \$site_private_page;$/m,
    );
  });

  it('never looks up or keeps a preview link, nor its data', () => {
    const isPrivate = (target: string) => evaluate('site_private_page', { target, args: '' });
    for (const target of [
      '/blog/preview/a-post/1767225600.abc',
      '/Blog/PREVIEW/a-post/1767225600.abc',
      '/api/blog/preview/a-post/1767225600.abc',
    ])
      expect(isPrivate(target), target).toBe('1');
    for (const target of ['/blog/a-post', '/blog', '/blog/preview', '/api/blog/posts/a-post'])
      expect(isPrivate(target), target).toBe('0');
  });

  it("gives campaign and made-up parameters the page's own entry", () => {
    expect(proxyKey('/features?utm_source=news&utm_campaign=launch')).toBe(proxyKey('/features'));
    expect(proxyKey('/features?gclid=abc123')).toBe(proxyKey('/features'));
    expect(proxyKey('/features?fbclid=x&hsCtaTracking=y')).toBe(proxyKey('/features'));
    expect(proxyKey('/pricing?utm_source=x&billing=annual')).toBe(
      proxyKey('/pricing?billing=annual'),
    );
    expect(proxyKey('/pricing?billing=annual')).not.toBe(proxyKey('/pricing'));
    expect(proxyKey('/blog/some-post?utm_medium=email')).toBe(proxyKey('/blog/some-post'));
  });

  it('keys a redirecting address apart from the page it leads to, whole query and all', () => {
    // The app answers these with a 301 to /pricing that keeps the query: kept under the page's
    // key, the page itself would redirect to itself.
    for (const target of ['/%70ricing', '//pricing', '/Pricing', '/pricing/'])
      expect(proxyKey(`${target}?utm_source=a`)).toBe(`${target}?utm_source=a`);
  });

  it('bypasses the cache for an empty query, which the app redirects to the page', () => {
    for (const target of ['/?', '/pricing?', '/blog/some-post?'])
      expect(proxyKey(target), target).toBeNull();
    expect(proxyKey('/')).toBe('/?');
  });

  it('keeps a parameter given empty apart from one not given', () => {
    // `?clear=` resets the FAQ widget; without it the widget keeps its filters.
    expect(proxyKey('/interactive-elements?clear=&q=agents')).not.toBe(
      proxyKey('/interactive-elements?q=agents'),
    );
    expect(proxyKey('/pricing?BILLING=annual')).toBe(proxyKey('/pricing'));
  });

  it('bypasses the cache for a query nginx would read otherwise than the app', () => {
    for (const query of ['bill%69ng=annual', 'billing&billing=annual', '?billing=annual', 'a+b=1'])
      expect(proxyKey(`/pricing?${query}`), query).toBeNull();
  });

  it('never keeps two pages under one key', () => {
    const names = [...argNames(), 'utm_source', 'gclid', 'x'];
    const name = fc.oneof(
      fc.constantFrom(...names),
      fc.constantFrom(...names).map((item) => item.toUpperCase()),
      fc
        .constantFrom(...names)
        .map((item) => `%${item.charCodeAt(0).toString(16)}${item.slice(1)}`),
      fc.constantFrom(...names).map((item) => `?${item}`),
    );
    const part = fc.oneof(
      fc
        .tuple(name, fc.constantFrom('', 'annual', 'monthly', 'a+b', 'a%20b', 'x=y'))
        .map(([key, value]) => `${key}=${value}`),
      name,
      fc.constant(''),
    );
    const target = fc
      .tuple(
        fc.constantFrom(...sitemapPaths().slice(0, 30), '/product-tour', '/interactive-elements'),
        fc.array(part, { maxLength: 4 }),
      )
      .map(([path, parts]) => (parts.length ? `${path}?${parts.join('&')}` : path));
    const pageOf = new Map<string, string>();
    fc.assert(
      fc.property(target, (request) => {
        const key = proxyKey(request);
        if (key === null) return;
        const page = appKey(request);
        const known = pageOf.get(key);
        if (known === undefined) pageOf.set(key, page);
        else expect(page, `${request} under ${key}`).toBe(known);
      }),
      { numRuns: 3000 },
    );
  });
});
