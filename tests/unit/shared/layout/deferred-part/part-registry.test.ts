// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadDeferredParts,
  registerPart,
  waitingPartOf,
} from '#shared/layout/deferred-part/part-registry.ts';
import { CHUNK_RELOAD_KEY } from '#shared/routing/reload-on-chunk-error.ts';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const Component = () => null;

function placed(name: string): Element {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-hydrate-on-view="${name}"><p><button>Go</button></p></div>`,
  );
  const button = document.querySelector(`[data-hydrate-on-view="${name}"] button`);
  if (!button) throw new Error('not placed');
  return button;
}

describe('the deferred parts registry', () => {
  it('loads a part once, however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve(Component));
    const part = registerPart('registry-once', importer);
    await Promise.all([part.load(), part.load(), loadDeferredParts(['registry-once'])]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.Component).toBe(Component);
  });

  it('names the part holding an element for as long as it is not hydrated', async () => {
    const part = registerPart('registry-waiting', () => Promise.resolve(Component));
    const button = placed('registry-waiting');
    expect(waitingPartOf(button)).toBe(part);
    await part.load();
    // Its code is here, but React has not hydrated it yet: still waiting.
    expect(waitingPartOf(button)).toBe(part);
    part.didHydrate();
    await expect(part.hydrated).resolves.toBeUndefined();
    expect(waitingPartOf(button)).toBeNull();
  });

  it('knows no part outside the holders, nor a holder of an unknown name', () => {
    registerPart('registry-known', () => Promise.resolve(Component));
    document.body.insertAdjacentHTML('beforeend', '<button id="outside">Menu</button>');
    expect(waitingPartOf(document.querySelector('#outside') as Element)).toBeNull();
    expect(waitingPartOf(placed('registry-unknown'))).toBeNull();
  });

  it('gives a part whose code failed back to the browser, and says so to those waiting', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1'); // the failure after the one reload
    const part = registerPart('registry-failed', () => Promise.reject(new Error('404')));
    const button = placed('registry-failed');
    await expect(part.load()).rejects.toThrow('404');
    await expect(part.hydrated).rejects.toThrow('404');
    expect([part.failed, waitingPartOf(button)]).toEqual([true, null]);
  });
});
