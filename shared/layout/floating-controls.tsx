import { useEffect, useRef } from 'react';
import { whenIdle } from '#client/idle.ts';
import { AccessibilityMenu } from '../accessibility/accessibility-menu.tsx';
import { Icon } from '../components/icon.tsx';
import { FLOATING_CLEAR_OF, SCROLL_TOP_OFFSET } from './shell-constants.ts';
import { useHydrated } from './use-hydrated.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  // Keyboard users continue from the top of the page, not from a button that disappears.
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Bottom-right controls: the accessibility menu and, after 300 px of scroll, Scroll to top.
 * Both need JavaScript: the menu's button is in the server HTML (shown on pages marked `js`,
 * its early taps replayed), Scroll to top appears once the page is hydrated. They step up out
 * of the way of a page control under them (floating-lift.ts); the footer leaves them room at
 * the end of the page.
 */
const INTERACTIONS = ['scroll', 'resize', 'pointerdown', 'keydown'] as const;

/** Resolves on the first scroll, press, key or resize of the page. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * Whether a page control the lift would step aside from (floating-lift.ts: visible, at most half
 * the screen wide) meets the buttons' box, with 8 px around it.
 */
function narrowControlUnder(stack: HTMLElement): boolean {
  const box = stack.getBoundingClientRect();
  return [...document.querySelectorAll(FLOATING_CLEAR_OF)].some((element) => {
    if (stack.contains(element)) return false;
    const { left, right, top, bottom, width } = element.getBoundingClientRect();
    return (
      width > 1 &&
      width <= window.innerWidth / 2 &&
      left < box.right + 8 &&
      right > box.left - 8 &&
      top < box.bottom + 8 &&
      bottom > box.top - 8
    );
  });
}

export function FloatingControls() {
  const hydrated = useHydrated();
  const scrolled = useScrolledPast(SCROLL_TOP_OFFSET);
  const stackRef = useRef<HTMLDivElement>(null);

  // The lift's code is a chunk of its own, loaded once the browser is idle if a control is under
  // the buttons then, else with the visitor's first scroll, press, key or resize (before which
  // nothing moves): most first screens never need it.
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack) return;
    let active = true;
    let stop: (() => void) | undefined;
    Promise.race([
      whenIdle().then(() => (narrowControlUnder(stack) ? undefined : new Promise(() => {}))),
      firstInteraction(),
    ])
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
