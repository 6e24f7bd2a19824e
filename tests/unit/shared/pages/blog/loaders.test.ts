import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

  it('return the slug of known pages, and a post its own body only', async () => {
    expect(await postLoader(args({ slug: 'ai-lead-qualification' }))).toEqual({
      slug: 'ai-lead-qualification',
      content: blogPosts.find((post) => post.slug === 'ai-lead-qualification')?.content,
    });
    expect(authorLoader(args({ authorId: 'maya-patel' }))).toEqual({ authorId: 'maya-patel' });
    expect(categoryLoader(args({ slug: 'ai-ethics' }))).toEqual({ slug: 'ai-ethics' });
  });
});
