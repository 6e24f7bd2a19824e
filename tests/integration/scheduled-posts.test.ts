import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPosts } from '#content/blog/posts.ts';
import { createTestApp } from './app-harness.ts';

// The newest post, seen from the evening before its publication day and then from that day:
// one server (page cache on, as in production), no restart in between.
const [post] = blogPosts;
if (!post) throw new Error('The blog has no posts');
const day = new Date(`${post.publishedDate}T00:00:00Z`);
const eveningBefore = new Date(day.getTime() - 60_000);
const link = `href="/blog/${post.slug}"`;

describe('a post dated after today (fixed clock)', () => {
  // Each test starts on the evening before. Only the clock is fixed: sockets and timers run
  // for real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eveningBefore);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not listed, linked, fed, routed or in the sitemap until its UTC day, then is', async () => {
    const app = createTestApp();
    const category = post.categoryIds[0] ?? '';

    const list = await request(app).get('/blog').expect(200);
    expect(list.text).not.toContain(link);
    expect(list.text).not.toContain(post.title);
    const byCategory = await request(app).get(`/blog/category/${category}`).expect(200);
    expect(byCategory.text).not.toContain(link);
    const byAuthor = await request(app).get(`/blog/author/${post.authorId}`).expect(200);
    expect(byAuthor.text).not.toContain(link);
    // Another post's page links to its neighbours and related posts, never to this one.
    const other = await request(app).get(`/blog/${blogPosts[1]?.slug}`).expect(200);
    expect(other.text).not.toContain(link);
    await request(app).get(`/blog/${post.slug}`).expect(302).expect('Location', '/blog');
    expect((await request(app).get('/rss.xml').expect(200)).text).not.toContain(post.slug);
    expect((await request(app).get('/sitemap.xml').expect(200)).text).not.toContain(post.slug);

    vi.setSystemTime(day);

    const listToday = await request(app).get('/blog').expect(200);
    expect(listToday.text).toContain(link);
    expect((await request(app).get(`/blog/category/${category}`)).text).toContain(link);
    expect((await request(app).get(`/blog/author/${post.authorId}`)).text).toContain(link);
    const page = await request(app).get(`/blog/${post.slug}`).expect(200);
    expect(page.text).toContain(`<h1`);
    expect(page.text).toContain(post.title);
    expect((await request(app).get('/rss.xml')).text).toContain(`/blog/${post.slug}</link>`);
    expect((await request(app).get('/sitemap.xml')).text).toContain(`/blog/${post.slug}</loc>`);
    // Fourteen page renders on a shared machine.
  }, 30_000);

  it('sends the browser nothing of it before its day: not in pages, not in /api/blog', async () => {
    const app = createTestApp();
    const pages = [
      '/blog?tag=voice-ai',
      `/blog/author/${post.authorId}`,
      `/blog/${blogPosts[1]?.slug}`,
    ];
    for (const page of pages) {
      const html = (await request(app).get(page).expect(200)).text;
      expect(html, page).not.toContain(post.slug);
      expect(html, page).not.toContain(post.title);
    }
    const index = await request(app).get('/api/blog/posts').expect(200);
    expect(index.text).not.toContain(post.slug);
    await request(app).get(`/api/blog/posts/${post.slug}`).expect(404);
    const word = post.title.split(' ').find((candidate) => candidate.length > 5) ?? post.title;
    expect((await request(app).get('/api/blog/search').query({ q: word })).text).not.toContain(
      post.slug,
    );

    vi.setSystemTime(day);
    expect((await request(app).get('/api/blog/posts').expect(200)).text).toContain(post.slug);
    const body = await request(app).get(`/api/blog/posts/${post.slug}`).expect(200);
    expect(body.body).toMatchObject({ slug: post.slug, title: post.title });
  });
});
