import { useEffect, type RefObject } from 'react';
import type { DeferredPart } from './part-registry.ts';

/** How far below (and above) the viewport a part starts loading: about a thumb's scroll. */
const VIEW_MARGIN = '200px 0px';

/**
 * What starts a part's download: `near`, its server HTML coming near the viewport; `used`, only
 * a finger or the focus landing in it. Either way a press there is held until the part has
 * hydrated (client/early-press/).
 */
export type LoadWhen = 'near' | 'used';

/** Starts loading `part` when `loadWhen` says, or when a pointer or the focus reaches it. */
export function useLoadTriggers(
  part: DeferredPart,
  holder: RefObject<HTMLDivElement | null>,
  loadWhen: LoadWhen,
) {
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
      loadWhen === 'near' && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) start();
            },
            { rootMargin: VIEW_MARGIN },
          )
        : null;
    // A pointer heading into the part (a mouse over it) starts the download before the press.
    const events = ['pointerover', 'pointerdown', 'focusin'];
    function stop() {
      observer?.disconnect();
      for (const type of events) document.removeEventListener(type, onInput, true);
    }
    // The holder has no box of its own (display: contents): watch what it holds.
    if (observer) for (const child of element.children) observer.observe(child);
    else if (loadWhen === 'near') start();
    for (const type of events) document.addEventListener(type, onInput, true);
    return stop;
  }, [part, holder, loadWhen]);
}
