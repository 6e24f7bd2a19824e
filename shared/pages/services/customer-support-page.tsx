import { customerSupport as content } from '#content/services/customer-support.ts';
import { trackContentClick } from '../../analytics/events.ts';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { ScenarioCards } from '../../components/scenario-cards.tsx';
import { serviceHandle } from './service-json-ld.ts';
import {
  CopySection,
  FeaturesSection,
  ServiceCta,
  ServiceOpening,
  StepsSection,
  TestimonialsSection,
} from './service-sections.tsx';

export const handle = serviceHandle(
  {
    title: 'AI Customer Support',
    description:
      'Answer every customer call and chat instantly, around the clock, with AI agents connected to your help desk and CRM.',
  },
  'Customer support',
);

export function Component() {
  const { sections, cta } = content;
  // The closing call to action leads to case studies; the hero offers the demo first.
  const heroPrimary = cta.secondary ?? cta.primary;
  return (
    <>
      <ServiceOpening content={content} primary={heroPrimary} secondary={cta.primary} />
      <FeaturesSection
        id="benefits"
        tone="muted"
        copy={sections.benefits}
        features={content.benefits}
        columns={4}
      />
      <StepsSection copy={sections.steps} steps={content.steps} />
      <CopySection id="use-cases" tone="muted" copy={sections.useCases}>
        <ScenarioCards items={content.useCases} />
      </CopySection>
      <IntegrationsStrip
        id="integrations"
        tone="plain"
        title={sections.integrations.title}
        intro={sections.integrations.intro}
        groups={content.integrationCategories}
      />
      <TestimonialsSection tone="muted" copy={sections.testimonials} items={content.testimonials} />
      <ServiceCta cta={cta} track={trackContentClick} />
    </>
  );
}
