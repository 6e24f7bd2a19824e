import { homeContent } from '#content/home/home.ts';
import { Section } from '../../components/section.tsx';
import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { FeaturedNote, useSectionClass } from './home-view.tsx';

export function HomePricing() {
  const className = useSectionClass('pricing', 'home-pricing');
  const copy = homeContent.pricing;
  return (
    <Section
      id="pricing"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      tone="muted"
      className={className}
    >
      <FeaturedNote section="pricing" />
      <PricingPlans sectionId="pricing" />
    </Section>
  );
}
