import { useEffect, useState, type ComponentType } from 'react';
import { Icon } from '../components/icon.tsx';
import { SCROLL_TOP_OFFSET } from './shell-constants.ts';
import { useHydrated } from './use-hydrated.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * The accessibility menu is never in the server HTML (it needs JavaScript): its code is a chunk
 * of its own, fetched once the page is hydrated rather than with the first script. Loaded in an
 * effect, not with React.lazy: a component suspending right after hydration would hold back the
 * hydration of the page's slices until React's fallback timer fired.
 */
let AccessibilityMenu: ComponentType | null = null;

function useAccessibilityMenuLoaded(): boolean {
  const [loaded, setLoaded] = useState(AccessibilityMenu !== null);
  useEffect(() => {
    let mounted = true;
    void import('../accessibility/accessibility-menu.tsx').then((module) => {
      AccessibilityMenu = module.AccessibilityMenu;
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  // Keyboard users continue from the top of the page, not from a button that disappears.
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Bottom-right controls: the accessibility menu and, after 300 px of scroll, Scroll to top.
 * Both need JavaScript, so they appear only once the page is hydrated.
 */
export function FloatingControls() {
  const hydrated = useHydrated();
  const menuLoaded = useAccessibilityMenuLoaded();
  const scrolled = useScrolledPast(SCROLL_TOP_OFFSET);
  if (!hydrated) return null;
  return (
    <div className="floating-controls">
      {scrolled ? (
        <button
          type="button"
          className="floating-button floating-button--top"
          onClick={scrollToTop}
        >
          <Icon name="arrow-up" size={22} />
          <span className="visually-hidden">Scroll to top</span>
        </button>
      ) : null}
      {menuLoaded && AccessibilityMenu ? <AccessibilityMenu /> : null}
    </div>
  );
}
