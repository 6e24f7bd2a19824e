declare global {
  interface Window {
    /** Images whose error fired before hydration (shared/components/image.tsx reads it). */
    __failedImages?: WeakSet<EventTarget>;
  }
}

/**
 * Remembers the images that fail before React listens: their error event is gone by then, so
 * the Image component asks here and shows its placeholder instead.
 */
export function rememberFailedImages(): void {
  const failed = (window.__failedImages = new WeakSet());
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && target.tagName === 'IMG') failed.add(target);
    },
    true,
  );
}
