import { afterEach, describe, expect, it, vi } from 'vitest';
import { postIndex } from '#content/blog/post-index.ts';
import {
  publishedIndex,
  publishedPost,
  publishedSearch,
} from '#shared/pages/blog/posts-on-server.ts';

const [newest] = postIndex;
if (!newest) throw new Error('The blog has no posts');
const day = new Date(`${newest.publishedDate}T00:00:00Z`);

afterEach(() => {
  vi.useRealTimers();
});

describe('published posts on the server', () => {
  it('hold a post back until its UTC day, then give it with its body', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(day.getTime() - 1);
    expect((await publishedIndex()).map((post) => post.slug)).not.toContain(newest.slug);
    expect(await publishedPost(newest.slug)).toBeNull();
    expect(await publishedSearch(newest.title)).not.toContain(newest.slug);

    vi.setSystemTime(day);
    expect((await publishedIndex())[0]?.slug).toBe(newest.slug);
    const post = await publishedPost(newest.slug);
    expect(post?.content.length).toBeGreaterThan(2);
    expect(await publishedSearch(newest.title)).toContain(newest.slug);
  });

  it('know no unknown address, and search nothing without a search', async () => {
    expect(await publishedPost('no-such-post')).toBeNull();
    expect(await publishedSearch('  ')).toBeNull();
  });
});
