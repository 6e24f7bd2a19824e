import { decreaseTextSize, increaseTextSize, TEXT_SIZE } from './accessibility-settings.ts';
import { useAccessibility } from './use-accessibility.ts';
import { Icon } from '../components/icon.tsx';

import { PANEL_ID } from './accessibility-menu.tsx';

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="a11y-menu__switch"
      onClick={onChange}
    >
      <span>{label}</span>
      <span className="a11y-menu__track" aria-hidden="true">
        <span className="a11y-menu__thumb" />
      </span>
    </button>
  );
}

/**
 * Text size (80–150 %, steps of 10), high contrast and focus mode. Changes apply at
 * once to <html> and are stored, so the pre-paint script applies them on the next page load.
 * Its own chunk: rendered only while the menu is open.
 */
export function AccessibilityPanel() {
  const { settings, update, reset } = useAccessibility();
  const atMin = settings.textSize <= TEXT_SIZE.min;
  const atMax = settings.textSize >= TEXT_SIZE.max;
  return (
    <div className="a11y-menu__panel" id={PANEL_ID} role="group" aria-labelledby="a11y-menu-title">
      <p className="a11y-menu__title" id="a11y-menu-title">
        Accessibility settings
      </p>
      <div className="a11y-menu__row">
        <span id="a11y-text-size-label">Text size</span>
        <div className="a11y-menu__stepper">
          {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus. */}
          <button
            type="button"
            className="a11y-menu__step"
            aria-label="Decrease text size"
            aria-disabled={atMin}
            onClick={() =>
              !atMin && update((s) => ({ ...s, textSize: decreaseTextSize(s.textSize) }))
            }
          >
            <Icon name="minus" size={18} />
          </button>
          <output
            className="a11y-menu__value"
            aria-labelledby="a11y-text-size-label"
            aria-live="polite"
          >
            {settings.textSize}%
          </output>
          <button
            type="button"
            className="a11y-menu__step"
            aria-label="Increase text size"
            aria-disabled={atMax}
            onClick={() =>
              !atMax && update((s) => ({ ...s, textSize: increaseTextSize(s.textSize) }))
            }
          >
            <Icon name="plus" size={18} />
          </button>
        </div>
      </div>
      <Switch
        label="High contrast"
        checked={settings.highContrast}
        onChange={() => update((s) => ({ ...s, highContrast: !s.highContrast }))}
      />
      <Switch
        label="Focus mode"
        checked={settings.focusMode}
        onChange={() => update((s) => ({ ...s, focusMode: !s.focusMode }))}
      />
      <button
        type="button"
        className="button button--ghost button--small a11y-menu__reset"
        onClick={reset}
      >
        Reset to defaults
      </button>
    </div>
  );
}
