import { createContext, use, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  readAppliedSettings,
  storeAccessibilitySettings,
  type AccessibilitySettings,
} from './accessibility-settings.ts';

interface AccessibilityActions {
  readonly update: (change: (current: AccessibilitySettings) => AccessibilitySettings) => void;
  readonly reset: () => void;
}

interface AccessibilityContextValue extends AccessibilityActions {
  /** Defaults on the server and during hydration; the applied settings right after. */
  readonly settings: AccessibilitySettings;
}

function update(change: (current: AccessibilitySettings) => AccessibilitySettings): void {
  const next = change(readAppliedSettings());
  storeAccessibilitySettings(next);
  applyAccessibilitySettings(next);
}

const actions: AccessibilityActions = {
  update,
  reset: () => update(() => DEFAULT_ACCESSIBILITY_SETTINGS),
};

/** Holds only the (constant) setters; each component reads the settings itself. */
const AccessibilityContext = createContext<AccessibilityActions | null>(null);

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
 * script sets them from storage before the first paint, and `useAccessibility` reads them after
 * hydration, so the server HTML and the first client render always match.
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  return <AccessibilityContext value={actions}>{children}</AccessibilityContext>;
}

export function useAccessibility(): AccessibilityContextValue {
  const setters = use(AccessibilityContext);
  if (!setters) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  const textSize = useSyncExternalStore(subscribe, textSizeSnapshot, serverTextSize);
  const highContrast = useSyncExternalStore(subscribe, contrastSnapshot, serverFalse);
  const focusMode = useSyncExternalStore(subscribe, focusSnapshot, serverFalse);
  return { settings: { textSize, highContrast, focusMode }, ...setters };
}
