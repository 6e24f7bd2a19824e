import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { postIndex } from '#content/blog/post-index.ts';
import { blogPosts } from '#content/blog/posts.ts';
import { loader as authorLoader } from '#shared/pages/blog/author-page.tsx';
import { loader as categoryLoader } from '#shared/pages/blog/category-page.tsx';
import { loader as postLoader } from '#shared/pages/blog/post-page.tsx';

const args = (params: Record<string, string>): LoaderFunctionArgs => ({
  params,
  request: new Request('http://localhost/blog'),
  url: new URL('http://localhost/blog'),
  pattern: '',
  context: undefined,
});

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

async function expectRedirectToBlog(run: () => unknown) {
  const thrown = await thrownBy(run);
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/blog');
}

describe('blog loaders', () => {
  it('redirect unknown posts, authors and categories to /blog', async () => {
    await expectRedirectToBlog(() => postLoader(args({ slug: 'no-such-post' })));
    await expectRedirectToBlog(() => authorLoader(args({ authorId: 'no-such-author' })));
    await expectRedirectToBlog(() => categoryLoader(args({ slug: 'no-such-category' })));
  });

  it('return the slug of known pages, the published posts, and a post its own body only', async () => {
    const published = postIndex;
    expect(await postLoader(args({ slug: 'ai-lead-qualification' }))).toEqual({
      slug: 'ai-lead-qualification',
      content: blogPosts.find((post) => post.slug === 'ai-lead-qualification')?.content,
      posts: published,
    });
    expect(await authorLoader(args({ authorId: 'maya-patel' }))).toEqual({
      authorId: 'maya-patel',
      posts: published,
    });
    expect(await categoryLoader(args({ slug: 'ai-ethics' }))).toEqual({
      slug: 'ai-ethics',
      posts: published,
    });
  });

  it('give the browser nothing of a post before its day, and redirect its address', async () => {
    const [newest] = postIndex;
    if (!newest) throw new Error('The blog has no posts');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(`${newest.publishedDate}T00:00:00Z`).getTime() - 1);
      const data = await authorLoader(args({ authorId: newest.authorId }));
      expect(JSON.stringify(data)).not.toContain(newest.slug);
      expect(JSON.stringify(data)).not.toContain(newest.title);
      await expectRedirectToBlog(() => postLoader(args({ slug: newest.slug })));
      vi.setSystemTime(new Date(`${newest.publishedDate}T00:00:00Z`));
      expect((await postLoader(args({ slug: newest.slug }))).slug).toBe(newest.slug);
    } finally {
      vi.useRealTimers();
    }
  });
});
