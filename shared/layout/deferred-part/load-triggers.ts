import { useEffect, type RefObject } from 'react';
import type { DeferredPart } from './part-registry.ts';

/** How far below (and above) the viewport a part starts loading: about a thumb's scroll. */
const VIEW_MARGIN = '200px 0px';

/**
 * Starts loading `part` when its server HTML comes near the viewport or a finger or the focus
 * lands in it (a press there is held until it hydrates: client/early-press/).
 */
export function useLoadTriggers(part: DeferredPart, holder: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = holder.current;
    if (!element || part.Component) return;
    // Rendered in the browser (no server HTML to observe): load at once.
    if (!element.firstElementChild) {
      void part.load();
      return;
    }
    const start = () => {
      stop();
      void part.load();
    };
    // React stops events that reach a part it cannot hydrate yet at the document, so listen there.
    const onInput = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) start();
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) start();
            },
            { rootMargin: VIEW_MARGIN },
          )
        : null;
    function stop() {
      observer?.disconnect();
      document.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('focusin', onInput, true);
    }
    // The holder has no box of its own (display: contents): watch what it holds.
    if (observer) for (const child of element.children) observer.observe(child);
    else start();
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('focusin', onInput, true);
    return stop;
  }, [part, holder]);
}
