import type { ReactNode } from 'react';
import type { FeaturedSectionId } from '#content/personalization/preference-options.ts';
import { Section } from '../../components/section.tsx';
import { FeaturedNote, useSectionClass } from './home-view.tsx';

interface HomeSectionProps {
  /** The section's id on the page, which is also its name among the featured sections. */
  readonly section: FeaturedSectionId;
  readonly className: string;
  readonly copy: {
    readonly eyebrow?: string;
    readonly title: ReactNode;
    readonly intro?: ReactNode;
  };
  readonly tone?: 'plain' | 'muted';
  readonly children: ReactNode;
}

/**
 * A titled home section the visitor can feature: its highlight class and its note. A module of
 * its own, so the hero (first load) does not carry the sections' code.
 */
export function HomeSection({ section, className, copy, tone, children }: HomeSectionProps) {
  const classes = useSectionClass(section, className);
  return (
    <Section
      id={section}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      tone={tone}
      className={classes}
    >
      <FeaturedNote section={section} />
      {children}
    </Section>
  );
}
