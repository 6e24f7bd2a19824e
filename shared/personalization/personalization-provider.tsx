import { createContext, use, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageHandle } from '../routing/page-module.ts';
import { titleForPath } from '../routing/route-titles.ts';
import type {
  CommunicationPreference,
  FeaturedSectionId,
  IndustryInterest,
  ViewMode,
} from '#content/personalization/preference-options.ts';
import type { UserPreferences } from './preferences.ts';
import {
  SERVER_STATE,
  dismissWelcome,
  dispatchPreferences,
  getPersonalization,
  subscribePersonalization,
  type PersonalizationState,
} from './preferences-store.ts';

interface PersonalizationActions {
  readonly dismissWelcome: () => void;
  readonly setViewMode: (viewMode: ViewMode) => void;
  readonly setIndustry: (industry: IndustryInterest) => void;
  readonly toggleSection: (section: FeaturedSectionId) => void;
  readonly setCommunication: (preference: CommunicationPreference) => void;
  readonly clearRecent: () => void;
  readonly reset: () => void;
}

export type PersonalizationContextValue = PersonalizationState & PersonalizationActions;

const actions: PersonalizationActions = {
  dismissWelcome,
  setViewMode: (viewMode) => dispatchPreferences({ type: 'set-view-mode', viewMode }),
  setIndustry: (industry) => dispatchPreferences({ type: 'set-industry', industry }),
  toggleSection: (section) => dispatchPreferences({ type: 'toggle-section', section }),
  setCommunication: (preference) => dispatchPreferences({ type: 'set-communication', preference }),
  clearRecent: () => dispatchPreferences({ type: 'clear-recent' }),
  reset: () => dispatchPreferences({ type: 'reset' }),
};

/** Holds only the (constant) setters: its value never changes, so it never re-renders a page. */
const PersonalizationContext = createContext<PersonalizationActions | null>(null);

interface PageEntry {
  readonly path: string;
  readonly at: number;
  recorded: boolean;
}

function recordBehavior(entry: PageEntry): void {
  if (entry.recorded) return;
  entry.recorded = true;
  const now = Date.now();
  dispatchPreferences({
    type: 'record-behavior',
    entry: { path: entry.path, dwellTime: now - entry.at, timestamp: now },
  });
}

/**
 * Site-wide personalization (view mode, industry, featured sections, channel, history). The
 * preferences live in a store (`preferences-store.ts`); this provider records every page visit
 * into recently viewed and, when the visitor leaves it, how long it was viewed.
 */
export function PersonalizationProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The answering page's own title: its module is loaded by the time its path is shown.
  const routeTitle = (useMatches().at(-1)?.handle as PageHandle | undefined)?.title;
  const page = useRef<PageEntry | null>(null);

  // Written to storage at once: the record does not wait for any part of the page to hydrate.
  useEffect(() => {
    const entry: PageEntry = { path: pathname, at: Date.now(), recorded: false };
    page.current = entry;
    dispatchPreferences({
      type: 'record-visit',
      item: { path: pathname, title: titleForPath(pathname, routeTitle), timestamp: entry.at },
    });
    return () => recordBehavior(entry);
  }, [pathname, routeTitle]);

  // Closing the tab does not run effect cleanups: store the last page's visit on pagehide.
  useEffect(() => {
    const onPageHide = () => {
      if (page.current) recordBehavior(page.current);
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
  }, []);

  return <PersonalizationContext value={actions}>{children}</PersonalizationContext>;
}

function useActions(): PersonalizationActions {
  const value = use(PersonalizationContext);
  if (!value) {
    throw new Error('usePersonalization must be used within a PersonalizationProvider');
  }
  return value;
}

const serverState = () => SERVER_STATE;

/**
 * Everything: the preferences, the welcome state and the setters. Re-renders on every change;
 * parts of a page that show one value use `usePreference` instead.
 */
export function usePersonalization(): PersonalizationContextValue {
  const setters = useActions();
  const state = useSyncExternalStore(subscribePersonalization, getPersonalization, serverState);
  return useMemo(() => ({ ...state, ...setters }), [state, setters]);
}

/**
 * One value derived from the preferences (a string, a boolean: compared with Object.is). The
 * component re-renders only when that value changes, e.g. after hydration only if the visitor's
 * stored choice differs from the default the server rendered.
 */
export function usePreference<T>(select: (preferences: UserPreferences) => T): T {
  useActions();
  return useSyncExternalStore(
    subscribePersonalization,
    () => select(getPersonalization().preferences),
    () => select(SERVER_STATE.preferences),
  );
}
