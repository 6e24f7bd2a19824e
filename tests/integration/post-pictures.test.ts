import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '#content/blog/posts.ts';
import { createTestApp, TEST_SITE_URL } from './app-harness.ts';

// A post whose picture is a photo (JPEG beside the post) with an image in its text.
const post = blogPosts.find((item) => item.image.sources !== undefined);
if (!post) throw new Error('No post has a photo');
const app = createTestApp();

const pictures = (html: string) =>
  [...html.matchAll(/<picture>.*?<\/picture>/g)].map(([tag]) => tag);
const srcSetUrls = (picture: string) =>
  [...picture.matchAll(/srcSet="([^"]+)"/g)].flatMap(([, set]) =>
    (set ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? ''),
  );

describe('a post with a photo', () => {
  it('shows it as <picture> with AVIF and WebP variants and its size, at once at the top', async () => {
    const html = (await request(app).get(`/blog/${post.slug}`).expect(200)).text;
    const [top, inText] = pictures(html);
    expect(top).toMatch(
      /^<picture><source type="image\/avif" srcSet="[^"]+ 480w, [^"]+ 800w, [^"]+ 1200w" sizes="[^"]+"\/><source type="image\/webp"/,
    );
    expect(top).toContain('width="1200" height="630"');
    expect(top).toContain('loading="eager" fetchPriority="high"');
    // Preloaded by srcset, so the largest paint starts with the stylesheet.
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+ 480w/,
    );
    expect(inText).toMatch(
      /alt="A bar chart [^"]+" width="1200" height="600" decoding="async" loading="lazy"/,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_SITE_URL}${post.image.social}"/>`,
    );
  });

  it('serves every variant as an immutable file of its type', async () => {
    const html = (await request(app).get(`/blog/${post.slug}`).expect(200)).text;
    const urls = [...new Set(pictures(html).flatMap(srcSetUrls))];
    expect(urls).toHaveLength(12);
    for (const url of [...urls, post.image.social]) {
      const response = await request(app).get(url).expect(200);
      expect(response.headers['content-type']).toBe(
        `image/${url.split('.').pop() === 'jpg' ? 'jpeg' : url.split('.').pop()}`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('uses the same <picture> on its card in the list, lazily below the first card', async () => {
    const html = (await request(app).get('/blog?category=business-strategy').expect(200)).text;
    const card = pictures(html).find((picture) => picture.includes(post.image.src));
    expect(card).toContain('width="1200" height="630"');
    expect(card).toContain('sizes="(min-width: 64rem) 24rem');
  });
});
