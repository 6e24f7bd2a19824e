import type { Feature } from '#content/schema/sections.ts';
import { Icon } from './icon.tsx';
import { SmartLink } from './smart-link.tsx';

interface FeatureGridProps {
  readonly features: readonly Feature[];
  readonly columns?: 2 | 3 | 4;
  /** Heading level of each card title; h3 under a section's h2 by default. */
  readonly headingLevel?: 'h3' | 'h4';
}

/** Cards with an icon, title, text, optional bullet points and link. */
export function FeatureGrid({
  features,
  columns = 3,
  headingLevel: Heading = 'h3',
}: FeatureGridProps) {
  return (
    <ul className={`grid grid--${columns} feature-grid`}>
      {features.map((feature) => (
        <li key={feature.title} className={feature.link ? 'card card--interactive' : 'card'}>
          {feature.icon ? (
            <span className="icon-tile card__icon">
              <Icon name={feature.icon} />
            </span>
          ) : null}
          <Heading className="card__title">{feature.title}</Heading>
          <p className="card__text">{feature.text}</p>
          {feature.points ? (
            <ul className="check-list feature-grid__points">
              {feature.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {feature.link ? (
            <SmartLink className="card__link card__link--stretched" href={feature.link.href}>
              {feature.link.label}
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
