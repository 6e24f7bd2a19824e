import type { ReactNode } from 'react';
import type {
  Cta,
  Feature,
  Link,
  Stat,
  Step,
  Testimonial,
  SectionCopy,
} from '#content/schema/sections.ts';
import type { ContentCreationContent } from '#content/schema/services.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { Testimonials } from '../../components/testimonials.tsx';

/*
 * The bands the service pages share, fed by each page's content. Pages pick their order and
 * tones (muted bands alternate with plain ones, so a band's tone depends on its neighbours).
 */

type Tone = 'plain' | 'muted';

interface CopySectionProps {
  readonly id: string;
  readonly copy: SectionCopy;
  readonly tone?: Tone;
  readonly children: ReactNode;
}

/** A band whose heading and intro come from the page's section copy. */
export function CopySection({ id, copy, tone, children }: CopySectionProps) {
  return (
    <Section id={id} tone={tone} title={copy.title} intro={copy.intro}>
      {children}
    </Section>
  );
}

interface ServiceHeroProps {
  /** Every service page's hero copy has the same shape. */
  readonly hero: ContentCreationContent['hero'];
  readonly primary: Link;
  readonly secondary?: Link | undefined;
  readonly highlights?: string[] | undefined;
}

export function ServiceHero({ hero, primary, secondary, highlights }: ServiceHeroProps) {
  return (
    <ContentHero hero={{ ...hero, image: hero.illustration, primary, secondary, highlights }} />
  );
}

interface ServiceOpeningProps {
  readonly content: {
    readonly hero: ContentCreationContent['hero'];
    readonly features: readonly Feature[];
    readonly sections: { readonly features: SectionCopy };
  };
  readonly primary: Link;
  readonly secondary?: Link | undefined;
}

/** The hero and the three-column features band most service pages open with. */
export function ServiceOpening({ content, primary, secondary }: ServiceOpeningProps) {
  return (
    <>
      <ServiceHero hero={content.hero} primary={primary} secondary={secondary} />
      <FeaturesSection
        id="features"
        copy={content.sections.features}
        features={content.features}
        columns={3}
      />
    </>
  );
}

interface FeaturesSectionProps {
  readonly id: string;
  readonly copy: SectionCopy;
  readonly tone?: Tone;
  readonly features: readonly Feature[];
  readonly columns: 3 | 4;
}

export function FeaturesSection({ features, columns, ...section }: FeaturesSectionProps) {
  return (
    <CopySection {...section}>
      <FeatureGrid features={features} columns={columns} />
    </CopySection>
  );
}

export function StepsSection({
  copy,
  tone,
  steps,
}: {
  copy: SectionCopy;
  tone?: Tone;
  steps: readonly Step[];
}) {
  return (
    <CopySection id="how-it-works" copy={copy} tone={tone}>
      <Steps steps={steps} />
    </CopySection>
  );
}

export function TestimonialsSection({
  copy,
  tone,
  items,
}: {
  copy: SectionCopy;
  tone?: Tone;
  items: readonly Testimonial[];
}) {
  return (
    <CopySection id="testimonials" copy={copy} tone={tone}>
      <Testimonials items={items} />
    </CopySection>
  );
}

/** The closing call to action; `track` records the primary button's click. */
export function ServiceCta({
  cta,
  stats,
  track,
}: {
  cta: Cta;
  stats?: readonly Stat[];
  track: (label: string) => void;
}) {
  return (
    <CtaBanner
      id="get-started"
      cta={cta}
      stats={stats}
      onPrimaryClick={() => track(cta.primary.label)}
    />
  );
}
