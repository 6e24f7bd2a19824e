import { createContext, use, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  applyTheme,
  currentTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type Theme,
} from './theme.ts';

interface ThemeActions {
  readonly setTheme: (theme: Theme) => void;
  readonly toggleTheme: () => void;
}

interface ThemeContextValue extends ThemeActions {
  /** 'light' on the server and during hydration; the real theme right after. */
  readonly theme: Theme;
}

function setTheme(next: Theme): void {
  storeTheme(next);
  applyTheme(next);
}

const actions: ThemeActions = {
  setTheme,
  toggleTheme: () => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'),
};

/**
 * Holds only the (constant) setters. Each component reads the theme itself (`useTheme`), so a
 * dark page re-renders only those components after hydration, never the whole page at once.
 */
const ThemeContext = createContext<ThemeActions | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Re-render when anything changes the class on <html> (this provider, another tab's sync). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const serverTheme = (): Theme => 'light';

export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    // System changes apply only while the visitor has not chosen a theme.
    const onSystemChange = () => {
      if (readStoredTheme() === null) applyTheme(resolveTheme(null, media.matches));
    };
    media.addEventListener('change', onSystemChange);
    return () => media.removeEventListener('change', onSystemChange);
  }, []);

  return <ThemeContext value={actions}>{children}</ThemeContext>;
}

/** The theme and its setters. Throws outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const setters = use(ThemeContext);
  if (!setters) throw new Error('useTheme must be used within a ThemeProvider');
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  return { theme, ...setters };
}
