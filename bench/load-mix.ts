import { sitemapPaths } from '#shared/routing/site-paths.ts';

/** The request mix of the load run: every sitemap URL, plus 404s, form posts and image probes. */

export interface MixedRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly expected: number;
}

export function requestMix(): MixedRequest[] {
  const pages = sitemapPaths().map((path): MixedRequest => ({
    method: 'GET',
    path,
    expected: 200,
  }));
  const extras: MixedRequest[] = [
    { method: 'GET', path: '/no-such-page', expected: 404 },
    // An unknown post sends the reader to the blog index.
    { method: 'GET', path: '/blog/no-such-post', expected: 302 },
    { method: 'GET', path: '/images/no-such-image.svg', expected: 404 },
    { method: 'GET', path: '/assets/no-such-chunk.js', expected: 404 },
    { method: 'POST', path: '/newsletter', body: 'email=load%40example.com', expected: 200 },
    { method: 'POST', path: '/newsletter', body: 'email=not-an-address', expected: 400 },
    { method: 'GET', path: '/api/image-probe?url=/images/placeholder.svg', expected: 200 },
    { method: 'GET', path: '/api/image-probe?url=http://169.254.169.254/latest', expected: 403 },
  ];
  // About one request in five is one of the extras, spread through the page list.
  const mix: MixedRequest[] = [];
  pages.forEach((page, index) => {
    mix.push(page);
    if (index % 4 === 3) mix.push(extras[(index >> 2) % extras.length]!);
  });
  return mix;
}
