/** Where the browser asks the server for published posts (server/routes/blog-api.ts answers). */
export const BLOG_API = {
  index: '/api/blog/posts',
  post: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
  /** A preview link's post: answered to the link's holder only (never kept by a cache). */
  preview: (slug: string, token: string) =>
    `/api/blog/preview/${encodeURIComponent(slug)}/${encodeURIComponent(token)}`,
  search: (search: string) => `/api/blog/search?${new URLSearchParams({ q: search }).toString()}`,
} as const;
