import type { IndustryPage as IndustryContent } from '#content/schema/industries.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Icon } from '../../components/icon.tsx';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { PlatformStats } from '../../components/platform-stats.tsx';
import { Section } from '../../components/section.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { ScenarioCards } from '../../components/scenario-cards.tsx';

/** The one layout of /healthcare, /ecommerce and /real-estate, fed by a content file each. */
export function IndustryPage({ content }: { content: IndustryContent }) {
  const { hero, sections, cta } = content;
  const trackDemo = () => trackConversionClick(`${cta.primary.label}: ${content.name}`);
  return (
    <>
      <ContentHero
        hero={{
          eyebrow: hero.eyebrow,
          title: hero.title,
          intro: hero.intro,
          primary: cta.primary,
          secondary: cta.secondary,
          highlights: hero.points,
          image: hero.illustration,
        }}
      />

      <Section id="solutions" title={sections.solutions.title} intro={sections.solutions.intro}>
        <FeatureGrid features={content.solutions} columns={3} />
      </Section>

      <Section
        id="benefits"
        tone="muted"
        title={sections.benefits.title}
        intro={sections.benefits.intro}
      >
        <FeatureGrid features={content.benefits} columns={4} />
        {content.assurance ? (
          <aside className="sol-assurance" aria-labelledby="assurance-title">
            <span className="icon-tile icon-tile--round sol-assurance__icon">
              <Icon name={content.assurance.icon} size={28} />
            </span>
            <div>
              <h3 id="assurance-title" className="sol-assurance__title">
                {content.assurance.title}
              </h3>
              <p className="sol-assurance__text">{content.assurance.text}</p>
              <ul className="check-list sol-assurance__points">
                {content.assurance.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </aside>
        ) : null}
      </Section>

      <Section id="use-cases" title={sections.useCases.title} intro={sections.useCases.intro}>
        <ScenarioCards items={content.useCases} />
      </Section>

      <PlatformStats />

      <Section
        id="testimonials"
        title={sections.testimonials.title}
        intro={sections.testimonials.intro}
      >
        <Testimonials items={content.testimonials} />
      </Section>

      <IntegrationsStrip />

      <CtaBanner id="get-started" cta={cta} onPrimaryClick={trackDemo} />
    </>
  );
}
