import type { HeadInfo } from '../../seo/head.tsx';

/** Every blog page links the feed from its head. */
export const BLOG_FEEDS: HeadInfo['feeds'] = [{ title: 'Blog RSS', href: '/rss.xml' }];

export const postPath = (slug: string) => `/blog/${slug}`;
export const categoryPath = (slug: string) => `/blog/category/${slug}`;
export const tagPath = (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`;

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
