/**
 * After a deploy, a browser still running the old entry asks for route chunks that no longer
 * exist. Reloading once fetches the new HTML and its chunks; the session flag keeps a chunk
 * that is really broken from reloading forever (the second failure reaches the error boundary).
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload';

interface ReloadEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

function browserEnvironment(): ReloadEnvironment | null {
  if (typeof window === 'undefined') return null;
  try {
    return { storage: window.sessionStorage, reload: () => window.location.reload() };
  } catch {
    return null; // Storage blocked: without the guard, never reload.
  }
}

/** True once per session until cleared: the caller may reload. */
function claimReload(storage: ReloadEnvironment['storage']): boolean {
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    return true;
  } catch {
    return false; // Without the guard a reload could loop.
  }
}

/**
 * Wraps a route module loader: on the server it is the loader itself; in the browser a failed
 * load reloads the page once per session until a load succeeds again.
 */
export function reloadOnChunkError<T>(
  load: () => Promise<T>,
  environment: () => ReloadEnvironment | null = browserEnvironment,
): () => Promise<T> {
  return async () => {
    let module: T;
    try {
      module = await load();
    } catch (error) {
      const env = environment();
      if (!env || !claimReload(env.storage)) throw error;
      env.reload();
      // The page is going away: never settle, so nothing renders an error in the meantime.
      return new Promise<T>(() => {});
    }
    try {
      environment()?.storage.removeItem(CHUNK_RELOAD_KEY);
    } catch {
      // Storage blocked: nothing was stored either.
    }
    return module;
  };
}
