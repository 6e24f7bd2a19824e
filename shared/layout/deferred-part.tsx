import {
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { replayDeferredTaps } from '#client/tap-replay.ts';
import { DEFERRED_HYDRATION_ATTRIBUTE } from '../document/pre-paint.ts';
import { reloadOnChunkError } from '../routing/reload-on-chunk-error.ts';

/** How far below (and above) the viewport a part starts loading: about a thumb's scroll. */
const VIEW_MARGIN = '200px 0px';

/**
 * One part of a page whose code is its own chunk. In the server HTML it is complete; in the
 * browser, on the first load, it hydrates only once that chunk is fetched, which happens when
 * the part comes near the viewport or the visitor presses or focuses something inside it.
 * Until then its HTML stays as the server sent it: links, `<details>` and forms work natively.
 * A router update while the part waits (a navigation starting, a query changed on the same
 * page) reaches into it through the router's context: React then renders it in the browser
 * instead, loading its code at once, and that update waits for the code.
 */
class DeferredPart {
  /** The part's component, once its chunk has arrived: it then renders synchronously. */
  Component: ComponentType | null = null;
  /** Resolves with the component once its chunk has arrived (never starts the download). */
  readonly ready: Promise<ComponentType>;
  /** Resolves once the part is hydrated (or rendered) in the browser. */
  readonly hydrated: Promise<void>;
  private started: Promise<ComponentType> | null = null;
  private settle!: { resolve: (value: ComponentType) => void; reject: (error: unknown) => void };
  private markHydrated!: () => void;
  private readonly importer: () => Promise<ComponentType>;

  constructor(
    readonly name: string,
    importer: () => Promise<ComponentType>,
  ) {
    this.importer = reloadOnChunkError(importer);
    this.ready = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // A failed download is reported by load() and by the render that waits on it.
    this.ready.catch(() => {});
    this.hydrated = new Promise((resolve) => {
      this.markHydrated = resolve;
    });
  }

  /** Starts the download (once) and resolves with the component. */
  load(): Promise<ComponentType> {
    this.started ??= this.importer().then(
      (Component) => {
        this.Component = Component;
        this.settle.resolve(Component);
        return Component;
      },
      (error: unknown) => {
        this.settle.reject(error);
        throw error;
      },
    );
    return this.started;
  }

  didHydrate(): void {
    this.markHydrated();
  }
}

/** Set on a part's holder once it is interactive (browser tests wait for it). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

const parts = new Map<string, DeferredPart>();

/** Every part of the given names loaded: what a page's loader awaits so it renders at once. */
export async function loadDeferredParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => parts.get(name)?.load()));
}

