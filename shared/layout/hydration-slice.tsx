import { Suspense, useEffect, type ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from '../document/pre-paint.ts';

/**
 * Slices of the server HTML that are not hydrated yet. Counted by effects only, so the count is
 * the same however the tree renders (nested slices join before their parent slice is done).
 */
let pendingSlices = 0;

function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * Marks <html data-hydrated> once the page is interactive: after the root has committed and every
 * slice below it has hydrated, so listeners and stored settings are in place by then. Browser
 * tests wait for this attribute instead of guessing from network silence.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    if (pendingSlices === 0) markHydrated();
  }, []);
}

/** Mounts with its slice: the last effect of the slice's hydration. */
function SliceHydrated() {
  useEffect(() => {
    pendingSlices -= 1;
    if (pendingSlices === 0) markHydrated();
    return () => {
      pendingSlices += 1;
    };
  }, []);
  return null;
}

/**
 * A part of the page that hydrates on its own. React hydrates every <Suspense> boundary of the
 * server HTML as a separate, interruptible unit of work after the rest of the page, so no single
 * task blocks input for the whole page. The server renders the whole page before sending it
 * (`onAllReady`) and keeps every boundary in place, so no fallback is ever shown and no inline
 * script is needed to reveal one; in the HTML a slice is only a pair of comments.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  useEffect(() => {
    pendingSlices += 1;
    return () => {
      pendingSlices -= 1;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <SliceHydrated />
    </Suspense>
  );
}
