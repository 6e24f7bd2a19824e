import { routeEntries } from './route-manifest.ts';

/**
 * Concrete paths of the dynamic routes, from content. Used by the sitemap and by the browser
 * sweep, which visits every route of the table.
 */
export function contentPaths(): Record<string, readonly string[]> {
  return {};
}

/** Every static path of the route table that belongs in the sitemap. */
export function staticPaths(): string[] {
  return routeEntries.filter((entry) => entry.inSitemap).map((entry) => entry.path);
}

export function sitemapPaths(): string[] {
  return [...staticPaths(), ...Object.values(contentPaths()).flat()];
}
