import { describe, expect, it } from 'vitest';
import {
  addRecentlyViewed,
  visibleRecentlyViewed,
  type RecentlyViewedItem,
} from '#shared/personalization/recently-viewed.ts';

const item = (n: number): RecentlyViewedItem => ({
  path: `/p${n}`,
  title: `Page ${n}`,
  timestamp: n,
});

describe('recently viewed', () => {
  it('puts the newest visit first', () => {
    const list = [1, 2, 3].reduce<RecentlyViewedItem[]>(
      (acc, n) => addRecentlyViewed(acc, item(n)),
      [],
    );
    expect(list.map((entry) => entry.path)).toEqual(['/p3', '/p2', '/p1']);
  });

  it('moves a revisited page to the front without a duplicate', () => {
    const list = [1, 2, 3].reduce<RecentlyViewedItem[]>(
      (acc, n) => addRecentlyViewed(acc, item(n)),
      [],
    );
    const again = addRecentlyViewed(list, { path: '/p1', title: 'Page 1', timestamp: 9 });
    expect(again.map((entry) => [entry.path, entry.timestamp])).toEqual([
      ['/p1', 9],
      ['/p3', 3],
      ['/p2', 2],
    ]);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    let list: RecentlyViewedItem[] = [];
    for (let n = 1; n <= 14; n += 1) list = addRecentlyViewed(list, item(n));
    expect(list).toHaveLength(10);
    expect(list[0]?.path).toBe('/p14');
    expect(list.at(-1)?.path).toBe('/p5');
  });

  it('shows the first 5, or all when toggled', () => {
    let list: RecentlyViewedItem[] = [];
    for (let n = 1; n <= 8; n += 1) list = addRecentlyViewed(list, item(n));
    expect(visibleRecentlyViewed(list, false).map((entry) => entry.path)).toEqual([
      '/p8',
      '/p7',
      '/p6',
      '/p5',
      '/p4',
    ]);
    expect(visibleRecentlyViewed(list, true)).toHaveLength(8);
  });
});
