import { Router } from 'express';
import { absoluteUrl } from '#shared/seo/absolute-url.ts';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { escapeXml } from './xml.ts';

const SEO_CACHE = 'public, max-age=3600';

export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * /sitemap.xml from the route table and content (posts published by today, so a scheduled post
 * joins it on its day), /robots.txt pointing at it.
 */
export function seoRoutes(siteUrl: string): Router {
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    res
      .type('application/xml')
      .setHeader('Cache-Control', SEO_CACHE)
      .send(buildSitemap(siteUrl, sitemapPaths()));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', SEO_CACHE).send(robots);
  });
  return router;
}
