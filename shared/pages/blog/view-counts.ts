import { isRecord } from '../../storage/stored-shape.ts';

/** The visitor's own post views, a map of slug to count, in local storage. */
export const BLOG_VIEWS_STORAGE_KEY = 'blog-post-views';

export type ViewCounts = Readonly<Record<string, number>>;

/** A map of slug to a whole number of views (at least 0). */
function isViewCounts(value: unknown): value is ViewCounts {
  return (
    isRecord(value) &&
    Object.values(value).every((count) => Number.isSafeInteger(count) && (count as number) >= 0)
  );
}

/** Stored counts; anything unreadable counts as corrupt and is replaced by no counts. */
export function parseViewCounts(raw: string | null): { counts: ViewCounts; corrupt: boolean } {
  if (raw === null) return { counts: {}, corrupt: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    return isViewCounts(parsed)
      ? { counts: parsed, corrupt: false }
      : { counts: {}, corrupt: true };
  } catch {
    return { counts: {}, corrupt: true };
  }
}

export function incrementViewCount(counts: ViewCounts, slug: string): ViewCounts {
  return { ...counts, [slug]: (counts[slug] ?? 0) + 1 };
}

/** A post's views as shown: its built-in views plus this visitor's. */
export function totalViews(builtIn: number, counts: ViewCounts, slug: string): number {
  return builtIn + (counts[slug] ?? 0);
}

/** The part of `Storage` used here, so tests can pass a plain object. */
export interface ViewStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type Log = (message: string) => void;

/**
 * Reads the stored counts. Corrupt data is logged and ignored; `console.info` by default,
 * since a visitor's broken storage is not an application error. Blocked storage reads as empty.
 */
export function loadViewCounts(storage: ViewStorage | null, log: Log = console.info): ViewCounts {
  let raw: string | null;
  try {
    raw = storage?.getItem(BLOG_VIEWS_STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  const { counts, corrupt } = parseViewCounts(raw);
  if (corrupt) log(`Ignoring unreadable ${BLOG_VIEWS_STORAGE_KEY} in local storage.`);
  return counts;
}

/** Counts one view of `slug`, stores it and returns the new counts. */
export function recordPostView(
  storage: ViewStorage | null,
  slug: string,
  log: Log = console.info,
): ViewCounts {
  const counts = incrementViewCount(loadViewCounts(storage, log), slug);
  try {
    storage?.setItem(BLOG_VIEWS_STORAGE_KEY, JSON.stringify(counts));
  } catch {
    // Full or blocked storage: the view still shows for this page load.
  }
  return counts;
}
