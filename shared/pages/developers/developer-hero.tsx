import type { ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { trackConversionClick } from '../../analytics/events.ts';
import { Icon, type IconName } from '../../components/icon.tsx';
import { PageHero } from '../../components/page-hero.tsx';

/** A button of the hero: a link within the site. */
export interface HeroLink {
  readonly label: string;
  readonly to: string;
  readonly icon?: IconName;
  /** A sign-up link: its click is counted as a conversion, named by its label. */
  readonly conversion?: boolean;
}

interface DeveloperHeroProps {
  readonly hero: { readonly eyebrow: string; readonly title: string; readonly intro: string };
  readonly primary: HeroLink;
  readonly secondary: HeroLink;
  readonly aside?: ReactNode;
}

function HeroButton({ link, variant }: { link: HeroLink; variant: 'primary' | 'secondary' }) {
  return (
    <Link
      className={`button button--${variant} button--large`}
      to={link.to}
      onClick={link.conversion ? () => trackConversionClick(link.label) : undefined}
    >
      {link.icon ? <Icon name={link.icon} size={18} /> : null}
      {link.label}
    </Link>
  );
}

/** The hero of the developer pages: their copy and two buttons, the first one primary. */
export function DeveloperHero({ hero, primary, secondary, aside }: DeveloperHeroProps) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      intro={hero.intro}
      actions={
        <>
          <HeroButton link={primary} variant="primary" />
          <HeroButton link={secondary} variant="secondary" />
        </>
      }
      aside={aside}
    />
  );
}
