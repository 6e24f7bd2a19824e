import { Icon } from '../components/icon.tsx';
import { useTheme } from './theme-provider.tsx';

/**
 * Flips light/dark and stores the choice. Both icons are in the markup and CSS shows the one
 * for the class on <html>, so the right icon shows before hydration too. Needs JavaScript: the
 * header shows it only on pages marked `js` by the pre-paint script.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
    >
      <Icon name="moon" className="theme-toggle__moon" />
      <Icon name="sun" className="theme-toggle__sun" />
    </button>
  );
}
