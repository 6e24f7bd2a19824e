import { existsSync } from 'node:fs';
import path from 'node:path';
import { blogAuthors } from '../../content/blog/authors.ts';
import { blogCategories } from '../../content/blog/categories.ts';
import { caseStudies } from '../../content/case-studies/case-studies.ts';
import { routeEntries } from '../../shared/routing/route-manifest.ts';
import type { LinkCheck } from './blocks.ts';

/** Every page path of the site: the route table's fixed paths and the content's own pages. */
export function sitePaths(postSlugs: readonly string[]): Set<string> {
  const fixed = routeEntries
    .map((entry) => entry.path)
    .filter((route) => !route.includes(':') && route !== '*');
  return new Set([
    ...fixed,
    ...postSlugs.map((slug) => `/blog/${slug}`),
    ...blogAuthors.map((author) => `/blog/author/${author.id}`),
    ...blogCategories.map((category) => `/blog/category/${category.slug}`),
    ...caseStudies.map((study) => `/case-studies/${study.slug}`),
  ]);
}

/**
 * Site links must reach a page or a public file; other sites only over https. `notYetOut` are
 * the addresses of posts that exist but are not out when the linking text is.
 */
export function linkCheck(
  publicDir: string,
  paths: ReadonlySet<string>,
  notYetOut: ReadonlySet<string> = new Set(),
): LinkCheck {
  return (href) => {
    if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('https://'))
      return null;
    if (href.startsWith('http://'))
      return `Link to other sites over https: write https:// instead of http:// in ${href}.`;
    if (!href.startsWith('/'))
      return `The link "${href}" should start with / (a page of this site, e.g. /pricing) or https:// (another site).`;
    const target = href.replace(/[?#].*$/, '');
    if (paths.has(target)) return null;
    if (notYetOut.has(target))
      return `The link ${href} goes to a post that is not out yet (a draft, or dated after this text): it would give that post away. Add the link once the post is published.`;
    if (target.length > 1 && existsSync(path.join(publicDir, decodeURI(target)))) return null;
    return `The link ${href} goes to a page that does not exist on this site; check the address (pages include /pricing, /blog/<post-slug>, /case-studies/<slug>).`;
  };
}
