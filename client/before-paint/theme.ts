import { THEME_STORAGE_KEY } from '#shared/document/pre-paint.ts';

/** The stored theme, else the system's preference: `dark` on <html> before the first paint. */
export function applyStoredTheme(html: HTMLElement): void {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    )
      html.classList.add('dark');
  } catch {
    // Storage blocked (a privacy setting): the page stays as the server sent it.
  }
}
