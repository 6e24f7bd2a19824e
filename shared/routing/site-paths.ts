import { blogAuthors } from '#content/blog/authors.ts';
import { blogCategories } from '#content/blog/categories.ts';
import { blogPosts } from '#content/blog/posts.ts';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { postsPublishedBy } from '../pages/blog/publication.ts';
import { routeEntries, type DynamicRouteId } from './route-manifest.ts';

/**
 * Concrete paths of the dynamic routes, from content: posts published by the day of `now`; a
 * dynamic route without its entry here is a type error. Used by the sitemap, the page cache's
 * warm-up and the route sweeps.
 */
export function contentPaths(now: Date = new Date()): Record<DynamicRouteId, readonly string[]> {
  return {
    'blog-post': postsPublishedBy(blogPosts, now).map((post) => `/blog/${post.slug}`),
    'blog-author': blogAuthors.map((author) => `/blog/author/${author.id}`),
    'blog-category': blogCategories.map((category) => `/blog/category/${category.slug}`),
    // Only a preview link's holder has an address of it.
    'blog-preview': [],
    'case-study': caseStudies.map((study) => `/case-studies/${study.slug}`),
  };
}

/** Every static path of the route table that belongs in the sitemap. */
export function staticPaths(): string[] {
  return routeEntries.filter((entry) => entry.inSitemap).map((entry) => entry.path);
}

export function sitemapPaths(): string[] {
  return [...staticPaths(), ...Object.values(contentPaths()).flat()];
}
