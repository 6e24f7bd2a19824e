/**
 * Preview links: a signed, expiring address that shows a post before its day, to its holder
 * only. The newest post stands in for a scheduled one (the clock is set to the evening before
 * its day); drafts are opened from a real build in unpublished-posts.test.ts.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPosts } from '#content/blog/posts.ts';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { previewPath } from '#server/preview/preview-token.ts';
import { plainText } from '#shared/pages/blog/reading-time.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp } from './app-harness.ts';

const SECRET = 'preview-secret-for-tests-only-0123456789';
const [post] = blogPosts;
if (!post) throw new Error('The blog has no posts');
const day = new Date(`${post.publishedDate}T00:00:00Z`);
const eveningBefore = new Date(day.getTime() - 60_000);
const firstWords = (() => {
  const paragraph = post.content.find((block) => block.type === 'paragraph');
  const text = paragraph?.type === 'paragraph' ? plainText(paragraph.text) : '';
  return text.split(' ').slice(0, 6).join(' ');
})();
if (firstWords.split(' ').length < 6) throw new Error('The newest post has no opening paragraph');

const app = (env: Record<string, string> = { PREVIEW_SECRET: SECRET }) => createTestApp({ env });
const link = (slug = post.slug, secret = SECRET) =>
  previewPath(secret, slug, { now: eveningBefore });

/** The answer as a visitor's browser sees it, request id and date aside. */
async function answerOf(server: ReturnType<typeof app>, address: string) {
  const response = await request(server).get(address);
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.status, headers, text: response.text };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(eveningBefore);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a preview link', () => {
  it('shows the scheduled post with its banner, to its holder alone', async () => {
    const page = await request(app()).get(link().path).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain(`<h1`);
    expect(page.text).toContain(post.title);
    expect(page.text).toContain(firstWords);
    expect(page.text).toContain('<strong>Preview: not published</strong>');
    expect(page.text).toContain(`This post is scheduled for ${post.date}`);
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    // No address of its own: no canonical link or Open Graph URL naming the link.
    expect(page.text).not.toContain('rel="canonical"');
    expect(page.text).not.toContain('og:url');
    // The body travels in the page's data, so the browser hydrates the post, not a 404.
    const data = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(page.text);
    expect(data?.[1]).toContain(firstWords);
  });

  it('answers every link that opens nothing with one 404, the same as for an unknown post', async () => {
    const server = app();
    const good = link();
    const [expires = '', signature = ''] = good.path.split('/').at(-1)?.split('.') ?? [];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const unknown = await answerOf(server, link('no-such-post').path);
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    expect(unknown.text).toContain('Page Not Found');
    const bad = {
      tampered: good.path.replace(signature, flipped),
      'another expiry': good.path.replace(`${expires}.`, `${Number(expires) + 60}.`),
      unsigned: good.path.replace(`.${signature}`, ''),
      'another secret': link(post.slug, `${SECRET}-old`).path,
      'another post': `/blog/preview/${blogPosts[1]?.slug}/${good.path.split('/').at(-1)}`,
    };
    for (const [name, address] of Object.entries(bad))
      expect(await answerOf(server, address), name).toEqual(unknown);
    // Once its time has passed, and on a site without the secret.
    expect(await answerOf(app({}), good.path), 'no secret').toEqual(unknown);
    vi.setSystemTime(good.expiresAt);
    expect(await answerOf(server, good.path), 'expired').toEqual(unknown);
    // The page a visitor sees is the site's own 404 page.
    const notFound = await request(server).get('/no-such-page').expect(404);
    const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    expect(main(unknown.text)).toBe(main(notFound.text));
  });

  it('is never kept by the page cache, nor answered from it', async () => {
    const cache = createPageCache({ maxBytes: 4 * 1024 * 1024, routes, sitePaths: [] });
    const server = createTestApp({ env: { PREVIEW_SECRET: SECRET }, pageCache: cache });
    const { path } = link();
    // A copy under the link's key, as if one had been kept: it is never sent.
    cache.store(
      cache.pageKey(path, ''),
      200,
      { 'content-type': 'text/html' },
      Buffer.from('kept'),
      Date.now(),
    );
    await cache.idle();
    const entries = cache.stats().entries;
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await request(server).get(path).expect(200);
      expect(page.text).toContain(post.title);
    }
    await request(server).get(link('no-such-post').path).expect(404);
    await cache.idle();
    expect(cache.stats().entries).toBe(entries);
  });

  it('leaves nothing of the post in public answers once opened', async () => {
    const server = app();
    await request(server).get(link().path).expect(200);
    await request(server)
      .get(`/api/blog/preview/${post.slug}/${link().path.split('/').at(-1)}`)
      .expect(200);
    for (const address of [
      '/blog',
      '/sitemap.xml',
      '/rss.xml',
      '/api/blog/posts',
      `/blog/${blogPosts[1]?.slug}`,
    ]) {
      const text = (await request(server).get(address).expect(200)).text;
      expect(text, address).not.toContain(post.slug);
      expect(text, address).not.toContain(post.title);
    }
    await request(server).get(`/blog/${post.slug}`).expect(302).expect('Location', '/blog');
  });

  it("leads to the post's own address once it is published", async () => {
    vi.setSystemTime(day);
    const answer = await request(app()).get(link().path).expect(302);
    expect(answer.headers.location).toBe(`/blog/${post.slug}`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it("gives the browser's router the post's data, and nothing for a bad link", async () => {
    const server = app();
    const token = link().path.split('/').at(-1) ?? '';
    const data = await request(server).get(`/api/blog/preview/${post.slug}/${token}`).expect(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.body).toMatchObject({ draft: false, post: { slug: post.slug, title: post.title } });
    const unknown = await answerOf(server, `/api/blog/preview/no-such-post/${token}`);
    expect(unknown.status).toBe(404);
    expect(await answerOf(server, `/api/blog/preview/${post.slug}/${token.slice(0, -1)}A`)).toEqual(
      unknown,
    );
  });
});
