import {
  PREFERENCES_STORAGE_KEY,
  defaultPreferences,
  parseStoredPreferences,
  preferencesReducer,
  type PreferencesAction,
  type UserPreferences,
} from './preferences.ts';
import { VIEW_MODE_ATTRIBUTE } from '../document/pre-paint.ts';
import { shouldShowWelcomeBanner } from './welcome-banner-rules.ts';

/**
 * The visitor's preferences as a store outside React. Components read it through
 * `useSyncExternalStore`, each for itself: the server and the hydrating render use the defaults
 * (the HTML is the same for everyone), and only the components whose value differs re-render
 * after hydration. A context value changing above the page would instead force every section
 * that is not hydrated yet to hydrate at once, in one long task.
 */
export interface PersonalizationState {
  readonly preferences: UserPreferences;
  /** True once the stored preferences are read (never on the server). */
  readonly ready: boolean;
  /** The home welcome banner, when due: a first visit, or back after more than 30 days. */
  readonly welcome: 'first' | 'back' | null;
}

export const SERVER_STATE: PersonalizationState = {
  preferences: defaultPreferences,
  ready: false,
  welcome: null,
};

let state: PersonalizationState | null = null;
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return null; // Storage blocked: the visitor simply gets the defaults.
  }
}

function writeStored(preferences: UserPreferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Full or blocked storage: preferences last for this page view only.
  }
}

/**
 * The compact view is styled from an attribute on <html>, which the pre-paint script sets from
 * storage before the first paint: kept in step here when the visitor changes it (or when the
 * stored value turns out to be invalid).
 */
function applyViewMode(preferences: UserPreferences): void {
  const root = document.documentElement;
  if (preferences.viewMode === 'compact') root.setAttribute(VIEW_MODE_ATTRIBUTE, 'compact');
  else root.removeAttribute(VIEW_MODE_ATTRIBUTE);
}

/** Reads storage once per page load; this visit becomes the last visit. */
function load(): PersonalizationState {
  const result = parseStoredPreferences(readStored());
  if (!result.ok) {
    // Logged, not warned: corrupt storage is the visitor's state, not a site error.
    console.info(`Ignoring stored ${PREFERENCES_STORAGE_KEY} (${result.problem}).`);
  }
  const now = Date.now();
  const { lastVisit } = result.preferences;
  const welcome = shouldShowWelcomeBanner(lastVisit, now)
    ? lastVisit === null
      ? 'first'
      : 'back'
    : null;
  const preferences = { ...result.preferences, lastVisit: now };
  writeStored(preferences);
  applyViewMode(preferences);
  return { preferences, ready: true, welcome };
}

/** The browser's state, read from storage on first use. */
export function getPersonalization(): PersonalizationState {
  state ??= load();
  return state;
}

export function subscribePersonalization(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function replace(next: PersonalizationState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Applies an action and stores the result at once (synchronously, so `pagehide` can use it). */
export function dispatchPreferences(action: PreferencesAction): void {
  const current = getPersonalization();
  const preferences = preferencesReducer(current.preferences, action);
  if (preferences === current.preferences) return;
  writeStored(preferences);
  applyViewMode(preferences);
  replace({ ...current, preferences });
}

export function dismissWelcome(): void {
  const current = getPersonalization();
  if (current.welcome !== null) replace({ ...current, welcome: null });
}
