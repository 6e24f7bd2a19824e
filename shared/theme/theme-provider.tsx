import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  applyTheme,
  currentTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type Theme,
} from './theme.ts';

interface ThemeContextValue {
  /** 'light' on the server and during hydration; the real theme right after. */
  readonly theme: Theme;
  readonly setTheme: (theme: Theme) => void;
  readonly toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Re-render when anything changes the class on <html> (this provider, another tab's sync). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const serverTheme = (): Theme => 'light';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    // System changes apply only while the visitor has not chosen a theme.
    const onSystemChange = () => {
      if (readStoredTheme() === null) applyTheme(resolveTheme(null, media.matches));
    };
    media.addEventListener('change', onSystemChange);
    return () => media.removeEventListener('change', onSystemChange);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    applyTheme(next);
  }, []);
  const toggleTheme = useCallback(() => {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  }, [setTheme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The theme and its setters. Throws outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
