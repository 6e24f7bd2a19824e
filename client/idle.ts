import { useEffect, useState } from 'react';
import { FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS } from './idle-timing.ts';

/** Resolves once the browser has nothing more urgent to do (at the latest after 2 s). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, FALLBACK_DELAY_MS);
    }
  });
}

/**
 * False on the server, while hydrating and until the browser is first idle; true after. Parts
 * that render nothing in the server HTML use it to load their code after the first interaction
 * is possible.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle().then(() => {
      if (mounted) setIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
