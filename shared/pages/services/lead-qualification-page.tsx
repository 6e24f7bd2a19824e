import { leadQualification as content } from '#content/solutions/lead-qualification.ts';
import { trackConversionClick } from '../../analytics.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Icon } from '../../components/icon.tsx';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { PlatformStats } from '../../components/platform-stats.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import type { PageHandle } from '../../page-module.ts';
import { routeEntry } from '../../route-manifest.ts';
import { serviceJsonLd } from './service-json-ld.ts';

const entry = routeEntry('lead-qualification');

export const handle: PageHandle = {
  head: ({ siteUrl, pathname }) => ({
    jsonLd: [
      serviceJsonLd({
        name: entry.title,
        description: entry.description,
        siteUrl,
        path: pathname,
        serviceType: 'Lead qualification',
      }),
    ],
  }),
};

export function Component() {
  const { hero, sections } = content;
  return (
    <>
      {/* The trial badges are the hero's highlights: 14-day free trial, no card, cancel anytime. */}
      <ContentHero
        hero={{
          ...hero,
          image: hero.illustration,
          primary: content.primary,
          secondary: content.secondary,
          highlights: content.trialBadges,
        }}
      />

      <Section id="benefits" title={sections.benefits.title} intro={sections.benefits.intro}>
        <FeatureGrid features={content.benefits} columns={3} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        title={sections.steps.title}
        intro={sections.steps.intro}
      >
        <Steps steps={content.steps} />
      </Section>

      <Section
        id="advanced-features"
        title={sections.advanced.title}
        intro={sections.advanced.intro}
      >
        <ul className="grid grid--2 sol-advanced">
          {content.advancedFeatures.map((feature) => (
            <li key={feature.title} className="card sol-advanced__item">
              {feature.icon ? (
                <span className="card__icon">
                  <Icon name={feature.icon} />
                </span>
              ) : null}
              {/* The tooltip sits beside the heading, not inside it, to keep the heading's name short. */}
              <div className="sol-advanced__head">
                <h3 className="card__title">{feature.title}</h3>
                <Tooltip
                  label={`About ${feature.title}`}
                  content={feature.tooltip}
                  icon="info"
                  trigger="both"
                  position="top"
                  maxWidth="sm"
                />
              </div>
              <p className="card__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <PlatformStats />

      <Section id="testimonials" title={sections.testimonials.title}>
        <Testimonials items={content.testimonials} />
      </Section>

      <IntegrationsStrip />

      <CtaBanner
        id="get-started"
        cta={content.cta}
        onPrimaryClick={() => trackConversionClick(content.cta.primary.label)}
      />
    </>
  );
}
