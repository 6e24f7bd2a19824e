import { ACCESSIBILITY_STORAGE_KEY } from '../document/pre-paint.ts';

/** Text size in percent, 80 to 150 in steps of 10, default 100. */
export const TEXT_SIZE = { min: 80, max: 150, step: 10, default: 100 } as const;

export interface AccessibilitySettings {
  readonly textSize: number;
  readonly highContrast: boolean;
  readonly focusMode: boolean;
}

export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = {
  textSize: TEXT_SIZE.default,
  highContrast: false,
  focusMode: false,
};

/** Any number to the nearest allowed size (a multiple of the step within the bounds). */
export function clampTextSize(size: number): number {
  if (!Number.isFinite(size)) return TEXT_SIZE.default;
  const stepped = Math.round(size / TEXT_SIZE.step) * TEXT_SIZE.step;
  return Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, stepped));
}

export function increaseTextSize(size: number): number {
  return clampTextSize(size + TEXT_SIZE.step);
}

export function decreaseTextSize(size: number): number {
  return clampTextSize(size - TEXT_SIZE.step);
}

/** Stored JSON to settings; anything missing or corrupt falls back to the default. */
export function parseAccessibilitySettings(raw: string | null): AccessibilitySettings {
  if (!raw) return DEFAULT_ACCESSIBILITY_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_ACCESSIBILITY_SETTINGS;
    const record = value as Record<string, unknown>;
    return {
      textSize:
        typeof record.textSize === 'number' ? clampTextSize(record.textSize) : TEXT_SIZE.default,
      highContrast: record.highContrast === true,
      focusMode: record.focusMode === true,
    };
  } catch {
    return DEFAULT_ACCESSIBILITY_SETTINGS;
  }
}

/**
 * The attributes on <html> that base.css maps to root font size, contrast and focus styles.
 * Mirrors the pre-paint script, which applies the stored settings before the first paint.
 */
export function applyAccessibilitySettings(settings: AccessibilitySettings): void {
  const root = document.documentElement;
  if (settings.textSize === TEXT_SIZE.default) root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', String(settings.textSize));
  if (settings.highContrast) root.setAttribute('data-contrast', 'high');
  else root.removeAttribute('data-contrast');
  if (settings.focusMode) root.setAttribute('data-focus-mode', 'on');
  else root.removeAttribute('data-focus-mode');
}

/** The settings currently applied to the page (the pre-paint script's result after a load). */
export function readAppliedSettings(): AccessibilitySettings {
  const root = document.documentElement;
  const size = Number(root.getAttribute('data-text-size') ?? TEXT_SIZE.default);
  return {
    textSize: clampTextSize(size),
    highContrast: root.getAttribute('data-contrast') === 'high',
    focusMode: root.getAttribute('data-focus-mode') === 'on',
  };
}

export function storeAccessibilitySettings(settings: AccessibilitySettings): void {
  try {
    window.localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked: the settings last for this page only.
  }
}
