import { partners } from '#content/partners/partners.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { PricingTiers } from '../../components/pricing-tiers.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { SuccessStoryCard } from '../../components/success-story-card.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Partner Program',
  description:
    'Partner with us as a reseller, referral or technology partner and grow with Silver, Gold and Platinum tiers.',
};

export function Component() {
  const { hero, types, benefits, tiers, process, stories, faqs, cta } = partners;
  return (
    <>
      <ContentHero hero={hero} />
      <Section id="partner-types" title={types.title} intro={types.intro}>
        <FeatureGrid features={types.items} />
      </Section>
      <Section id="benefits" tone="muted" title={benefits.title} intro={benefits.intro}>
        <FeatureGrid features={benefits.items} columns={4} />
      </Section>
      <Section id="tiers" title={tiers.title} intro={tiers.intro}>
        <PricingTiers tiers={tiers.items} />
      </Section>
      <Section id="how-it-works" tone="muted" title={process.title} intro={process.intro}>
        <Steps steps={process.items} />
      </Section>
      <Section id="success-stories" title={stories.title} intro={stories.intro}>
        <ul className="grid grid--2 story-list">
          {stories.items.map((story) => (
            <li key={story.id}>
              <SuccessStoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" tone="muted" title={faqs.title} intro={faqs.intro}>
        <FaqAccordion items={faqs.items} idPrefix="partners-faq" />
      </Section>
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
