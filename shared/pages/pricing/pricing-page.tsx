import type { AggregateOffer } from 'schema-dts';
import { Link } from '../../routing/link.tsx';
import { homeFaqs } from '#content/home/faqs.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { withContext } from '../../seo/json-ld.ts';
import { PricingPlans } from './pricing-plans.tsx';
import { planContactHref, trackCustomPlanInquiry, type CustomPlanState } from './select-plan.ts';

const pricingFaqIds = new Set(['free-trial', 'change-plans', 'setup-time', 'concurrent-calls']);
const pricingFaqs = homeFaqs.filter((faq) => pricingFaqIds.has(faq.id));

/**
 * This structured data is required as is: 49 to 249 USD over 3 offers, "plans start at
 * $49/month". It conflicts with the plan prices on the page (299 to 999); the conflict is kept
 * as data rather than silently "fixed".
 */
const aggregateOffer: AggregateOffer = {
  '@type': 'AggregateOffer',
  lowPrice: 49,
  highPrice: 249,
  priceCurrency: 'USD',
  offerCount: 3,
  description: 'plans start at $49/month',
};

const customPlan: CustomPlanState = { inquiry: 'custom_plan' };

export const handle: PageHandle = {
  title: 'Pricing',
  description:
    'Simple plans for AI voice agents and the all-in-one platform: Business Starter, Agency Growth and Enterprise & White Label, billed monthly, annually or once.',
  head: () => ({ jsonLd: [withContext(aggregateOffer)] }),
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing for every stage of growth"
        intro={handle.description}
      />
      <Section
        id="plans"
        title="Choose your plan"
        intro="Switch between monthly, annual and one-time lifetime billing."
      >
        <PricingPlans sectionId="plans" />
      </Section>
      <Section id="custom" tone="muted" title="Need every detail, or a custom plan?">
        <div className="pricing-page__more">
          <div className="card">
            <h3 className="card__title">Compare every feature</h3>
            <p className="card__text">
              Nineteen features side by side, from AI agents and dashboards to support levels.
            </p>
            <Link className="card__link" to="/comparison">
              See the plan comparison
            </Link>
          </div>
          <div className="card">
            <h3 className="card__title">Talk to sales</h3>
            <p className="card__text">
              Custom volumes, integrations or a white-label rollout for many clients.
            </p>
            <Link
              className="card__link"
              to={planContactHref('custom_plan')}
              state={customPlan}
              onClick={trackCustomPlanInquiry}
            >
              Contact sales
            </Link>
          </div>
        </div>
      </Section>
      <Section id="pricing-faq" title="Pricing questions">
        <div className="pricing-page__faq">
          <FaqAccordion items={pricingFaqs} idPrefix="pricing-faq" />
        </div>
      </Section>
    </>
  );
}
