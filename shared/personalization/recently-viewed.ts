/** The recently viewed list: newest first, one entry per path, capped. */

export const RECENTLY_VIEWED_MAX = 10;
/** How many entries the list shows before "Show all". */
export const RECENTLY_VIEWED_SHOWN = 5;

export interface RecentlyViewedItem {
  readonly path: string;
  readonly title: string;
  readonly timestamp: number;
}

/** Moves (or adds) the item to the front, drops older entries with its key, keeps `max`. */
export function addRecent<T>(
  list: readonly T[],
  item: T,
  keyOf: (entry: T) => string,
  max: number,
): T[] {
  const key = keyOf(item);
  return [item, ...list.filter((entry) => keyOf(entry) !== key)].slice(0, max);
}

/** One entry per path. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
  max: number = RECENTLY_VIEWED_MAX,
): RecentlyViewedItem[] {
  return addRecent(list, item, (entry) => entry.path, max);
}

export function visibleRecentlyViewed(
  list: readonly RecentlyViewedItem[],
  showAll: boolean,
  shown: number = RECENTLY_VIEWED_SHOWN,
): readonly RecentlyViewedItem[] {
  return showAll ? list : list.slice(0, shown);
}
