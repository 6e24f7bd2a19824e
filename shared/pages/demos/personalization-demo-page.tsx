import { useEffect, useReducer, useRef, useState } from 'react';
import { Link } from '../../routing/link.tsx';
import {
  communicationOffers,
  demoSections,
  industryOffers,
} from '#content/demos/personalization-demo.ts';
import { industryLabels } from '#content/personalization/preference-options.ts';
import type { DemoSection, Offer } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';
import { handOffFocus } from '../../layout/hand-off-focus.ts';
import { personalizedOffer } from '../../personalization/audience-rules.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import {
  DEMO_PREFERENCES_KEY,
  defaultDemoPreferences,
  demoPreferencesReducer,
  isInternalPath,
  isSectionDimmed,
  parseDemoPreferences,
  RECENT_SHOWN,
  type DemoPreferences,
} from './personalization-demo-rules.ts';
import { DemoSettingsDialog } from './demo-settings-dialog.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

const offers = { ...communicationOffers, industries: industryOffers };

function offerFor(preferences: DemoPreferences): Offer {
  return personalizedOffer(offers, preferences.industry, preferences.communication);
}

const sectionAnchor = (id: string) => `pdemo-section-${id}`;

export const handle: PageHandle = {
  title: 'Personalization Demo',
  description:
    'See how the site adapts to your industry, preferences and browsing: settings, recommendations and recently viewed.',
};

export function Component() {
  const [preferences, dispatch] = useReducer(demoPreferencesReducer, defaultDemoPreferences);
  const [loaded, setLoaded] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const settingsRef = useRef<HTMLButtonElement>(null);

  // Stored preferences are read only after hydration, so the server HTML never differs.
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(DEMO_PREFERENCES_KEY);
    } catch {
      // Storage blocked (privacy mode): keep the defaults.
    }
    dispatch({ type: 'load', preferences: parseDemoPreferences(raw) });
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    try {
      window.localStorage.setItem(DEMO_PREFERENCES_KEY, JSON.stringify(preferences));
    } catch {
      // Storage full or blocked: preferences last for this visit only.
    }
  }, [preferences, loaded]);

  const record = (id: string, title: string) =>
    dispatch({ type: 'viewed', item: { id, title, timestamp: Date.now() } });

  const viewSection = (section: Pick<DemoSection, 'id' | 'title'>) => {
    record(section.id, section.title);
    document.getElementById(sectionAnchor(section.id))?.focus();
  };

  const offer = offerFor(preferences);
  const compact = preferences.viewMode === 'compact';
  const industry = preferences.industry === 'none' ? null : industryLabels[preferences.industry];
  const recent = preferences.recentlyViewed.slice(0, RECENT_SHOWN);

  return (
    <>
      <PageHero eyebrow="Personalization" title={handle.title} intro={handle.description} />
      <Section
        id="demo"
        title="Your personalized site"
        intro="Change your settings and watch the page adapt."
      >
        {bannerOpen ? (
          <div className="pdemo-banner" role="region" aria-label="Welcome" ref={bannerRef}>
            <Icon name="sparkles" size={22} />
            <p>
              <strong>Welcome!</strong> Tell us your industry, the sections you care about and how
              you like to be contacted. Your choices are saved in this browser only.
            </p>
            <button
              type="button"
              className="icon-button js-only"
              aria-label="Close welcome message"
              onClick={() => {
                // Settings, right after the banner, is where its invitation leads.
                handOffFocus(bannerRef.current, settingsRef.current);
                setBannerOpen(false);
              }}
            >
              <Icon name="x" />
            </button>
          </div>
        ) : null}

        <div className="pdemo-toolbar js-only">
          <button
            type="button"
            ref={settingsRef}
            className="button button--primary"
            aria-haspopup="dialog"
            aria-expanded={settingsOpen}
            onClick={() => setSettingsOpen((value) => !value)}
          >
            <Icon name="settings" size={18} />
            Settings
          </button>
          <p className="pdemo-toolbar__summary muted">
            {compact ? 'Compact view' : 'Detailed view'} · {industry ?? 'No industry selected'} ·{' '}
            {preferences.featuredSections.length} featured
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'reset' })}
          >
            Reset All Preferences
          </button>
        </div>

        <div className="pdemo-layout">
          <ul className={compact ? 'pdemo-sections is-compact' : 'pdemo-sections'}>
            {demoSections.map((section) => {
              const featured = preferences.featuredSections.includes(section.id);
              const dimmed = isSectionDimmed(section.id, preferences.industry);
              const classes = [
                'pdemo-card',
                'card',
                featured ? 'is-featured' : '',
                dimmed ? 'is-dimmed' : '',
              ].filter(Boolean);
              return (
                <li key={section.id} className={classes.join(' ')}>
                  <h3 id={sectionAnchor(section.id)} tabIndex={-1} className="pdemo-card__title">
                    <Icon name={section.icon} size={20} />
                    {section.title}
                  </h3>
                  {featured ? (
                    <p className="pdemo-card__note pdemo-card__note--featured">
                      <Icon name="star" size={16} /> Featured because you chose it in your
                      preferences
                    </p>
                  ) : null}
                  {dimmed && industry ? (
                    <p className="pdemo-card__note">Less relevant for {industry}</p>
                  ) : null}
                  <p className="pdemo-card__summary">{section.summary}</p>
                  <ul className="check-list">
                    {section.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="button button--ghost button--small pdemo-card__view js-only"
                    onClick={() => viewSection(section)}
                  >
                    View {section.title}
                  </button>
                </li>
              );
            })}
          </ul>

          <aside className="pdemo-aside" aria-label="For you">
            <div className="card pdemo-offer">
              <p className="eyebrow">Recommended for you</p>
              <h3>{offer.title}</h3>
              <p className="muted">{offer.text}</p>
              <Link
                className="button button--primary"
                to={offer.cta.href}
                onClick={() => record(offer.cta.href, offer.title)}
              >
                {offer.cta.label}
              </Link>
            </div>
            <div className="card pdemo-recent">
              <h3>Recently viewed</h3>
              {recent.length === 0 ? (
                <p className="muted">Sections you view will appear here.</p>
              ) : (
                <ol className="pdemo-recent__list">
                  {recent.map((item) => {
                    const section = demoSections.find((candidate) => candidate.id === item.id);
                    return (
                      <li key={item.id}>
                        {section ? (
                          <button type="button" onClick={() => viewSection(section)}>
                            {item.title}
                          </button>
                        ) : isInternalPath(item.id) ? (
                          <Link to={item.id} onClick={() => record(item.id, item.title)}>
                            {item.title}
                          </Link>
                        ) : (
                          <span>{item.title}</span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          </aside>
        </div>
      </Section>
      <DemoSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        preferences={preferences}
        dispatch={dispatch}
      />
    </>
  );
}
