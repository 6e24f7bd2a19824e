import { useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { comparisonRows } from '#content/pricing/plan-comparison.ts';
import { plans } from '#content/pricing/plans.ts';
import type { ComparisonValue } from '#content/schema/pricing.ts';
import { Icon } from '../../components/icon.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import { formatUsd } from '../../format/numbers.ts';
import { planContactHref, trackPlanSelection, type SelectedPlanState } from './select-plan.ts';

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <span className="comparison__mark comparison__mark--yes">
        <Icon name="check" size={18} label="Included" />
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="comparison__mark comparison__mark--no">
        <Icon name="minus" size={18} label="Not included" />
      </span>
    );
  }
  return <span className="comparison__text">{value}</span>;
}

/**
 * The plan comparison: 3 plans by 19 features. Each feature has an info button with its
 * description; one description is open at a time. On narrow screens the table scrolls
 * sideways inside a focusable region, the feature column staying in view.
 */
export function ComparisonTable() {
  const [openRow, setOpenRow] = useState<string | null>(null);
  return (
    <>
      <p className="comparison__hint" aria-hidden="true">
        Swipe the table sideways to see every plan.
      </p>
      <div
        className="comparison__scroller"
        role="region"
        aria-labelledby="comparison-caption"
        // Focusable so keyboard users can scroll it sideways (WCAG 2.1.1, axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="comparison">
          <caption id="comparison-caption" className="visually-hidden">
            Plan Comparison: features included in each plan
          </caption>
          <thead>
            <tr>
              <th scope="col" className="comparison__corner">
                Feature
              </th>
              {plans.map((plan) => {
                const state: SelectedPlanState = { selectedPlan: plan.id };
                return (
                  <th
                    key={plan.id}
                    scope="col"
                    className={
                      plan.popular
                        ? 'comparison__plan comparison__plan--popular'
                        : 'comparison__plan'
                    }
                  >
                    {plan.popular ? <span className="comparison__badge">MOST POPULAR</span> : null}
                    <span className="comparison__plan-name">{plan.name}</span>
                    <span className="comparison__plan-price">
                      {formatUsd(plan.pricing.monthly)}
                      <span className="comparison__plan-period">/month</span>
                    </span>
                    <Link
                      to={planContactHref(plan.id)}
                      state={state}
                      className={
                        plan.popular
                          ? 'button button--primary button--small'
                          : 'button button--secondary button--small'
                      }
                      onClick={() => trackPlanSelection(plan)}
                      aria-label={`Select plan: ${plan.name}`}
                    >
                      Select plan
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="comparison__feature">
                  <span className="comparison__feature-inner">
                    <span>{row.name}</span>
                    <Tooltip
                      label={`About ${row.name}`}
                      content={row.description}
                      trigger="click"
                      position="bottom"
                      maxWidth="sm"
                      open={openRow === row.id}
                      onOpenChange={(open) =>
                        setOpenRow((current) =>
                          open ? row.id : current === row.id ? null : current,
                        )
                      }
                    />
                  </span>
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="comparison__cell">
                    <Cell value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
