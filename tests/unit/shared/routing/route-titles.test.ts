import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteMeta } from '#shared/routing/page-module.ts';
import { routeEntries, type RouteId } from '#shared/routing/route-manifest.ts';
import { capitalizeSlug, titleForPath as titleFor } from '#shared/routing/route-titles.ts';
import { routes } from '#shared/routing/routes.tsx';

let meta: Record<RouteId, RouteMeta>;

// Loads every page module: slow on a busy machine, hence the long timeout.
beforeAll(async () => {
  const pairs = await Promise.all(
    routeEntries.map(async (entry) => [entry.id, (await entry.load()).handle] as const),
  );
  meta = Object.fromEntries(pairs) as Record<RouteId, RouteMeta>;
}, 60_000);

/** As the browser calls it: with the title of the page module that answers the path. */
function titleForPath(path: string): string {
  const leaf = matchRoutes(routes, path.split(/[?#]/, 1)[0] ?? '/')?.at(-1);
  return titleFor(path, leaf ? meta[leaf.route.id as RouteId]?.title : undefined);
}

describe('titleForPath', () => {
  it("gives every static page its module's title", () => {
    for (const entry of routeEntries) {
      if (entry.path.includes(':') || entry.path === '*' || entry.path === '/') continue;
      expect(titleForPath(entry.path)).toBe(meta[entry.id].title);
    }
    expect(titleForPath('/pricing')).toBe('Pricing');
  });

  it('calls the home page Home', () => {
    expect(titleForPath('/')).toBe('Home');
  });

  it("prefixes blog paths with 'Blog: ' and the capitalised slug", () => {
    expect(titleForPath('/blog/ai-voice-agents-in-healthcare')).toBe(
      'Blog: Ai Voice Agents In Healthcare',
    );
    expect(titleForPath('/blog/category/sales-automation')).toBe('Blog: Sales Automation');
  });

  it('keeps the blog index its own title', () => {
    expect(titleForPath('/blog')).toBe('Blog');
    expect(titleForPath('/blog/?tag=crm')).toBe('Blog');
  });

  it('names other dynamic pages after their route and slug', () => {
    expect(titleForPath('/case-studies/acme-realty')).toBe('Case Study: Acme Realty');
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(titleForPath('/pricing/?period=annual#plans')).toBe('Pricing');
  });

  it('falls back to the not-found title for unknown paths', () => {
    expect(titleForPath('/no/such/page')).toBe('Page Not Found');
  });
});

describe('capitalizeSlug', () => {
  it('capitalises every hyphen-separated word', () => {
    expect(capitalizeSlug('real-estate-leads')).toBe('Real Estate Leads');
    expect(capitalizeSlug('')).toBe('');
  });
});
