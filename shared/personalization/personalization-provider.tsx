import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageHandle } from '../routing/page-module.ts';
import { titleForPath } from '../routing/route-titles.ts';
import {
  PREFERENCES_STORAGE_KEY,
  defaultPreferences,
  parseStoredPreferences,
  preferencesReducer,
  type PreferencesAction,
  type UserPreferences,
} from './preferences.ts';
import {
  type CommunicationPreference,
  type FeaturedSectionId,
  type IndustryInterest,
  type ViewMode,
} from '#content/personalization/preference-options.ts';
import { shouldShowWelcomeBanner } from './welcome-banner-rules.ts';

export interface PersonalizationContextValue {
  /** The defaults on the server and during hydration; the stored preferences right after. */
  readonly preferences: UserPreferences;
  /** True once the stored preferences are applied. */
  readonly ready: boolean;
  /** The home welcome banner, when due: a first visit, or back after more than 30 days. */
  readonly welcome: 'first' | 'back' | null;
  readonly dismissWelcome: () => void;
  readonly setViewMode: (viewMode: ViewMode) => void;
  readonly setIndustry: (industry: IndustryInterest) => void;
  readonly toggleSection: (section: FeaturedSectionId) => void;
  readonly setCommunication: (preference: CommunicationPreference) => void;
  readonly clearRecent: () => void;
  readonly reset: () => void;
}

const PersonalizationContext = createContext<PersonalizationContextValue | null>(null);

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

interface PageEntry {
  readonly path: string;
  readonly at: number;
  recorded: boolean;
}

/**
 * Site-wide personalization (view mode, industry, featured sections, channel, history). The
 * server and the hydration render use the defaults so the HTML is the same for everyone; the
 * stored preferences are applied in an effect right after.
 */
export function PersonalizationProvider({ children }: { children: ReactNode }) {
  const [preferences, dispatch] = useReducer(preferencesReducer, defaultPreferences);
  const [ready, setReady] = useState(false);
  const [welcome, setWelcome] = useState<'first' | 'back' | null>(null);
  const { pathname } = useLocation();
  // The answering page's own title: its module is loaded by the time its path is shown.
  const routeTitle = (useMatches().at(-1)?.handle as PageHandle | undefined)?.title;
  const latest = useRef(preferences);
  latest.current = preferences;
  const page = useRef<PageEntry | null>(null);

  useEffect(() => {
    const result = parseStoredPreferences(readStored());
    if (!result.ok) {
      // Logged, not warned: corrupt storage is the visitor's state, not a site error.
      console.info(`Ignoring stored ${PREFERENCES_STORAGE_KEY} (${result.problem}).`);
    }
    const now = Date.now();
    const { lastVisit } = result.preferences;
    if (shouldShowWelcomeBanner(lastVisit, now)) setWelcome(lastVisit === null ? 'first' : 'back');
    dispatch({ type: 'load', preferences: { ...result.preferences, lastVisit: now } });
    setReady(true);
  }, []);

  // Every page visit goes into recently viewed; leaving it records how long it was viewed.
  useEffect(() => {
    if (!ready) return;
    const at = Date.now();
    const entry: PageEntry = { path: pathname, at, recorded: false };
    page.current = entry;
    dispatch({
      type: 'record-visit',
      item: { path: pathname, title: titleForPath(pathname, routeTitle), timestamp: at },
    });
    return () => {
      if (entry.recorded) return;
      entry.recorded = true;
      const now = Date.now();
      dispatch({
        type: 'record-behavior',
        entry: { path: entry.path, dwellTime: now - entry.at, timestamp: now },
      });
    };
  }, [ready, pathname, routeTitle]);

  // Closing the tab does not run effect cleanups: store the last page's visit synchronously.
  useEffect(() => {
    if (!ready) return;
    const onPageHide = () => {
      const entry = page.current;
      if (!entry || entry.recorded) return;
      entry.recorded = true;
      const now = Date.now();
      const action: PreferencesAction = {
        type: 'record-behavior',
        entry: { path: entry.path, dwellTime: now - entry.at, timestamp: now },
      };
      writeStored(preferencesReducer(latest.current, action));
      dispatch(action);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      // Back from the back/forward cache: the page is being viewed again.
      if (event.persisted && page.current) {
        page.current = { path: page.current.path, at: Date.now(), recorded: false };
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [ready]);

  useEffect(() => {
    if (ready) writeStored(preferences);
  }, [ready, preferences]);

  const dismissWelcome = useCallback(() => setWelcome(null), []);
  const setViewMode = useCallback(
    (viewMode: ViewMode) => dispatch({ type: 'set-view-mode', viewMode }),
    [],
  );
  const setIndustry = useCallback(
    (industry: IndustryInterest) => dispatch({ type: 'set-industry', industry }),
    [],
  );
  const toggleSection = useCallback(
    (section: FeaturedSectionId) => dispatch({ type: 'toggle-section', section }),
    [],
  );
  const setCommunication = useCallback(
    (preference: CommunicationPreference) => dispatch({ type: 'set-communication', preference }),
    [],
  );
  const clearRecent = useCallback(() => dispatch({ type: 'clear-recent' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  const value = useMemo<PersonalizationContextValue>(
    () => ({
      preferences,
      ready,
      welcome,
      dismissWelcome,
      setViewMode,
      setIndustry,
      toggleSection,
      setCommunication,
      clearRecent,
      reset,
    }),
    [
      preferences,
      ready,
      welcome,
      dismissWelcome,
      setViewMode,
      setIndustry,
      toggleSection,
      setCommunication,
      clearRecent,
      reset,
    ],
  );
  return <PersonalizationContext value={value}>{children}</PersonalizationContext>;
}

/** The visitor's preferences and their setters. Throws outside PersonalizationProvider. */
export function usePersonalization(): PersonalizationContextValue {
  const value = use(PersonalizationContext);
  if (!value) {
    throw new Error('usePersonalization must be used within a PersonalizationProvider');
  }
  return value;
}
