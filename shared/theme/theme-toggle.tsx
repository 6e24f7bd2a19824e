import { useContext } from 'react';
import { IconSpriteContext } from '../components/icon.tsx';
import { useTheme } from './theme-provider.tsx';

/**
 * Flips light/dark and stores the choice. Both icons are in the markup (two uses of one <svg>) and CSS shows the one
 * for the class on <html>, so the right icon shows before hydration too. Needs JavaScript: the
 * header shows it only on pages marked `js` by the pre-paint script.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const sprite = useContext(IconSpriteContext);
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
    >
      <svg
        className="icon"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <use className="theme-toggle__moon" href={`${sprite}#moon`} />
        <use className="theme-toggle__sun" href={`${sprite}#sun`} />
      </svg>
    </button>
  );
}
