import { Link } from '../../routing/link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { planContactHref, trackCustomPlanInquiry, type CustomPlanState } from './select-plan.ts';
import type { PageHandle } from '../../routing/page-module.ts';

const customPlan: CustomPlanState = { inquiry: 'custom_plan' };

export const handle: PageHandle = {
  title: 'Plan Comparison',
  description:
    'Compare Business Starter, Agency Growth and Enterprise & White Label feature by feature and choose the plan that fits.',
};

export function Component() {
  return (
    <>
      <PageHero eyebrow="Plans" title={handle.title} intro={handle.description} />
      <Section id="compare" title="Every feature, side by side">
        <ComparisonTable />
        <p className="comparison__legend muted">
          Prices shown per month with monthly billing. Annual billing saves 20%.
        </p>
      </Section>
      <Section id="custom-solution" tone="muted">
        <div className="comparison-custom">
          <div>
            <h2 className="comparison-custom__title">Need a Custom Solution?</h2>
            <p className="comparison-custom__text">
              Custom call volumes, bespoke integrations or a white-label rollout across many
              clients: our team will put together a plan that fits.
            </p>
          </div>
          <Link
            to={planContactHref('custom_plan')}
            state={customPlan}
            className="button button--primary button--large"
            onClick={trackCustomPlanInquiry}
          >
            Contact Sales
          </Link>
        </div>
      </Section>
    </>
  );
}
