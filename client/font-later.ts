import { whenIdle } from '#client/idle.ts';
import { FONT_ATTRIBUTE, FONT_CACHED_STORAGE_KEY } from '#shared/document/pre-paint.ts';

/**
 * Where the pre-paint script left the web font for later (a slow link), fetches it once the page
 * is interactive and idle, so the next page loads it from the cache. This page stays in the
 * metric-matched fallback: a font arriving now would change the text under the reader's eyes.
 */
export function fetchFontLater(fontFiles: readonly string[]): void {
  if (document.documentElement.getAttribute(FONT_ATTRIBUTE) !== 'later') return;
  // Loaded but not added to document.fonts: fetched into the cache, shown from the next page.
  // Offline, or storage blocked: the next page decides again.
  void whenIdle()
    .then(() =>
      Promise.all(fontFiles.map((file) => new FontFace('Inter Variable', `url(${file})`).load())),
    )
    .then(() => localStorage.setItem(FONT_CACHED_STORAGE_KEY, '1'))
    .catch(() => undefined);
}
