import type { HowTo, Service } from 'schema-dts';
import { implementation as content } from '#content/resources/implementation.ts';
import type { ImplementationPackage } from '#content/schema/resources.ts';
import type { Tier } from '#content/schema/sections.ts';
import { site } from '#content/site.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { PricingTiers } from '../../components/pricing-tiers.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { withContext, type JsonLd } from '../../seo/json-ld.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { absoluteUrl } from '../../seo/absolute-url.ts';

/** An aggregate offer of 5000 to 25000 USD over 3 offers, and a process of 8 weeks. */
export function implementationJsonLd(siteUrl: string, path: string): JsonLd[] {
  const service: Service = {
    '@type': 'Service',
    name: handle.title,
    description: handle.description,
    serviceType: 'AI agent implementation',
    url: absoluteUrl(siteUrl, path),
    provider: { '@type': 'Organization', name: site.name, url: siteUrl },
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: content.offers.lowPrice,
      highPrice: content.offers.highPrice,
      offerCount: content.offers.offerCount,
      priceCurrency: content.offers.priceCurrency,
    },
  };
  const process: HowTo = {
    '@type': 'HowTo',
    name: 'AI agent implementation process',
    totalTime: content.totalTime,
    step: content.phases.map((phase, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: phase.title,
      text: `${phase.text} (${phase.duration})`,
    })),
  };
  return [withContext(service), withContext(process)];
}

export const handle: PageHandle = {
  title: 'Implementation Services',
  description:
    'A five-phase implementation process with Standard, Professional and Enterprise packages to launch your AI agents.',
  head: ({ siteUrl, pathname }) => ({ jsonLd: implementationJsonLd(siteUrl, pathname) }),
};

/** A package as a pricing card; its post-launch support is listed with its features. */
export function packageTier(pack: ImplementationPackage): Tier {
  const { support, ...tier } = pack;
  return { ...tier, features: [...tier.features, `${support} of support after implementation`] };
}

export function Component() {
  const { hero, sections, cta } = content;
  return (
    <>
      <ContentHero
        hero={{
          ...hero,
          image: hero.illustration,
          primary: { label: 'Compare Packages', href: '/implementation#packages' },
          secondary: { label: 'Talk to Our Team', href: '/contact' },
        }}
      />

      <Section id="process" title={sections.phases.title} intro={sections.phases.intro}>
        {/* Five phases read as a timeline, one per row. */}
        <div className="sol-phases">
          <Steps steps={content.phases} />
        </div>
      </Section>

      <Section
        id="packages"
        tone="muted"
        title={sections.packages.title}
        intro={sections.packages.intro}
      >
        <PricingTiers tiers={content.packages.map(packageTier)} />
      </Section>

      <Section id="benefits" title={sections.benefits.title} intro={sections.benefits.intro}>
        <FeatureGrid features={content.benefits} columns={3} />
      </Section>

      <Section id="testimonials" tone="muted" title={sections.testimonials.title}>
        <Testimonials items={content.testimonials} />
      </Section>

      <Section id="faq" title={sections.faqs.title}>
        <FaqAccordion items={content.faqs} idPrefix="implementation-faq" />
      </Section>

      <CtaBanner
        id="get-started"
        cta={cta}
        onPrimaryClick={() => trackConversionClick(cta.primary.label)}
      />
    </>
  );
}
