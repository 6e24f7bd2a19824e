import { leadQualification as content } from '#content/services/lead-qualification.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { Icon } from '../../components/icon.tsx';
import { IntegrationsStrip } from '../../components/integrations-strip.tsx';
import { PlatformStats } from '../../components/platform-stats.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import { serviceHandle } from './service-json-ld.ts';
import {
  CopySection,
  FeaturesSection,
  ServiceCta,
  ServiceHero,
  StepsSection,
  TestimonialsSection,
} from './service-sections.tsx';

export const handle = serviceHandle(
  {
    title: 'AI Lead Qualification',
    description:
      'AI agents that call, text and chat with every new lead within seconds, qualify them and book the good ones on your calendar.',
  },
  'Lead qualification',
);

export function Component() {
  const { hero, sections } = content;
  return (
    <>
      {/* The trial badges are the hero's highlights: 14-day free trial, no card, cancel anytime. */}
      <ServiceHero
        hero={hero}
        primary={content.primary}
        secondary={content.secondary}
        highlights={content.trialBadges}
      />
      <FeaturesSection
        id="benefits"
        copy={sections.benefits}
        features={content.benefits}
        columns={3}
      />
      <StepsSection tone="muted" copy={sections.steps} steps={content.steps} />
      <CopySection id="advanced-features" copy={sections.advanced}>
        <ul className="grid grid--2 sol-advanced">
          {content.advancedFeatures.map((feature) => (
            <li key={feature.title} className="card sol-advanced__item">
              {feature.icon ? (
                <span className="icon-tile card__icon">
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
      </CopySection>
      <PlatformStats />
      <TestimonialsSection copy={sections.testimonials} items={content.testimonials} />
      <IntegrationsStrip />
      <ServiceCta cta={content.cta} track={trackConversionClick} />
    </>
  );
}
