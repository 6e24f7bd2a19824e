import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import {
  publishedIndex,
  publishedPost,
  publishedSearch,
} from '#shared/pages/blog/posts-in-browser.ts';
import { makePost } from './post-factory.ts';

const summary = ({ content: _content, ...rest }: ReturnType<typeof makePost>): BlogPostSummary =>
  rest;
const published = [summary(makePost({ slug: 'first' })), summary(makePost({ slug: 'second' }))];

let requests: string[] = [];
// The module keeps the day's list: each test starts on a day of its own.
let day = Date.parse('2026-11-01T12:00:00Z');

function answer(url: string): Response {
  if (url === '/api/blog/posts') return Response.json(published);
  if (url === '/api/blog/posts/first') return Response.json(makePost({ slug: 'first' }));
  if (url.startsWith('/api/blog/search?')) return Response.json(['second']);
  return new Response('null', { status: 404 });
}

beforeEach(() => {
  requests = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  day += 2 * 24 * 3600_000;
  vi.setSystemTime(day);
  vi.stubGlobal('fetch', (url: string) => {
    requests.push(url);
    return Promise.resolve(answer(url));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('published posts in the browser', () => {
  it('asks the server for the list once a day', async () => {
    expect(await publishedIndex()).toEqual(published);
    expect(await publishedIndex()).toEqual(published);
    expect(requests).toEqual(['/api/blog/posts']);
    // After midnight UTC a scheduled post may have appeared: ask again.
    vi.setSystemTime(day + 12 * 3600_000);
    await publishedIndex();
    expect(requests).toEqual(['/api/blog/posts', '/api/blog/posts']);
  });

  it('fetches a listed post, and knows an unlisted address is none without asking', async () => {
    expect(await publishedPost('first')).toMatchObject({ slug: 'first' });
    expect(await publishedPost('no-such-post')).toBeNull();
    expect(requests).toEqual(['/api/blog/posts', '/api/blog/posts/first']);
  });

  it('asks the server to search, and nothing without a search', async () => {
    expect(await publishedSearch('   ')).toBeNull();
    expect(await publishedSearch('voice ai')).toEqual(['second']);
    expect(requests).toEqual(['/api/blog/search?q=voice+ai']);
  });
});
