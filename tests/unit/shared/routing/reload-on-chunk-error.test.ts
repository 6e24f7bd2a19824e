import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  reloadOnChunkError,
} from '../../../../shared/routing/reload-on-chunk-error.ts';

function fakeBrowser() {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  return { stored, reload, environment: () => ({ storage, reload }) };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
/** Lets a never-settling promise show that it has not settled. */
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(() => true),
    new Promise((resolve) => setTimeout(resolve, 10, false)),
  ]);

describe('reloadOnChunkError', () => {
  it('returns the module when the chunk loads', async () => {
    const browser = fakeBrowser();
    const load = reloadOnChunkError(() => Promise.resolve({ page: 'home' }), browser.environment);
    await expect(load()).resolves.toEqual({ page: 'home' });
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk fails, and does not settle meanwhile', async () => {
    const browser = fakeBrowser();
    const pending = reloadOnChunkError(failing, browser.environment)();
    expect(await settled(pending)).toBe(false);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.stored.get(CHUNK_RELOAD_KEY)).toBe('1');
  });

  it('lets the second failure in a session reach the error boundary instead of looping', async () => {
    const browser = fakeBrowser();
    browser.stored.set(CHUNK_RELOAD_KEY, '1');
    await expect(reloadOnChunkError(failing, browser.environment)()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('clears the guard after a successful load, so a later deploy may reload again', async () => {
    const browser = fakeBrowser();
    browser.stored.set(CHUNK_RELOAD_KEY, '1');
    await reloadOnChunkError(() => Promise.resolve({}), browser.environment)();
    expect(browser.stored.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('on the server (no window) rethrows', async () => {
    await expect(reloadOnChunkError(failing)()).rejects.toThrow(TypeError);
  });
});
