import type { ReactNode } from 'react';
import type { Hero } from '#content/schema/sections.ts';
import { trackConversionClick } from '../analytics/events.ts';
import { Icon } from './icon.tsx';
import { Image } from './image.tsx';
import { PageHero } from './page-hero.tsx';
import { SmartLink } from './smart-link.tsx';

interface ContentHeroProps {
  readonly hero: Hero;
  /** Replaces the hero image beside the text (e.g. a card drawn in HTML). */
  readonly aside?: ReactNode;
}

/** A PageHero filled from content: eyebrow, h1, intro, two buttons, highlights and an image. */
export function ContentHero({ hero, aside }: ContentHeroProps) {
  const image = hero.image ? (
    <Image
      src={hero.image.src}
      alt={hero.image.alt}
      width={hero.image.width}
      height={hero.image.height}
      priority
      className="content-hero__image"
    />
  ) : null;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      intro={hero.intro}
      aside={aside ?? image ?? undefined}
      actions={
        <>
          <SmartLink
            className="button button--primary button--large"
            href={hero.primary.href}
            // A call-to-action click logs a conversion event, then navigates.
            onClick={() => trackConversionClick(hero.primary.label)}
          >
            {hero.primary.label}
          </SmartLink>
          {hero.secondary ? (
            <SmartLink
              className="button button--secondary button--large"
              href={hero.secondary.href}
            >
              {hero.secondary.label}
            </SmartLink>
          ) : null}
        </>
      }
    >
      {hero.highlights ? (
        <ul className="content-hero__highlights">
          {hero.highlights.map((highlight) => (
            <li key={highlight}>
              <Icon name="check-circle" size={18} />
              {highlight}
            </li>
          ))}
        </ul>
      ) : null}
    </PageHero>
  );
}
