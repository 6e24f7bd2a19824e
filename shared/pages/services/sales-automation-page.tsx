import { salesAutomation as content } from '#content/solutions/sales-automation.ts';
import { trackConversionClick } from '../../analytics.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Icon } from '../../components/icon.tsx';
import { Section } from '../../components/section.tsx';
import type { PageHandle } from '../../page-module.ts';
import { routeEntry } from '../../route-manifest.ts';
import { serviceJsonLd } from './service-json-ld.ts';

const entry = routeEntry('sales-automation');

export const handle: PageHandle = {
  head: ({ siteUrl, pathname }) => ({
    jsonLd: [
      serviceJsonLd({
        name: entry.title,
        description: entry.description,
        siteUrl,
        path: pathname,
        serviceType: 'Sales automation',
        offer: content.offer,
      }),
    ],
  }),
};

export function Component() {
  const { hero, sections, cta } = content;
  return (
    <>
      <ContentHero
        hero={{ ...hero, image: hero.illustration, primary: cta.primary, secondary: cta.secondary }}
      />

      <Section id="features" title={sections.features.title} intro={sections.features.intro}>
        <FeatureGrid features={content.features} columns={3} />
      </Section>

      <Section id="funnel" tone="muted" title={sections.funnel.title} intro={sections.funnel.intro}>
        <ol className="sol-funnel">
          {content.funnel.map((stage, index) => (
            <li key={stage.name} className={`sol-funnel__stage sol-funnel__stage--${index + 1}`}>
              <div className="sol-funnel__bar">
                <Icon name={stage.icon} size={22} />
                <span className="sol-funnel__step">Stage {index + 1}</span>
              </div>
              <div className="sol-funnel__body">
                <h3 className="sol-funnel__name">{stage.name}</h3>
                <p className="sol-funnel__text">{stage.text}</p>
                <ul className="check-list sol-funnel__list">
                  {stage.automations.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <p className="sol-funnel__metric">
                <span className="sol-funnel__value">{stage.metric.value}</span>
                <span className="sol-funnel__label">{stage.metric.label}</span>
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="faq" title={sections.faqs.title} intro={sections.faqs.intro}>
        <FaqAccordion items={content.faqs} idPrefix="sales-faq" />
      </Section>

      <CtaBanner
        id="get-started"
        cta={cta}
        stats={content.ctaStats}
        onPrimaryClick={() => trackConversionClick(cta.primary.label)}
      />
    </>
  );
}
