// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadTriggers, type LoadWhen } from '#shared/layout/deferred-part/load-triggers.ts';
import { registerPart, type DeferredPart } from '#shared/layout/deferred-part/part-registry.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | undefined;
let count = 0;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // Every observed element is in view at once.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
});

function Holder({ part, loadWhen }: { part: DeferredPart; loadWhen: LoadWhen }) {
  const holder = useRef<HTMLDivElement>(null);
  useLoadTriggers(part, holder, loadWhen);
  return (
    <div ref={holder}>
      <button type="button">Menu</button>
    </div>
  );
}

/** A part in view, its triggers on; `loaded()` says whether its download started. */
function partInView(loadWhen: LoadWhen) {
  const load = vi.fn(() => new Promise<() => null>(() => undefined));
  const part = registerPart(`triggers-${++count}`, load);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(<Holder part={part} loadWhen={loadWhen} />));
  return { loaded: () => load.mock.calls.length > 0, button: container.querySelector('button') };
}

describe('what starts a part’s download', () => {
  it('near: coming into view', () => {
    expect(partInView('near').loaded()).toBe(true);
  });

  it('used: not being in view, but a pointer reaching it', () => {
    const part = partInView('used');
    expect(part.loaded()).toBe(false);
    part.button?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(part.loaded()).toBe(true);
  });

  it('used: the focus reaching it', () => {
    const part = partInView('used');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(part.loaded()).toBe(false);
    part.button?.focus();
    expect(part.loaded()).toBe(true);
  });
});
