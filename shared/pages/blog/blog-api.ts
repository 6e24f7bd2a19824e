/** Where the browser asks the server for published posts (server/routes/blog-api.ts answers). */
export const BLOG_API = {
  index: '/api/blog/posts',
  post: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
  search: (search: string) => `/api/blog/search?${new URLSearchParams({ q: search }).toString()}`,
} as const;
