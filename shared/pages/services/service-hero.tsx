import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Link as LinkData } from '#content/schema/marketing.ts';
import type { Illustration } from '#content/schema/solutions.ts';
import { trackConversionClick } from '../../analytics.ts';
import { Image } from '../../components/image.tsx';
import { PageHero } from '../../components/page-hero.tsx';

interface ServiceHeroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly illustration?: Illustration;
  readonly primary: LinkData;
  readonly secondary?: LinkData;
  readonly children?: ReactNode;
}

/** The hero of the service pages: h1, intro, two buttons and an illustration. */
export function ServiceHero({
  eyebrow,
  title,
  intro,
  illustration,
  primary,
  secondary,
  children,
}: ServiceHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      actions={
        <>
          <Link
            className="button button--primary button--large"
            to={primary.href}
            onClick={() => trackConversionClick(primary.label)}
          >
            {primary.label}
          </Link>
          {secondary ? (
            <Link className="button button--secondary button--large" to={secondary.href}>
              {secondary.label}
            </Link>
          ) : null}
        </>
      }
      aside={
        illustration ? (
          <Image
            src={illustration.src}
            alt={illustration.alt}
            width={illustration.width}
            height={illustration.height}
            priority
            className="image--rounded sol-hero-art"
          />
        ) : undefined
      }
    >
      {children}
    </PageHero>
  );
}
