import { LRUCache } from 'lru-cache';
import { countCacheEviction } from '../../ops/metrics.ts';
import type { Variants } from '../page-variants.ts';
import { NOT_FOUND_PAGE_KEY, type PageKey } from './page-key.ts';

export interface KeptPage {
  readonly status: number;
  readonly variants: Variants;
  /** UTC day the render started: some pages print today's date, so an entry lives that day only. */
  readonly day: number;
}

const DAY_MS = 86_400_000;
/** The UTC day of a time in ms since the epoch. */
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

export interface PageShelves {
  /** A kept page of today; one of an earlier day is dropped. */
  readonly get: (key: PageKey) => KeptPage | undefined;
  readonly set: (key: PageKey, page: KeptPage) => void;
  /** The site's own pages and the not-found page: the ones worth the best compression. */
  readonly isSitePage: (key: PageKey) => boolean;
  readonly entries: () => number;
  readonly bytes: () => number;
}

function entrySize(page: KeptPage, key: string): number {
  const { identity, br, gzip } = page.variants;
  // Bodies dominate; the constant covers header objects and bookkeeping.
  return identity.body.length + br.body.length + gzip.body.length + key.length * 2 + 2048;
}

/**
 * Two byte-bounded LRUs: one for the site's own pages without a query (a finite set, so it
 * simply holds them all), and a quarter of the budget for everything else a visitor can make
 * up: filtered lists and other query values. Giving made-up addresses their own budget means no
 * amount of junk can evict the real pages; made-up paths all share the one not-found entry.
 */
export function createPageShelves(maxBytes: number, sitePaths: Iterable<string>): PageShelves {
  const siteBytes = Math.floor(maxBytes * 0.75);
  const lru = (maxSize: number) =>
    new LRUCache<PageKey, KeptPage>({
      maxSize,
      sizeCalculation: entrySize,
      dispose: (_page, _key, reason) => reason === 'evict' && countCacheEviction(),
    });
  const sitePages = lru(siteBytes);
  const otherPages = lru(maxBytes - siteBytes);
  const own = new Set(sitePaths);
  const isSitePage = (key: PageKey) => own.has(key) || key === NOT_FOUND_PAGE_KEY;
  const shelfOf = (key: PageKey) => (isSitePage(key) ? sitePages : otherPages);

  return {
    get: (key) => {
      const shelf = shelfOf(key);
      const page = shelf.get(key);
      if (page && page.day !== dayOf(Date.now())) {
        shelf.delete(key);
        return undefined;
      }
      return page;
    },
    set: (key, page) => void shelfOf(key).set(key, page),
    isSitePage,
    entries: () => sitePages.size + otherPages.size,
    bytes: () => sitePages.calculatedSize + otherPages.calculatedSize,
  };
}
