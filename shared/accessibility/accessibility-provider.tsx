import { createContext, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  applyAccessibilitySettings,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  readAppliedSettings,
  storeAccessibilitySettings,
  type AccessibilitySettings,
} from './accessibility-settings.ts';

interface AccessibilityContextValue {
  /** Defaults on the server and during hydration; the applied settings right after. */
  readonly settings: AccessibilitySettings;
  readonly update: (change: (current: AccessibilitySettings) => AccessibilitySettings) => void;
  readonly reset: () => void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

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
 * script sets them from storage before the first paint, and this provider reads them after
 * hydration, so the server HTML and the first client render always match.
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const textSize = useSyncExternalStore(subscribe, textSizeSnapshot, serverTextSize);
  const highContrast = useSyncExternalStore(subscribe, contrastSnapshot, serverFalse);
  const focusMode = useSyncExternalStore(subscribe, focusSnapshot, serverFalse);

  const update = useCallback(
    (change: (current: AccessibilitySettings) => AccessibilitySettings) => {
      const next = change(readAppliedSettings());
      storeAccessibilitySettings(next);
      applyAccessibilitySettings(next);
    },
    [],
  );
  const reset = useCallback(() => update(() => DEFAULT_ACCESSIBILITY_SETTINGS), [update]);

  const value = useMemo(
    () => ({ settings: { textSize, highContrast, focusMode }, update, reset }),
    [textSize, highContrast, focusMode, update, reset],
  );
  return <AccessibilityContext value={value}>{children}</AccessibilityContext>;
}

export function useAccessibility(): AccessibilityContextValue {
  const value = use(AccessibilityContext);
  if (!value) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return value;
}
