import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import {
  loadViewCounts,
  recordPostView,
  totalViews,
  type ViewCounts,
  type ViewStorage,
} from './view-counts.ts';
import { formatCount } from '../../format/numbers.ts';

interface BlogViews {
  /** The posts published when the page's loader ran, newest first (lists, links, counts). */
  readonly posts: readonly BlogPostSummary[];
  /** Built-in views plus this visitor's stored views (built-in only until hydrated). */
  readonly viewsOf: (post: BlogPostSummary) => number;
  readonly recordView: (slug: string) => void;
}

const BlogViewsContext = createContext<readonly BlogPostSummary[] | null>(null);

function browserStorage(): ViewStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's stored views, read once in the browser and kept in step by `recordView`. A store
 * read per component rather than a context that changes after hydration: such a change would
 * reach into a part of the page still waiting for its code (the post's subscribe banner) and
 * render it at once, loading its code for nothing.
 */
let storedCounts: ViewCounts | null = null;
const listeners = new Set<() => void>();
const NO_COUNTS: ViewCounts = {};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const browserCounts = () => (storedCounts ??= loadViewCounts(browserStorage()));
const serverCounts = () => NO_COUNTS;

function recordView(slug: string): void {
  storedCounts = recordPostView(browserStorage(), slug);
  for (const listener of listeners) listener();
}

/**
 * The posts a blog page may list (published by the day its loader ran: `posts`, from its loader
 * data), for every blog page below it. The server and the first client render use the built-in
 * view counts only (same HTML for everyone); the visitor's stored views count after hydration.
 */
export function BlogViewsProvider({
  posts,
  children,
}: {
  posts: readonly BlogPostSummary[];
  children: ReactNode;
}) {
  return <BlogViewsContext value={posts}>{children}</BlogViewsContext>;
}

export function useBlogViews(): BlogViews {
  const posts = use(BlogViewsContext);
  if (!posts) throw new Error('useBlogViews must be used inside BlogViewsProvider');
  const counts = useSyncExternalStore(subscribe, browserCounts, serverCounts);
  return useMemo<BlogViews>(
    () => ({
      posts,
      viewsOf: (post) => totalViews(post.views, counts, post.slug),
      recordView,
    }),
    [posts, counts],
  );
}

export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}
