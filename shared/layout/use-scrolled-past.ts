import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether the page is scrolled further than `offset` pixels; false on the server. */
export function useScrolledPast(offset: number): boolean {
  const snapshot = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
