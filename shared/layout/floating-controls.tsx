import { lazy, Suspense } from 'react';
import { Icon } from '../components/icon.tsx';
import { SCROLL_TOP_OFFSET } from './shell-constants.ts';
import { useHydrated } from './use-hydrated.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

// Never in the server HTML (it needs JavaScript): its code is a chunk of its own, fetched once
// the page is hydrated rather than with the first script.
const AccessibilityMenu = lazy(async () => ({
  default: (await import('./accessibility-menu.tsx')).AccessibilityMenu,
}));

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
      <Suspense fallback={null}>
        <AccessibilityMenu />
      </Suspense>
    </div>
  );
}
