import { useEffect, useRef, useState, type ReactNode } from 'react';
import { demoSections } from '#content/demos/personalization-demo.ts';
import {
  communicationLabels,
  industries,
  industryLabels,
  viewModeLabels,
} from '#content/personalization/preference-options.ts';
import { Icon } from '../../components/icon.tsx';
import {
  toggleAccordion,
  type AccordionGroup,
  type DemoPreferences,
  type DemoPreferencesAction,
} from './personalization-demo-rules.ts';

interface DemoSettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly preferences: DemoPreferences;
  readonly dispatch: (action: DemoPreferencesAction) => void;
}

const groupTitles: Record<AccordionGroup, string> = {
  display: 'Display',
  industry: 'Industry',
  sections: 'Featured sections',
  communication: 'Communication',
};

function Group({
  id,
  open,
  onToggle,
  children,
}: {
  id: AccordionGroup;
  open: boolean;
  onToggle: (id: AccordionGroup) => void;
  children: ReactNode;
}) {
  return (
    <div className={open ? 'pdemo-settings__group is-open' : 'pdemo-settings__group'}>
      <h3 className="pdemo-settings__heading">
        <button
          type="button"
          id={`pdemo-group-${id}`}
          aria-expanded={open}
          aria-controls={`pdemo-group-${id}-panel`}
          onClick={() => onToggle(id)}
        >
          {groupTitles[id]}
          <Icon name="chevron-down" className="pdemo-settings__chevron" />
        </button>
      </h3>
      <div
        id={`pdemo-group-${id}-panel`}
        role="region"
        aria-labelledby={`pdemo-group-${id}`}
        className="pdemo-settings__panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}

/** The settings modal: accordion groups, display first, one open at a time. */
export function DemoSettingsDialog({
  open,
  onClose,
  preferences,
  dispatch,
}: DemoSettingsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [openGroup, setOpenGroup] = useState<AccordionGroup | null>('display');
  const onToggle = (group: AccordionGroup) =>
    setOpenGroup((current) => toggleAccordion(current, group));

  // The native modal dialog traps focus, closes on Escape and restores focus on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="pdemo-settings"
      aria-labelledby="pdemo-settings-title"
      onClose={onClose}
    >
      <div className="pdemo-settings__top">
        <h2 id="pdemo-settings-title">Your preferences</h2>
        <button type="button" className="icon-button" aria-label="Close settings" onClick={onClose}>
          <Icon name="x" />
        </button>
      </div>
      <p className="muted">Changes apply at once and are saved in this browser.</p>

      <Group id="display" open={openGroup === 'display'} onToggle={onToggle}>
        <fieldset className="pdemo-settings__options">
          <legend className="visually-hidden">View mode</legend>
          {(['detailed', 'compact'] as const).map((mode) => (
            <label key={mode} className="pill">
              <input
                type="radio"
                name="pdemo-view-mode"
                checked={preferences.viewMode === mode}
                onChange={() => dispatch({ type: 'view-mode', viewMode: mode })}
              />
              {viewModeLabels[mode]} view
            </label>
          ))}
        </fieldset>
      </Group>

      <Group id="industry" open={openGroup === 'industry'} onToggle={onToggle}>
        <div className="demo-field">
          <label htmlFor="pdemo-industry">Your industry</label>
          <select
            id="pdemo-industry"
            value={preferences.industry}
            onChange={(event) =>
              dispatch({
                type: 'industry',
                industry: event.target.value as DemoPreferences['industry'],
              })
            }
          >
            <option value="none">Not selected</option>
            {industries.map((industry) => (
              <option key={industry} value={industry}>
                {industryLabels[industry]}
              </option>
            ))}
          </select>
        </div>
      </Group>

      <Group id="sections" open={openGroup === 'sections'} onToggle={onToggle}>
        <fieldset className="pdemo-settings__checks">
          <legend className="visually-hidden">Sections to feature</legend>
          {demoSections.map((section) => (
            <label key={section.id} className="pdemo-settings__check">
              <input
                type="checkbox"
                checked={preferences.featuredSections.includes(section.id)}
                onChange={() => dispatch({ type: 'toggle-section', section: section.id })}
              />
              {section.title}
            </label>
          ))}
        </fieldset>
      </Group>

      <Group id="communication" open={openGroup === 'communication'} onToggle={onToggle}>
        <fieldset className="pdemo-settings__options">
          <legend className="visually-hidden">How should we reach you?</legend>
          {(['email', 'phone', 'both', 'none'] as const).map((channel) => (
            <label key={channel} className="pill">
              <input
                type="radio"
                name="pdemo-communication"
                checked={preferences.communication === channel}
                onChange={() => dispatch({ type: 'communication', communication: channel })}
              />
              {communicationLabels[channel]}
            </label>
          ))}
        </fieldset>
      </Group>

      <div className="pdemo-settings__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </dialog>
  );
}
