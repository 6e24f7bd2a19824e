import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Icon } from '../components/icon.tsx';
import { useDismiss } from '../hooks/use-dismiss.ts';

export const PANEL_ID = 'accessibility-panel';
const loadPanel = () => import('./accessibility-panel.tsx');
const Panel = lazy(() => loadPanel().then((module) => ({ default: module.AccessibilityPanel })));

// Starts the download when the visitor is about to open the panel (a pointer over or pressing
// the button, or focus on it), not with the page: most visits never open it.
const prefetchPanel = () => void loadPanel();

/**
 * The accessibility button, in the server HTML so that it can be tapped from the first paint
 * (the tap is replayed once React listens). Needs JavaScript, so CSS shows it only on pages
 * marked `js`. The panel's code is its own chunk, fetched when the visitor heads for the button
 * or when first opened.
 */
export function AccessibilityMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
        onPointerEnter={prefetchPanel}
        onPointerDown={prefetchPanel}
        onFocus={prefetchPanel}
      >
        <Icon name="accessibility" size={22} />
      </button>
    </div>
  );
}
