import { enhancedCrm } from '#content/crm/enhanced-crm.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { StatsBand } from '../../components/stats-band.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Enhanced CRM',
  description:
    'An AI-first CRM that qualifies, follows up and books appointments for you. Set up your account in minutes.',
};

export function Component() {
  const { hero, stats, setup, features, cta } = enhancedCrm;
  return (
    <>
      <ContentHero hero={hero} />
      <Section id="results" tone="brand" title={stats.title} intro={stats.intro}>
        <StatsBand stats={stats.items} />
      </Section>
      <Section id="account-setup" title={setup.title} intro={setup.intro}>
        <SetupChecklist
          steps={setup.steps}
          doneText={setup.doneText}
          formAction="/enhanced-crm#account-setup"
        />
      </Section>
      <Section id="features" tone="muted" title={features.title} intro={features.intro}>
        <FeatureGrid features={features.items} />
      </Section>
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
