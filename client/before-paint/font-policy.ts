import {
  FONT_ATTRIBUTE,
  FONT_CACHED_STORAGE_KEY,
  FONT_FILES_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from '#shared/document/pre-paint.ts';
import { FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS } from '../idle-timing.ts';
import { addLink, listedOn } from './add-link.ts';
import type { NavigatorWithLink } from './link-estimate.ts';

/**
 * The web font. On a slow link (Save-Data, or the browser's estimate under 2 Mbit/s with a round
 * trip of 150 ms or more; before it has measured anything Chromium reports 1.3 Mbit/s and
 * 100 ms, which counts as fast) and before the font is known to be in the cache, the page is
 * shown in its metric-matched fallback, and the font is fetched only once the page is
 * interactive and idle (loaded, not added to the page: the text does not change under the
 * reader's eyes), then remembered, so the next page takes it from the cache. Its 48 KB would
 * otherwise share the link with the stylesheet and the scripts, and with `font-display: optional`
 * such a phone would not show it on this page anyway. Otherwise it is preloaded at low priority:
 * the text paints at once in the fallback, and the stylesheet keeps the first bytes of the link.
 */
export function applyFontPolicy(html: HTMLElement, script: Element | null): void {
  const files = listedOn(script, FONT_FILES_ATTRIBUTE);
  const link = (navigator as NavigatorWithLink).connection;
  let cached = null;
  try {
    cached = localStorage.getItem(FONT_CACHED_STORAGE_KEY);
  } catch {
    // Storage blocked: the font counts as not fetched yet.
  }
  if (link && (link.saveData || (link.downlink < 2 && link.rtt >= 150)) && !cached) {
    html.setAttribute(FONT_ATTRIBUTE, 'later');
    fetchOnceInteractiveAndIdle(html, files);
  } else
    for (const file of files)
      addLink('preload', file, {
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
        fetchpriority: 'low',
      });
}

function fetchOnceInteractiveAndIdle(html: HTMLElement, files: readonly string[]): void {
  if (!window.MutationObserver || !window.FontFace) return;
  const fetchFont = () => {
    Promise.all(
      files
        .filter(Boolean)
        .map((file) => new window.FontFace('Inter Variable', `url(${file})`).load()),
    ).then(
      () => {
        try {
          localStorage.setItem(FONT_CACHED_STORAGE_KEY, '1');
        } catch {
          // Storage blocked: the next page decides again.
        }
      },
      () => undefined,
    );
  };
  new window.MutationObserver((_, observer) => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    if (window.requestIdleCallback)
      window.requestIdleCallback(fetchFont, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(fetchFont, FALLBACK_DELAY_MS);
  }).observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
