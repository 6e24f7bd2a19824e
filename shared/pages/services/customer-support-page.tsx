import { customerSupport as content } from '#content/solutions/customer-support.ts';
import { trackContentClick } from '../../analytics.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { UseCaseCards } from '../../components/use-case-cards.tsx';
import type { PageHandle } from '../../page-module.ts';
import { routeEntry } from '../../route-manifest.ts';
import { serviceJsonLd } from './service-json-ld.ts';

const entry = routeEntry('customer-support');

export const handle: PageHandle = {
  head: ({ siteUrl, pathname }) => ({
    jsonLd: [
      serviceJsonLd({
        name: entry.title,
        description: entry.description,
        siteUrl,
        path: pathname,
        serviceType: 'Customer support',
      }),
    ],
  }),
};

export function Component() {
  const { hero, sections, cta } = content;
  // The closing call to action leads to case studies; the hero offers the demo first.
  const heroPrimary = cta.secondary ?? cta.primary;
  return (
    <>
      <ContentHero
        hero={{ ...hero, image: hero.illustration, primary: heroPrimary, secondary: cta.primary }}
      />

      <Section id="features" title={sections.features.title} intro={sections.features.intro}>
        <FeatureGrid features={content.features} columns={3} />
      </Section>

      <Section
        id="benefits"
        tone="muted"
        title={sections.benefits.title}
        intro={sections.benefits.intro}
      >
        <FeatureGrid features={content.benefits} columns={4} />
      </Section>

      <Section id="how-it-works" title={sections.steps.title} intro={sections.steps.intro}>
        <Steps steps={content.steps} />
      </Section>

      <Section
        id="use-cases"
        tone="muted"
        title={sections.useCases.title}
        intro={sections.useCases.intro}
      >
        <UseCaseCards items={content.useCases} />
      </Section>

      <IntegrationsStrip
        id="integrations"
        tone="plain"
        title={sections.integrations.title}
        intro={sections.integrations.intro}
        groups={content.integrationCategories}
      />

      <Section id="testimonials" tone="muted" title={sections.testimonials.title}>
        <Testimonials items={content.testimonials} />
      </Section>

      <CtaBanner
        id="get-started"
        cta={cta}
        onPrimaryClick={() => trackContentClick(cta.primary.label)}
      />
    </>
  );
}
