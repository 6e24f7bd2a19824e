import { contentCreation as content } from '#content/services/content-creation.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { Icon } from '../../components/icon.tsx';
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
    title: 'AI Content Creation',
    description:
      'Blog posts, social media, email campaigns, website copy, product descriptions and video scripts written by AI in your brand voice.',
  },
  'Content creation',
  content.offer,
);

export function Component() {
  const { sections, cta } = content;
  return (
    <>
      <ServiceOpening content={content} primary={cta.primary} secondary={cta.secondary} />
      <CopySection id="content-types" tone="muted" copy={sections.contentTypes}>
        <ul className="sol-tiles">
          {content.contentTypes.map((type) => (
            <li key={type.title} className="sol-tile">
              {type.icon ? (
                <span className="icon-tile sol-tile__icon">
                  <Icon name={type.icon} size={24} />
                </span>
              ) : null}
              <h3 className="sol-tile__title">{type.title}</h3>
              <p className="sol-tile__text">{type.text}</p>
            </li>
          ))}
        </ul>
      </CopySection>
      <FeaturesSection
        id="benefits"
        copy={sections.benefits}
        features={content.benefits}
        columns={4}
      />
      <StepsSection tone="muted" copy={sections.steps} steps={content.steps} />
      <TestimonialsSection copy={sections.testimonials} items={content.testimonials} />
      <ServiceCta cta={cta} stats={content.ctaStats} track={trackConversionClick} />
    </>
  );
}
