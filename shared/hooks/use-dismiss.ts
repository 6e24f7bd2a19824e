import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popup when the visitor presses Escape (focus goes back to its trigger) or
 * presses the pointer anywhere outside `rootRef` (focus stays where the click put it).
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  close: (options: { restoreFocus: boolean }) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) {
        close({ restoreFocus: false });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close({ restoreFocus: true });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, close]);
}
