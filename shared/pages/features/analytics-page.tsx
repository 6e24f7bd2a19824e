import { analytics } from '#content/features/analytics.ts';
import { analyticsIntegrations } from '#content/features/integration-logos.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { Section } from '../../components/section.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { DashboardCards } from './dashboard-cards.tsx';
import { DashboardPreview } from './dashboard-preview.tsx';
import { LogoWall } from './logo-wall.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Analytics & Reporting',
  description:
    'Dashboards, over 50 metrics and scheduled reports for every call, chat and campaign your AI agents handle.',
};

export function Component() {
  const { hero, features, preview, benefits, dashboards, reporting, testimonials, faqs, cta } =
    analytics;
  return (
    <>
      <ContentHero hero={hero} />
      <Section id="key-features" title={features.title} intro={features.intro}>
        <FeatureGrid features={features.items} />
      </Section>
      <Section id="dashboard-preview" tone="muted" title={preview.title} intro={preview.intro}>
        <DashboardPreview image={preview.image} note={preview.note} />
      </Section>
      <Section id="benefits" title={benefits.title} intro={benefits.intro}>
        <FeatureGrid features={benefits.items} columns={4} />
      </Section>
      <Section id="dashboards" tone="muted" title={dashboards.title} intro={dashboards.intro}>
        <DashboardCards items={dashboards.items} />
      </Section>
      <Section id="reporting" title={reporting.title} intro={reporting.intro}>
        <FeatureGrid features={reporting.items} />
      </Section>
      <Section
        id="analytics-integrations"
        tone="muted"
        title={analytics.integrations.title}
        intro={analytics.integrations.intro}
      >
        <LogoWall logos={analyticsIntegrations} label="Analytics integrations" />
        <p className="logo-wall__more">
          <SmartLink className="button button--secondary" href="/features/integrations">
            See all integrations
          </SmartLink>
        </p>
      </Section>
      <Section id="testimonials" title={testimonials.title} intro={testimonials.intro}>
        <Testimonials items={testimonials.items} />
      </Section>
      <Section id="faq" tone="muted" title={faqs.title} intro={faqs.intro}>
        <FaqAccordion items={faqs.items} idPrefix="analytics-faq" />
      </Section>
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
