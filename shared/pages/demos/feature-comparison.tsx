import { useReducer } from 'react';
import { comparisonCategories } from '#content/demos/demo-options.ts';
import { comparisonFeatures, comparisonPlans } from '#content/demos/feature-comparison.ts';
import type { ComparisonFeature } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import {
  comparisonReducer,
  initialComparisonState,
  isExpanded,
  type ComparisonView,
} from './feature-comparison-rules.ts';

function Cell({ value }: { value: ComparisonFeature['tiers']['basic'] }) {
  if (value === true) {
    return (
      <span className="fcompare__yes">
        <Icon name="check" size={18} label="Included" />
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="fcompare__no">
        <Icon name="minus" size={18} label="Not included" />
      </span>
    );
  }
  return <span className="fcompare__text">{value}</span>;
}

function featureCount(count: number): string {
  return `${count} ${count === 1 ? 'feature' : 'features'}`;
}

/** Plans side by side by category: collapsible groups, compact or detailed rows, info tips. */
export function FeatureComparison() {
  const [state, dispatch] = useReducer(comparisonReducer, initialComparisonState);
  const detailed = state.view === 'detailed';

  return (
    <div className={`fcompare fcompare--${state.view}`}>
      {/* Views and collapsing need a script; without one every group shows in detail. */}
      <div className="fcompare__toolbar js-only">
        <div className="fcompare__views" role="group" aria-label="View">
          {(['detailed', 'compact'] as const satisfies readonly ComparisonView[]).map((view) => (
            <button
              key={view}
              type="button"
              className="pill"
              aria-pressed={state.view === view}
              onClick={() => dispatch({ type: 'view', view })}
            >
              {view === 'detailed' ? 'Detailed view' : 'Compact view'}
            </button>
          ))}
        </div>
        <div className="fcompare__bulk">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => dispatch({ type: 'expand-all' })}
          >
            Expand all
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => dispatch({ type: 'collapse-all', categories: comparisonCategories })}
          >
            Collapse all
          </button>
        </div>
      </div>
      <div className="fcompare__scroll">
        <table className="fcompare__table">
          <caption className="visually-hidden">Features by plan</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {comparisonPlans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={plan.recommended ? 'is-recommended' : undefined}
                >
                  <span className="fcompare__plan">{plan.name}</span>
                  <span className="fcompare__price">{plan.price}</span>
                  {detailed ? (
                    <span className="fcompare__plan-text">{plan.description}</span>
                  ) : null}
                  {plan.recommended ? <span className="badge">Recommended</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          {comparisonCategories.map((category) => {
            const expanded = isExpanded(state, category);
            const rows = comparisonFeatures.filter((feature) => feature.category === category);
            const groupId = `comparison-${category.toLowerCase().replace(/\s+/g, '-')}`;
            return (
              <tbody key={category} id={groupId}>
                <tr className="fcompare__category">
                  <th scope="colgroup" colSpan={comparisonPlans.length + 1}>
                    <button
                      type="button"
                      className="js-only"
                      aria-expanded={expanded}
                      onClick={() => dispatch({ type: 'toggle-category', category })}
                    >
                      <Icon name={expanded ? 'chevron-down' : 'chevron-right'} size={18} />
                      {category}
                      <span className="fcompare__count">{featureCount(rows.length)}</span>
                    </button>
                    <span className="fcompare__category-name no-js-only">
                      {category}
                      <span className="fcompare__count">{featureCount(rows.length)}</span>
                    </span>
                  </th>
                </tr>
                {expanded
                  ? rows.map((feature) => (
                      <tr key={feature.id}>
                        <th scope="row">
                          <span className="fcompare__feature">
                            {feature.name}
                            <Tooltip
                              label={`About ${feature.name}`}
                              content={feature.description}
                              trigger="click"
                              position="right"
                              maxWidth="sm"
                              open={state.openInfo === feature.id}
                              onOpenChange={(open) =>
                                dispatch({ type: 'info', id: feature.id, open })
                              }
                            />
                          </span>
                          {detailed ? (
                            <span className="fcompare__description">{feature.description}</span>
                          ) : null}
                        </th>
                        {comparisonPlans.map((plan) => (
                          <td
                            key={plan.id}
                            className={plan.recommended ? 'is-recommended' : undefined}
                          >
                            <Cell value={feature.tiers[plan.id]} />
                          </td>
                        ))}
                      </tr>
                    ))
                  : null}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}