/** The part holding `element`, if it is one that has not loaded yet. */
function pendingPartOf(element: Element): DeferredPart | null {
  const holder = element.closest(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`);
  const part = parts.get(holder?.getAttribute(DEFERRED_HYDRATION_ATTRIBUTE) ?? '');
  return part && !part.Component ? part : null;
}

/**
 * A button tapped inside a part that has not hydrated: React dropped that click (it cannot
 * hydrate the part without its code), so the part loads and `replay` runs once it has hydrated.
 * Returns false when the part's code is already there: React then hydrates the part on that
 * very click and handles it itself.
 */
function hydrateForTap(button: Element, replay: () => void): boolean {
  const part = pendingPartOf(button);
  if (!part) return false;
  void part.load();
  void part.hydrated.then(replay);
  return true;
}

/**
 * Runs `act` once `part` has hydrated: React then handles what the visitor did. Should the
 * part's code fail to arrive, `fallback` does it the way the browser would have.
 */
function onceHydrated(part: DeferredPart, act: () => void, fallback: () => void): void {
  part
    .load()
    .then(() => part.hydrated)
    .then(act, fallback);
}

/**
 * A site link followed inside a part that has not hydrated: the browser would load a whole new
 * page (React cannot hydrate the part to handle the click without its code). The part loads
 * instead, and the click is made again once it has hydrated, so the router follows it.
 */
function followLinkOnceHydrated(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  // A jump within this page needs no router: the browser scrolls at once.
  const { pathname, search } = window.location;
  if (link.hash && link.pathname === pathname && link.search === search) return;
  const part = pendingPartOf(link);
  if (!part) return;
  event.preventDefault();
  onceHydrated(
    part,
    () => link.click(),
    () => window.location.assign(link.href),
  );
}

/**
 * A form sent inside a part that has not hydrated: the browser would post it to the server (its
 * way without JavaScript) and skip the form's own checks and answer. It is sent again, by the
 * same button, once the part has hydrated.
 */
function submitOnceHydrated(event: SubmitEvent): void {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  const part = pendingPartOf(form);
  if (!part) return;
  event.preventDefault();
  const { submitter } = event;
  onceHydrated(
    part,
    () => form.requestSubmit(submitter),
    () => form.submit(),
  );
}

if (typeof window !== 'undefined') {
  replayDeferredTaps(hydrateForTap);
  document.addEventListener('click', followLinkOnceHydrated, true);
  document.addEventListener('submit', submitOnceHydrated, true);
}

// True while React hydrates server HTML, false in a render of the browser's own.
const subscribeNever = () => () => {};
const inBrowserRender = () => false;
const inHydration = () => true;

/**
 * What the visitor typed, chose or ticked in the part's fields before it hydrated: React keeps
 * it on screen but its state does not have it, so the next render would undo it. Each such field
 * is told to React as if changed now. React keeps its own record of a field's value or
 * `checked`, updated by the element's setter: the field is set back to what React rendered
 * (which updates that record), then changed the way the visitor did, past the record.
 */
function announceEarlyInput(holder: Element | null): void {
  for (const field of holder?.querySelectorAll('input, textarea, select') ?? []) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      // A radio's change shows on the one chosen; the one unchosen follows from it.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked))
        continue;
      field.checked = field.defaultChecked;
      field.click();
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        typed,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Mounts with the part's content: marks its holder `data-hydrated`, like <html> for the page. */
function PartHydrated({ part }: { part: DeferredPart }) {
  useEffect(() => {
    const holder = document.querySelector(`[${DEFERRED_HYDRATION_ATTRIBUTE}="${part.name}"]`);
    announceEarlyInput(holder);
    holder?.setAttribute(HYDRATED_ATTRIBUTE, '');
    part.didHydrate();
  }, [part]);
  return null;
}

function PartContent({ part }: { part: DeferredPart }): ReactNode {
  const hydrating = useSyncExternalStore(subscribeNever, inBrowserRender, inHydration);
  // Server and a browser render (not hydration): load now. Hydration: wait for the trigger, so
  // the boundary keeps the server HTML meanwhile.
  const Component =
    part.Component ?? use(typeof document === 'undefined' || !hydrating ? part.load() : part.ready);
  // One component per part, the same on every render: nothing remounts.
  return (
    <>
      {createElement(Component)}
      <PartHydrated part={part} />
    </>
  );
}

/** Starts loading `part` when its server HTML comes near the viewport or is pressed or focused. */
function useLoadTriggers(part: DeferredPart, holder: RefObject<HTMLDivElement | null>) {
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

/**
 * Declares a deferred part: `name` is unique on the site, `load` imports its component from a
 * module of its own (`import('./x.tsx').then((m) => m.X)`), so the bundler gives it its own chunk.
 * The returned component takes no props, so a re-render of the page never reaches into a part
 * still waiting for its code. A page with parts declares them with `deferredParts` and exports
 * its loader, so the server and the browser's own navigations render them at once.
 */
export function deferredPart(name: string, load: () => Promise<ComponentType>): ComponentType {
  const part = new DeferredPart(name, load);
  parts.set(name, part);
  function Deferred() {
    const holder = useRef<HTMLDivElement>(null);
    useLoadTriggers(part, holder);
    const attributes = { [DEFERRED_HYDRATION_ATTRIBUTE]: name };
    return (
      <div ref={holder} className="deferred-part" {...attributes}>
        <Suspense fallback={null}>
          <PartContent part={part} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return memo(Deferred);
}

/**
 * Declares the parts of one page (name -> import of its component, as for `deferredPart`) and
 * the page's loader, which awaits them all: the server and the browser's own navigations then
 * render every part at once, and only the first load's hydration waits for each.
 */
export function deferredParts<Name extends string>(
  imports: Readonly<Record<Name, () => Promise<ComponentType>>>,
): { parts: Record<Name, ComponentType>; loader: () => Promise<null> } {
  const names = Object.keys(imports) as Name[];
  const parts = Object.fromEntries(
    names.map((name) => [name, deferredPart(name, imports[name])]),
  ) as Record<Name, ComponentType>;
  const loader = async () => {
    await loadDeferredParts(names);
    return null;
  };
  return { parts, loader };
}
