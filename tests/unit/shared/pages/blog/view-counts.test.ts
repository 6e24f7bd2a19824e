import { describe, expect, it, vi } from 'vitest';
import {
  BLOG_VIEWS_STORAGE_KEY,
  incrementViewCount,
  loadViewCounts,
  parseViewCounts,
  recordPostView,
  totalViews,
  type ViewStorage,
} from '#shared/pages/blog/view-counts.ts';

function memoryStorage(initial: Record<string, string> = {}): ViewStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('stored view counts', () => {
  it('parses a slug to count map', () => {
    expect(parseViewCounts('{"a":3,"b":0}')).toEqual({ counts: { a: 3, b: 0 }, corrupt: false });
    expect(parseViewCounts(null)).toEqual({ counts: {}, corrupt: false });
  });

  it('treats unreadable data as corrupt and starts from nothing', () => {
    for (const raw of [
      'not json',
      '[1,2]',
      '"text"',
      '{"a":-1}',
      '{"a":1.5}',
      '{"a":"3"}',
      'null',
    ]) {
      expect(parseViewCounts(raw), raw).toEqual({ counts: {}, corrupt: true });
    }
  });

  it('adds one view and sums with the built-in views', () => {
    const counts = incrementViewCount(incrementViewCount({}, 'a'), 'a');
    expect(counts).toEqual({ a: 2 });
    expect(totalViews(100, counts, 'a')).toBe(102);
    expect(totalViews(100, counts, 'b')).toBe(100);
  });
});

describe('counting views in storage', () => {
  it('counts a view per visit and keeps the counts between visits', () => {
    const storage = memoryStorage();
    expect(recordPostView(storage, 'post-a')).toEqual({ 'post-a': 1 });
    expect(recordPostView(storage, 'post-a')).toEqual({ 'post-a': 2 });
    expect(recordPostView(storage, 'post-b')).toEqual({ 'post-a': 2, 'post-b': 1 });
    expect(JSON.parse(storage.data[BLOG_VIEWS_STORAGE_KEY]!)).toEqual({ 'post-a': 2, 'post-b': 1 });
    expect(loadViewCounts(storage)).toEqual({ 'post-a': 2, 'post-b': 1 });
  });

  it('logs corrupt storage, ignores it and replaces it on the next view', () => {
    const storage = memoryStorage({ [BLOG_VIEWS_STORAGE_KEY]: '{oops' });
    const log = vi.fn();
    expect(loadViewCounts(storage, log)).toEqual({});
    expect(log).toHaveBeenCalledOnce();
    expect(recordPostView(storage, 'post-a', log)).toEqual({ 'post-a': 1 });
    expect(storage.data[BLOG_VIEWS_STORAGE_KEY]).toBe('{"post-a":1}');
  });

  it('survives blocked or missing storage', () => {
    const blocked: ViewStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadViewCounts(blocked)).toEqual({});
    expect(recordPostView(blocked, 'post-a')).toEqual({ 'post-a': 1 });
    expect(recordPostView(null, 'post-a')).toEqual({ 'post-a': 1 });
  });
});
