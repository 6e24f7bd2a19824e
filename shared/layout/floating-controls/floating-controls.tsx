import { useEffect, useRef } from 'react';
import { whenIdle } from '#client/idle.ts';
import { AccessibilityMenu } from '../../accessibility/accessibility-menu.tsx';
import { Icon } from '../../components/icon.tsx';
import { SCROLL_TOP_OFFSET } from '../shell-constants.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useScrolledPast } from '../use-scrolled-past.ts';

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  // Keyboard users continue from the top of the page, not from a button that disappears.
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Bottom-right controls: the accessibility menu and, after 300 px of scroll, Scroll to top.
 * Both need JavaScript: the menu's button is in the server HTML (shown on pages marked `js`,
 * its early taps replayed), Scroll to top appears once the page is hydrated. They never cover a
 * page control: they rise above one under them, or step aside while it passes
 * (floating-lift.ts); the footer leaves them room at the end of the page.
 */
export function FloatingControls() {
  const hydrated = useHydrated();
  const scrolled = useScrolledPast(SCROLL_TOP_OFFSET);
  const stackRef = useRef<HTMLDivElement>(null);

  // The lift's code is a chunk of its own, loaded once the browser is idle if a control is under
  // the buttons then, else with the visitor's next scroll, press, key or resize (before which
  // nothing moves): most first screens never need it. Even that check waits for idle, in a
  // chunk of its own: the first load of every page carries none of it.
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack) return;
    let active = true;
    let stop: (() => void) | undefined;
    whenIdle()
      .then(() => import('./floating-trigger.ts'))
      .then(({ whenLiftNeeded }) => whenLiftNeeded(stack))
      .then(() => import('./floating-lift.ts'))
      .then(({ keepClearOfControls }) => {
        if (active) stop = keepClearOfControls(stack);
      })
      // Not loaded (offline, a new deploy): the buttons simply stay where they rest.
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return (
    <div className="floating-controls" ref={stackRef}>
      {hydrated && scrolled ? (
        <button
          type="button"
          className="floating-button floating-button--top"
          onClick={scrollToTop}
        >
          <Icon name="arrow-up" size={22} />
          <span className="visually-hidden">Scroll to top</span>
        </button>
      ) : null}
      <AccessibilityMenu />
    </div>
  );
}
