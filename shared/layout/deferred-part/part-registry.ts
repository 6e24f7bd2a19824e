import type { ComponentType } from 'react';
import { DEFERRED_HYDRATION_ATTRIBUTE } from '../../document/pre-paint.ts';
import { reloadOnChunkError } from '../../routing/reload-on-chunk-error.ts';

/**
 * One part of a page whose code is its own chunk, and where it is on its way to being
 * interactive: not started, loading, loaded, hydrated (or failed to load).
 */
export class DeferredPart {
  /** The part's component, once its chunk has arrived: it then renders synchronously. */
  Component: ComponentType | null = null;
  /** Resolves with the component once its chunk has arrived (never starts the download). */
  readonly ready: Promise<ComponentType>;
  /** Resolves once the part is hydrated (or rendered) in the browser; rejects if it cannot be. */
  readonly hydrated: Promise<void>;
  /** True once React handles the part's events (hydrated, or rendered in the browser). */
  isHydrated = false;
  /** True once its code failed to arrive: the part's HTML stays as the server sent it. */
  failed = false;
  private started: Promise<ComponentType> | null = null;
  private settle!: { resolve: (value: ComponentType) => void; reject: (error: unknown) => void };
  private settleHydrated!: { resolve: () => void; reject: (error: unknown) => void };
  private readonly importer: () => Promise<ComponentType>;

  constructor(
    readonly name: string,
    importer: () => Promise<ComponentType>,
  ) {
    this.importer = reloadOnChunkError(importer);
    this.ready = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.hydrated = new Promise((resolve, reject) => {
      this.settleHydrated = { resolve, reject };
    });
    // A failed download is reported by load() and by the render that waits on it.
    this.ready.catch(() => {});
    this.hydrated.catch(() => {});
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
        this.failed = true;
        this.settle.reject(error);
        this.settleHydrated.reject(error);
        throw error;
      },
    );
    return this.started;
  }

  didHydrate(): void {
    this.isHydrated = true;
    this.settleHydrated.resolve();
  }
}

const parts = new Map<string, DeferredPart>();

/** Declares the part `name` (unique on the site), whose component `importer` loads. */
export function registerPart(name: string, importer: () => Promise<ComponentType>): DeferredPart {
  const part = new DeferredPart(name, importer);
  parts.set(name, part);
  return part;
}

/** Every part of the given names loaded: what a page's loader awaits so it renders at once. */
export async function loadDeferredParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => parts.get(name)?.load()));
}

/** The holder element of the part `name` in the page (it has no box of its own). */
export function holderOf(name: string): Element | null {
  return document.querySelector(`[${DEFERRED_HYDRATION_ATTRIBUTE}="${name}"]`);
}

/**
 * The part holding `element` while React cannot handle its events yet: its code has not arrived,
 * or has but the part has not hydrated. Null once it has, or when its code failed to arrive (its
 * HTML then works as without JavaScript).
 */
export function waitingPartOf(element: Element): DeferredPart | null {
  const holder = element.closest(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`);
  const part = parts.get(holder?.getAttribute(DEFERRED_HYDRATION_ATTRIBUTE) ?? '');
  return part && !part.isHydrated && !part.failed ? part : null;
}
