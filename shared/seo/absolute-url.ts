/**
 * An absolute URL on the configured origin (SITE_URL, without a trailing slash). A plain module,
 * so the server's sitemap and feed use it without loading React.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
