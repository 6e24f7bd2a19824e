import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { plans } from '#content/pricing/plans.ts';
import { useQueryChoice } from '../../hooks/use-query-choice.ts';
import {
  BILLING_QUERY_PARAM,
  DEFAULT_BILLING_PERIOD,
  billingDetail,
  billingPeriodOrder,
  billingPeriodLabels,
  periodNote,
  planPrice,
  priceSuffix,
} from './billing-period.ts';
import { formatUsd } from '../../format/numbers.ts';
import { planContactHref, trackPlanSelection, type SelectedPlanState } from './select-plan.ts';

interface PricingPlansProps {
  /** Heading level of the plan names: h3 under a section's h2. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Id of the section around the plans: the period form returns there without JavaScript. */
  readonly sectionId: string;
}

/**
 * The three plans with the Monthly / Annual / Lifetime switch, on the home page and /pricing.
 * The period lives in the URL (`?billing=annual`): the server renders its prices, the switch is
 * a GET form that works without JavaScript, and once hydrated it rewrites the URL in place.
 */
export function PricingPlans({ headingLevel: Heading = 'h3', sectionId }: PricingPlansProps) {
  const { pathname } = useLocation();
  const [period, setPeriod] = useQueryChoice(
    BILLING_QUERY_PARAM,
    billingPeriodOrder,
    DEFAULT_BILLING_PERIOD,
  );
  const noteId = useId();
  const note = periodNote(period);

  return (
    <div className="pricing-plans">
      <div className="pricing-plans__controls">
        <form method="get" action={`${pathname}#${sectionId}`} className="pricing-plans__form">
          <div
            className="pricing-plans__switch"
            role="group"
            aria-label="Billing period"
            aria-describedby={noteId}
          >
            {billingPeriodOrder.map((value) => (
              <button
                key={value}
                type="submit"
                name={BILLING_QUERY_PARAM}
                value={value}
                className="pricing-plans__period"
                aria-pressed={period === value}
                onClick={(event) => {
                  event.preventDefault();
                  setPeriod(value);
                }}
              >
                {billingPeriodLabels[value]}
              </button>
            ))}
          </div>
        </form>
        {/* Always in the layout (empty for monthly) so switching never moves the cards. */}
        <p id={noteId} className="pricing-plans__note" aria-live="polite">
          {note}
        </p>
      </div>
      <ul className="grid grid--3 pricing-plans__list">
        {plans.map((plan) => {
          const amount = formatUsd(planPrice(plan, period));
          const suffix = priceSuffix(period);
          const state: SelectedPlanState = { selectedPlan: plan.id };
          return (
            <li
              key={plan.id}
              className={plan.popular ? 'card tier tier--highlight' : 'card tier'}
              data-plan={plan.id}
            >
              {plan.popular ? (
                <p className="badge badge--solid tier__ribbon">MOST POPULAR</p>
              ) : null}
              <Heading className="tier__name">{plan.name}</Heading>
              <p className="tier__description">{plan.description}</p>
              <p className="tier__price pricing-plans__price">
                <span className="tier__amount">{amount}</span>
                {suffix ? <span className="tier__note">{suffix}</span> : null}
              </p>
              <p className="pricing-plans__detail">{billingDetail(period)}</p>
              <p className="badge pricing-plans__agents">{plan.agents}</p>
              <ul className="check-list tier__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                to={planContactHref(plan.id)}
                state={state}
                className={
                  plan.popular
                    ? 'button button--primary button--block'
                    : 'button button--secondary button--block'
                }
                onClick={() => trackPlanSelection(plan)}
                aria-label={`Get started with ${plan.name}`}
              >
                Get started
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="pricing-plans__footer muted">
        Every plan starts with a 14-day free trial. No credit card required, cancel anytime.{' '}
        <Link to="/comparison">Compare every feature</Link>
      </p>
    </div>
  );
}
