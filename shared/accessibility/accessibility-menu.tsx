import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../components/icon.tsx';
import { useDismiss } from '../hooks/use-dismiss.ts';

export const PANEL_ID = 'accessibility-panel';
const loadPanel = () => import('./accessibility-panel.tsx');
const Panel = lazy(() => loadPanel().then((module) => ({ default: module.AccessibilityPanel })));

/**
 * The accessibility button, in the server HTML so that it can be tapped from the first paint
 * (the tap is replayed once React listens). Needs JavaScript, so CSS shows it only on pages
 * marked `js`. The panel's code is its own chunk, fetched after hydration (in an effect: a
 * component suspending right after hydration would hold back the slices) or when first opened.
 */
export function AccessibilityMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => void loadPanel(), []);
  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  return (
    <div className="a11y-menu js-only" ref={rootRef}>
      {open ? (
        <Suspense fallback={null}>
          <Panel />
        </Suspense>
      ) : null}
      <button
        type="button"
        ref={buttonRef}
        className="floating-button"
        aria-label="Accessibility"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="accessibility" size={22} />
      </button>
    </div>
  );
}
