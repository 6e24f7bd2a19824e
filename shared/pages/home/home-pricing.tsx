import { homeContent } from '#content/home/home.ts';
import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { HomeSection } from './home-section.tsx';

export function HomePricing() {
  const copy = homeContent.pricing;
  return (
    <HomeSection section="pricing" className="home-pricing" copy={copy} tone="muted">
      <PricingPlans sectionId="pricing" />
    </HomeSection>
  );
}
