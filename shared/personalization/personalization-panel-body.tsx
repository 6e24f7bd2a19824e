import { useState, type ReactNode } from 'react';
import { Link } from '../routing/link.tsx';
import { Icon } from '../components/icon.tsx';
import {
  communicationPreferences,
  featuredSectionIds,
  industryInterests,
  viewModes,
  type CommunicationPreference,
  type IndustryInterest,
  type ViewMode,
  communicationLabels,
  industryLabels,
  sectionLabels,
  segmentLabels,
  viewModeLabels,
} from '#content/personalization/preference-options.ts';
import { visibleRecentlyViewed } from './recently-viewed.ts';
import { usePersonalization } from './personalization-provider.tsx';

const panelSections = ['display', 'industry', 'sections', 'communication', 'recent'] as const;
type PanelSection = (typeof panelSections)[number];

const sectionTitles: Record<PanelSection, string> = {
  display: 'Display',
  industry: 'Industry',
  sections: 'Sections',
  communication: 'Communication',
  recent: 'Recently viewed',
};

interface PersonalizationPanelBodyProps {
  /** The panel's id (the trigger's aria-controls). */
  readonly id: string;
  readonly onClose: () => void;
  /** A link inside was followed. */
  readonly onNavigate: () => void;
}

/**
 * The personalization panel's content: five sections, one open at a time. Its own chunk,
 * loaded when the panel is first opened, so no page carries it in its HTML or first script.
 */
export function PersonalizationPanelBody({
  id,
  onClose,
  onNavigate,
}: PersonalizationPanelBodyProps) {
  const personalization = usePersonalization();
  const { preferences } = personalization;
  const [expanded, setExpanded] = useState<PanelSection | null>('display');
  const [showAllRecent, setShowAllRecent] = useState(false);

  const recent = visibleRecentlyViewed(preferences.recentlyViewed, showAllRecent);

  const body: Record<PanelSection, ReactNode> = {
    display: (
      <fieldset className="personalize__fieldset">
        <legend className="personalize__legend">View mode</legend>
        {viewModes.map((mode) => (
          <label key={mode} className="personalize__choice">
            <input
              type="radio"
              name={`${id}-view`}
              value={mode}
              checked={preferences.viewMode === mode}
              onChange={() => personalization.setViewMode(mode as ViewMode)}
            />
            {viewModeLabels[mode]}
          </label>
        ))}
      </fieldset>
    ),
    industry: (
      <div className="personalize__field">
        <label htmlFor={`${id}-industry-select`} className="personalize__legend">
          Your industry
        </label>
        <select
          id={`${id}-industry-select`}
          className="personalize__select"
          value={preferences.industryInterest}
          onChange={(event) =>
            personalization.setIndustry(event.currentTarget.value as IndustryInterest)
          }
        >
          {industryInterests.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabels[industry]}
            </option>
          ))}
        </select>
      </div>
    ),
    sections: (
      <fieldset className="personalize__fieldset">
        <legend className="personalize__legend">Highlight on the home page</legend>
        {featuredSectionIds.map((section) => (
          <label key={section} className="personalize__choice">
            <input
              type="checkbox"
              checked={preferences.featuredSections.includes(section)}
              onChange={() => personalization.toggleSection(section)}
            />
            {sectionLabels[section]}
          </label>
        ))}
      </fieldset>
    ),
    communication: (
      <fieldset className="personalize__fieldset">
        <legend className="personalize__legend">Preferred way to hear from us</legend>
        {communicationPreferences.map((preference) => (
          <label key={preference} className="personalize__choice">
            <input
              type="radio"
              name={`${id}-communication`}
              value={preference}
              checked={preferences.communicationPreference === preference}
              onChange={() =>
                personalization.setCommunication(preference as CommunicationPreference)
              }
            />
            {communicationLabels[preference]}
          </label>
        ))}
      </fieldset>
    ),
    recent: (
      <div className="personalize__recent">
        <p className="badge personalize__segment">{segmentLabels[preferences.userSegment]}</p>
        {recent.length === 0 ? (
          <p className="personalize__empty">No pages viewed yet.</p>
        ) : (
          <ol className="personalize__recent-list">
            {recent.map((item) => (
              <li key={item.path}>
                <Link to={item.path} onClick={onNavigate}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ol>
        )}
        <div className="personalize__recent-actions">
          {preferences.recentlyViewed.length > 5 ? (
            <button
              type="button"
              className="button button--ghost button--small"
              aria-expanded={showAllRecent}
              onClick={() => setShowAllRecent((all) => !all)}
            >
              {showAllRecent ? 'Show fewer' : `Show all (${preferences.recentlyViewed.length})`}
            </button>
          ) : null}
          {preferences.recentlyViewed.length > 0 ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={personalization.clearRecent}
            >
              Clear history
            </button>
          ) : null}
        </div>
      </div>
    ),
  };

  return (
    <div id={id} className="personalize__panel" role="group" aria-labelledby={`${id}-title`}>
      <div className="personalize__header">
        <p id={`${id}-title`} className="personalize__title">
          Personalize your experience
        </p>
        <button
          type="button"
          className="close-button"
          aria-label="Close personalization panel"
          onClick={onClose}
        >
          <Icon name="x" />
        </button>
      </div>
      <div className="personalize__sections">
        {panelSections.map((section) => {
          const isOpen = expanded === section;
          return (
            <div key={section} className="personalize__section">
              <button
                type="button"
                id={`${id}-${section}-button`}
                className="personalize__section-toggle"
                aria-expanded={isOpen}
                aria-controls={`${id}-${section}`}
                onClick={() => setExpanded(isOpen ? null : section)}
              >
                <span>{sectionTitles[section]}</span>
                <Icon name="chevron-down" className="personalize__chevron" />
              </button>
              <div
                id={`${id}-${section}`}
                className="personalize__section-body"
                role="region"
                aria-labelledby={`${id}-${section}-button`}
                hidden={!isOpen}
              >
                {body[section]}
              </div>
            </div>
          );
        })}
      </div>
      <div className="personalize__footer">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={personalization.reset}
        >
          Reset preferences
        </button>
      </div>
    </div>
  );
}
