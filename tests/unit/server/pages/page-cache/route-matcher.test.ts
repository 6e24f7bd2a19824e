import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '#server/pages/page-cache/page-key.ts';
import { routes } from '#shared/routing/routes.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';

/** What react-router answers when asked about the whole table. */
const routerAnswer = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? '';
const routeIdOf = createRouteMatcher(routes);

describe('the route matcher asks the router only about the routes a first segment allows', () => {
  it('answers as the whole table does for every page and its variants', () => {
    const variants = sitemapPaths().flatMap((path) => [
      path,
      `${path}/`,
      path.toUpperCase(),
      path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
      `${path}/extra`,
      `${path}/%C3%A9t%C3%A9`,
    ]);
    // Undecodable paths never get here: the app answers them with a 400 first.
    const made = ['/', '/nope', '/K/elvin', '/blog%2Fx', '/ſervices/sales-automation'];
    for (const path of [...variants, ...made]) {
      expect(routeIdOf(path), path).toBe(routerAnswer(path));
    }
    expect(routeIdOf('/BLOG/')).toBe('blog');
    expect(routeIdOf('/%62log')).toBe('blog');
    expect(routeIdOf('/nope')).toBe('not-found');
  });

  // The whole-table answer costs about a millisecond a path: 200 paths, and room on a busy machine.
  it('answers as the whole table does for generated paths', { timeout: 20_000 }, () => {
    const segment = fc.oneof(
      fc.constantFrom(...sitemapPaths().flatMap((path) => path.split('/').filter(Boolean))),
      fc.constantFrom('', '%2F', '%41', 'A', 'ſ', '..', ':slug', '*'),
      fc.webSegment(),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(routeIdOf(path), path).toBe(routerAnswer(path));
      }),
      { numRuns: 200 },
    );
  });
});
