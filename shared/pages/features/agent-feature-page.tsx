import type { AgentFeaturePage as AgentFeatureContent } from '#content/schema/features.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { PricingTiers } from '../../components/pricing-tiers.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { TrialBand } from '../../components/trial-band.tsx';
import { AgentUseCaseCards } from './agent-use-case-cards.tsx';

interface AgentFeaturePageProps {
  readonly content: AgentFeatureContent;
  /** Prefix for ids that must stay unique on the page (FAQ buttons). */
  readonly idPrefix: string;
}

/** The shared layout of /features/voice-agents and /features/chat. */
export function AgentFeaturePage({ content, idPrefix }: AgentFeaturePageProps) {
  const { cta } = content;
  return (
    <>
      <ContentHero hero={content.hero} />
      <Section id="key-features" title={content.features.title} intro={content.features.intro}>
        <FeatureGrid features={content.features.items} />
      </Section>
      <Section
        id="how-it-works"
        tone="muted"
        title={content.howItWorks.title}
        intro={content.howItWorks.intro}
      >
        <Steps steps={content.howItWorks.items} />
      </Section>
      <Section id="benefits" title={content.benefits.title} intro={content.benefits.intro}>
        <FeatureGrid features={content.benefits.items} columns={4} />
      </Section>
      <Section
        id="use-cases"
        tone="muted"
        title={content.useCases.title}
        intro={content.useCases.intro}
      >
        <AgentUseCaseCards items={content.useCases.items} />
      </Section>
      <Section id="technology" title={content.technology.title} intro={content.technology.intro}>
        <FeatureGrid features={content.technology.items} columns={4} />
      </Section>
      <IntegrationsStrip />
      <Section
        id="testimonials"
        title={content.testimonials.title}
        intro={content.testimonials.intro}
      >
        <Testimonials items={content.testimonials.items} />
      </Section>
      <Section
        id="pricing"
        tone="muted"
        title={content.pricing.title}
        intro={content.pricing.intro}
      >
        <PricingTiers tiers={content.pricing.items} />
      </Section>
      <Section id="faq" title={content.faqs.title} intro={content.faqs.intro}>
        <FaqAccordion items={content.faqs.items} idPrefix={`${idPrefix}-faq`} />
      </Section>
      <TrialBand />
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
