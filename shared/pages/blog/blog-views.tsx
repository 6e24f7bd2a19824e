import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
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

const BlogViewsContext = createContext<BlogViews | null>(null);

function browserStorage(): ViewStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's post views for every blog page, and the posts the page may list (published by
 * the day its loader ran: `posts`, from its loader data). The server and the first client render
 * use the built-in counts only (same HTML for everyone); stored views are read after hydration.
 */
export function BlogViewsProvider({
  posts,
  children,
}: {
  posts: readonly BlogPostSummary[];
  children: ReactNode;
}) {
  const [counts, setCounts] = useState<ViewCounts>({});

  useEffect(() => {
    setCounts(loadViewCounts(browserStorage()));
  }, []);

  const recordView = useCallback((slug: string) => {
    setCounts(recordPostView(browserStorage(), slug));
  }, []);

  const value = useMemo<BlogViews>(
    () => ({
      posts,
      viewsOf: (post) => totalViews(post.views, counts, post.slug),
      recordView,
    }),
    [posts, counts, recordView],
  );
  return <BlogViewsContext value={value}>{children}</BlogViewsContext>;
}

export function useBlogViews(): BlogViews {
  const views = use(BlogViewsContext);
  if (!views) throw new Error('useBlogViews must be used inside BlogViewsProvider');
  return views;
}

export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}
