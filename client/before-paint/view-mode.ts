import { PREFERENCES_STORAGE_KEY, VIEW_MODE_ATTRIBUTE } from '#shared/document/pre-paint.ts';

/** The stored compact view on <html> before the first paint: the page never shifts to it later. */
export function applyStoredViewMode(html: HTMLElement): void {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) || 'null') as {
      viewMode?: unknown;
    } | null;
    if (stored && stored.viewMode === 'compact') html.setAttribute(VIEW_MODE_ATTRIBUTE, 'compact');
  } catch {
    // Storage blocked or corrupt: the detailed view, as the server sent it.
  }
}
