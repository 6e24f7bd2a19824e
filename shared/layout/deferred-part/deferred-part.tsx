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
} from 'react';
import { DEFERRED_HYDRATION_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../document/pre-paint.ts';
import { announceEarlyInput } from '#client/early-press/typed-input.ts';
import { useLoadTriggers, type LoadWhen } from './load-triggers.ts';
import { holderOf, loadDeferredParts, registerPart, type DeferredPart } from './part-registry.ts';

/*
 * A part of a page whose code is its own chunk. In the server HTML it is complete; in the
 * browser, on the first load, it hydrates only once that chunk is fetched, which happens when
 * the part comes near the viewport or the visitor presses or focuses something inside it
 * (./load-triggers.ts). Until then its HTML stays as the server sent it, and a press in it is
 * held and made again once it has hydrated, and what was typed meanwhile is told to React then
 * (the early-press path, client/early-press/). A router update while the part waits (a navigation
 * starting, a query changed on the same page) reaches into it through the router's context:
 * React then renders it in the browser instead, loading its code at once.
 */

// True while React hydrates server HTML, false in a render of the browser's own.
const subscribeNever = () => () => {};
const inBrowserRender = () => false;
const inHydration = () => true;

/** Mounts with the part's content: marks it hydrated, like <html> for the page. */
function PartHydrated({ part }: { part: DeferredPart }) {
  useEffect(() => {
    const holder = holderOf(part.name);
    // First: from here on React handles the part's events (the announcement's own clicks too),
    // and the held presses are made again after this effect (they wait on `hydrated`). What was
    // typed is told to React now, in this effect: a render of the part's own would undo it.
    part.didHydrate();
    announceEarlyInput(holder);
    holder?.setAttribute(HYDRATED_ATTRIBUTE, '');
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

/**
 * Declares a deferred part: `name` is unique on the site, `load` imports its component from a
 * module of its own (`import('./x.tsx').then((m) => m.X)`), so the bundler gives it its own chunk.
 * The returned component takes no props, so a re-render of the page never reaches into a part
 * still waiting for its code. A page with parts declares them with `deferredParts` and exports
 * its loader, so the server and the browser's own navigations render them at once. `loadWhen`
 * says what starts the download (./load-triggers.ts): by default coming near the viewport or a
 * press or focus inside; `used` for a part always in view that most visits never touch.
 */
export function deferredPart(
  name: string,
  load: () => Promise<ComponentType>,
  loadWhen: LoadWhen = 'near',
): ComponentType {
  const part = registerPart(name, load);
  function Deferred() {
    const holder = useRef<HTMLDivElement>(null);
    useLoadTriggers(part, holder, loadWhen);
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
 * render every part at once, and only the first load's hydration waits for each. The parts named
 * in `loadWhenUsed` load only once a pointer or the focus reaches them (see `deferredPart`).
 */
export function deferredParts<Name extends string>(
  imports: Readonly<Record<Name, () => Promise<ComponentType>>>,
  loadWhenUsed: readonly NoInfer<Name>[] = [],
): { parts: Record<Name, ComponentType>; loader: () => Promise<null> } {
  const names = Object.keys(imports) as Name[];
  const parts = Object.fromEntries(
    names.map((name) => [
      name,
      deferredPart(name, imports[name], loadWhenUsed.includes(name) ? 'used' : 'near'),
    ]),
  ) as Record<Name, ComponentType>;
  const loader = async () => {
    await loadDeferredParts(names);
    return null;
  };
  return { parts, loader };
}
