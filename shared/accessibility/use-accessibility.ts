import { useSyncExternalStore } from 'react';
import {
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  readAppliedSettings,
  storeAccessibilitySettings,
  type AccessibilitySettings,
} from './accessibility-settings.ts';

interface AccessibilityControls {
  /** Defaults on the server and during hydration; the applied settings right after. */
  readonly settings: AccessibilitySettings;
  readonly update: (change: (current: AccessibilitySettings) => AccessibilitySettings) => void;
  readonly reset: () => void;
}

function update(change: (current: AccessibilitySettings) => AccessibilitySettings): void {
  const next = change(readAppliedSettings());
  storeAccessibilitySettings(next);
  applyAccessibilitySettings(next);
}

const reset = () => update(() => DEFAULT_ACCESSIBILITY_SETTINGS);

const ATTRIBUTES = ['data-text-size', 'data-contrast', 'data-focus-mode'];

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}

// Primitive snapshots: useSyncExternalStore compares them with Object.is.
const textSizeSnapshot = () => readAppliedSettings().textSize;
const contrastSnapshot = () => readAppliedSettings().highContrast;
const focusSnapshot = () => readAppliedSettings().focusMode;
const serverTextSize = () => DEFAULT_ACCESSIBILITY_SETTINGS.textSize;
const serverFalse = () => false;

/**
 * Text size, high contrast and focus mode. The <html> attributes are the state: the pre-paint
 * script sets them from storage before the first paint, and this hook reads them after
 * hydration, so the server HTML and the first client render always match. No provider: the
 * setters are the same for every page, so only the panel (its own chunk, loaded when first
 * opened) carries this code.
 */
export function useAccessibility(): AccessibilityControls {
  const textSize = useSyncExternalStore(subscribe, textSizeSnapshot, serverTextSize);
  const highContrast = useSyncExternalStore(subscribe, contrastSnapshot, serverFalse);
  const focusMode = useSyncExternalStore(subscribe, focusSnapshot, serverFalse);
  return { settings: { textSize, highContrast, focusMode }, update, reset };
}
