import { agencies } from '#content/agencies/agencies.ts';
import type { AgenciesPage } from '#content/schema/agencies.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { StatsBand } from '../../components/stats-band.tsx';
import { SuccessStoryCard } from '../../components/success-story-card.tsx';
import { TrialBand } from '../../components/trial-band.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'AI Agents for Agencies',
  description:
    'Grow your agency with white-label AI voice and chat agents: more clients, higher lead conversion and hours saved every week.',
};

export function Component() {
  const { hero, preview, benefits, story, stats, trial, cta } = agencies;
  return (
    <>
      <ContentHero hero={hero} aside={<AgencyDashboardCard preview={preview} />} />
      <Section id="benefits" title={benefits.title} intro={benefits.intro}>
        <FeatureGrid features={benefits.items} columns={4} />
      </Section>
      <Section id="results" tone="brand" title={stats.title} intro={stats.intro}>
        <StatsBand stats={stats.items} />
      </Section>
      <Section id="success-story" title={story.title} intro={story.intro}>
        <SuccessStoryCard story={story.story} variant="featured" />
      </Section>
      <TrialBand title={trial.title} text={trial.text} />
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}

/** A picture of the multi-client dashboard drawn in HTML; one image to assistive technology. */
function AgencyDashboardCard({ preview }: { preview: AgenciesPage['preview'] }) {
  return (
    <div className="agency-card" role="img" aria-label={preview.label}>
      <p className="agency-card__title">{preview.title}</p>
      <ul className="agency-card__list">
        {preview.clients.map((client) => (
          <li key={client.name} className="agency-card__row">
            <span className="icon-tile icon-tile--round agency-card__avatar">{client.name[0]}</span>
            <span className="agency-card__name">{client.name}</span>
            <span className="agency-card__calls">{client.calls}</span>
            <span className="agency-card__trend">{client.trend}</span>
          </li>
        ))}
      </ul>
      <p className="agency-card__footer">{preview.footer}</p>
    </div>
  );
}
