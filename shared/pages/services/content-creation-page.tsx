import { contentCreation as content } from '#content/solutions/content-creation.ts';
import { trackConversionClick } from '../../analytics.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Icon } from '../../components/icon.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import type { PageHandle } from '../../page-module.ts';
import { routeEntry } from '../../route-manifest.ts';
import { serviceJsonLd } from './service-json-ld.ts';

const entry = routeEntry('content-creation');

export const handle: PageHandle = {
  head: ({ siteUrl, pathname }) => ({
    jsonLd: [
      serviceJsonLd({
        name: entry.title,
        description: entry.description,
        siteUrl,
        path: pathname,
        serviceType: 'Content creation',
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

      <Section
        id="content-types"
        tone="muted"
        title={sections.contentTypes.title}
        intro={sections.contentTypes.intro}
      >
        <ul className="sol-tiles">
          {content.contentTypes.map((type) => (
            <li key={type.title} className="sol-tile">
              {type.icon ? (
                <span className="sol-tile__icon">
                  <Icon name={type.icon} size={24} />
                </span>
              ) : null}
              <h3 className="sol-tile__title">{type.title}</h3>
              <p className="sol-tile__text">{type.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title={sections.benefits.title} intro={sections.benefits.intro}>
        <FeatureGrid features={content.benefits} columns={4} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        title={sections.steps.title}
        intro={sections.steps.intro}
      >
        <Steps steps={content.steps} />
      </Section>

      <Section id="testimonials" title={sections.testimonials.title}>
        <Testimonials items={content.testimonials} />
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
