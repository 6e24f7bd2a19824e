import { ACCESSIBILITY_STORAGE_KEY } from '#shared/document/pre-paint.ts';

type StoredSettings = Partial<Record<'textSize' | 'highContrast' | 'focusMode', unknown>>;

/**
 * The stored accessibility settings on <html> before the first paint, so an enlarged or
 * high-contrast page never flashes small or pale. A value out of range is left out, not
 * corrected: the settings panel stores only valid ones (shared/accessibility/).
 */
export function applyStoredAccessibility(html: HTMLElement): void {
  try {
    const stored = JSON.parse(
      localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) || 'null',
    ) as StoredSettings | null;
    if (!stored || typeof stored !== 'object') return;
    const size = Number(stored.textSize);
    if (size >= 80 && size <= 150 && size % 10 === 0 && size !== 100)
      html.setAttribute('data-text-size', String(size));
    if (stored.highContrast === true) html.setAttribute('data-contrast', 'high');
    if (stored.focusMode === true) html.setAttribute('data-focus-mode', 'on');
  } catch {
    // Storage blocked or corrupt: the default settings.
  }
}
