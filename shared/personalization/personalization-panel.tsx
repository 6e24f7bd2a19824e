import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../components/icon.tsx';
import { useDismiss } from '../hooks/use-dismiss.ts';

const loadBody = () => import('./personalization-panel-body.tsx');
const PanelBody = lazy(() =>
  loadBody().then((module) => ({ default: module.PersonalizationPanelBody })),
);
// Starts the download when the visitor is about to open the panel.
const prefetchBody = () => void loadBody();

/**
 * The header's personalization button. Its panel only works with JavaScript, so it is
 * rendered (and its code loaded) when first opened, never into the page's HTML.
 */
export function PersonalizationPanel() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-panel`;

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  return (
    <div className="personalize" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button personalize__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Personalize"
        title="Personalize"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={prefetchBody}
        onFocus={prefetchBody}
      >
        <Icon name="settings" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PanelBody
            id={panelId}
            onClose={() => close({ restoreFocus: true })}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
