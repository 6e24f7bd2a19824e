import { featuresHub } from '#content/features/features.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { Section } from '../../components/section.tsx';
import { TrialBand } from '../../components/trial-band.tsx';
import { CapabilityMosaic } from './capability-mosaic.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Features',
  description:
    'Every capability of the platform: AI voice agents, chat, CRM, funnels, automation, scheduling, call tracking, payments, white label and analytics.',
};

/** /features: the hub of every capability, each linking to its page or service. */
export function Component() {
  const { hero, capabilities, agents, groups, services, explore, cta } = featuresHub;
  return (
    <>
      <ContentHero hero={hero} aside={<CapabilityMosaic items={capabilities} />} />
      <nav className="features-hub__nav" aria-label="Feature groups">
        <div className="container">
          <ul className="features-hub__chips">
            <li>
              <a className="pill" href="#agents">
                {agents.title}
              </a>
            </li>
            {groups.map((group) => (
              <li key={group.id}>
                <a className="pill" href={`#${group.id}`}>
                  {group.title}
                </a>
              </li>
            ))}
            <li>
              <a className="pill" href="#services">
                {services.title}
              </a>
            </li>
          </ul>
        </div>
      </nav>
      <Section id="agents" title={agents.title} intro={agents.intro}>
        <FeatureGrid features={agents.items} columns={4} />
      </Section>
      {groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
          title={group.title}
          intro={group.intro}
        >
          <FeatureGrid features={group.items} columns={group.items.length === 4 ? 4 : 3} />
        </Section>
      ))}
      <Section id="services" tone="muted" title={services.title} intro={services.intro}>
        <FeatureGrid features={services.items} columns={4} />
      </Section>
      <IntegrationsStrip tone="plain" />
      <Section id="explore" tone="muted" title={explore.title} intro={explore.intro}>
        <FeatureGrid features={explore.items} />
      </Section>
      <TrialBand />
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
