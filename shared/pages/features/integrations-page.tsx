import { integrations } from '#content/features/integrations.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { CodeSample } from './code-sample.tsx';
import { IntegrationGroups } from './integration-groups.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Integrations',
  description:
    'Connect your AI agents to your CRM, calendar, help desk and more with pre-built connectors and an open API.',
};

export function Component() {
  const { hero, capabilities, groups, benefits, api, process, security, testimonials, faqs, cta } =
    integrations;
  return (
    <>
      <ContentHero hero={hero} />
      <Section id="capabilities" title={capabilities.title} intro={capabilities.intro}>
        <FeatureGrid features={capabilities.items} />
      </Section>
      <Section id="integration-groups" tone="muted" title={groups.title} intro={groups.intro}>
        <IntegrationGroups groups={groups.items} />
      </Section>
      <Section id="benefits" title={benefits.title} intro={benefits.intro}>
        <FeatureGrid features={benefits.items} columns={4} />
      </Section>
      <Section id="api" tone="muted" title={api.title} intro={api.intro}>
        <CodeSample caption={api.caption} code={api.code} points={api.points} links={api.links} />
      </Section>
      <Section id="how-it-works" title={process.title} intro={process.intro}>
        <Steps steps={process.items} />
      </Section>
      <Section id="security" tone="muted" title={security.title} intro={security.intro}>
        <FeatureGrid features={security.items} columns={4} />
      </Section>
      <Section id="testimonials" title={testimonials.title} intro={testimonials.intro}>
        <Testimonials items={testimonials.items} />
      </Section>
      <Section id="faq" tone="muted" title={faqs.title} intro={faqs.intro}>
        <FaqAccordion items={faqs.items} idPrefix="integrations-faq" />
      </Section>
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
