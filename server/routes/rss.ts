import { Router } from 'express';
import { authorOf } from '#content/blog/authors.ts';
import { blogPosts } from '#content/blog/posts.ts';
import type { BlogPost } from '#content/schema/blog.ts';
import { site } from '#content/site.ts';
import { postsPublishedBy } from '#shared/pages/blog/publication.ts';
import { absoluteUrl } from '#shared/seo/absolute-url.ts';
import { escapeXml } from './xml.ts';

const FEED_CACHE = 'public, max-age=3600';

/** RFC 822 date (RSS 2.0 pubDate) of a `YYYY-MM-DD` day, at midnight UTC. */
export function rfc822Date(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

function itemXml(siteUrl: string, post: BlogPost): string {
  const link = escapeXml(absoluteUrl(siteUrl, `/blog/${post.slug}`));
  const lines = [
    '    <item>',
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <description>${escapeXml(post.excerpt)}</description>`,
    `      <dc:creator>${escapeXml(authorOf(post).name)}</dc:creator>`,
    `      <pubDate>${rfc822Date(post.publishedDate)}</pubDate>`,
    ...post.categories.map((name) => `      <category>${escapeXml(name)}</category>`),
    '    </item>',
  ];
  return lines.join('\n');
}

/** RSS 2.0 of the posts given (newest first), with absolute links on the configured site address. */
export function buildRss(siteUrl: string, posts: readonly BlogPost[]): string {
  const newest = posts[0];
  const channel = [
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, '/blog'))}</link>`,
    `    <description>Articles on AI voice and chat agents, customer service, lead qualification and sales automation.</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, '/rss.xml'))}" rel="self" type="application/rss+xml" />`,
    // Derived from the content, so the feed is identical on every server and restart.
    newest ? `    <lastBuildDate>${rfc822Date(newest.publishedDate)}</lastBuildDate>` : '',
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    ...channel,
    ...posts.map((post) => itemXml(siteUrl, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * /rss.xml, linked from the head of every blog page: the posts published by today (UTC), so a
 * scheduled post joins the feed on its day without a restart.
 */
export function rssRoutes(siteUrl: string): Router {
  const router = Router();
  router.get('/rss.xml', (_req, res) => {
    res
      .type('application/rss+xml; charset=utf-8')
      .setHeader('Cache-Control', FEED_CACHE)
      .send(buildRss(siteUrl, postsPublishedBy(blogPosts)));
  });
  return router;
}
