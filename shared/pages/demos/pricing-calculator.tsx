import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { calculatorTiers } from '#content/demos/calculator.ts';
import { Icon } from '../../components/icon.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import {
  calculateTotal,
  calculatorReducer,
  createHighlighter,
  formatUsd,
  initialCalculatorState,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  type BillingCycle,
} from '../../state/calculator.ts';

const fallbackTier = calculatorTiers[1] ?? calculatorTiers[0];

/** Estimate a monthly (or annual) price from plan, call volume, agents and billing cycle. */
export function PricingCalculator() {
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const [highlighted, setHighlighted] = useState(false);
  const highlighter = useRef<ReturnType<typeof createHighlighter> | null>(null);
  const firstRender = useRef(true);
  const volumeId = useId();
  const tier = calculatorTiers.find((item) => item.id === state.plan) ?? fallbackTier;

  useEffect(() => {
    highlighter.current = createHighlighter(setHighlighted);
    return () => highlighter.current?.dispose();
  }, []);

  // Every change of an input recomputes the total and flashes it for 700 ms.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    highlighter.current?.trigger();
  }, [state]);

  if (!tier) return null;
  const result = calculateTotal(tier, state);
  const annual = state.billing === 'annual';

  return (
    <div className="pcalc">
      <div className="pcalc__inputs">
        <fieldset className="pcalc__plans">
          <legend>Plan</legend>
          {calculatorTiers.map((item) => (
            <label
              key={item.id}
              className={item.id === state.plan ? 'pcalc__plan is-selected' : 'pcalc__plan'}
            >
              <input
                type="radio"
                name="calculator-plan"
                value={item.id}
                checked={item.id === state.plan}
                onChange={() => dispatch({ type: 'plan', plan: item.id })}
              />
              <span className="pcalc__plan-name">
                {item.name}
                {item.recommended ? <span className="badge">Recommended</span> : null}
              </span>
              <span className="pcalc__plan-price">{formatUsd(item.basePrice)}/month per agent</span>
              <span className="pcalc__plan-meta">
                {item.callsIncluded.toLocaleString('en-US')} calls included, then $
                {item.additionalCallPrice.toFixed(2)} per call
              </span>
            </label>
          ))}
        </fieldset>

        <div className="demo-field">
          <div className="pcalc__label">
            <span className="pcalc__label-text">
              <label htmlFor={volumeId}>Monthly call volume</label>
              <Tooltip
                label="How extra calls are billed"
                content={`${tier.name} includes ${tier.callsIncluded.toLocaleString('en-US')} calls a month; each extra call costs $${tier.additionalCallPrice.toFixed(2)}.`}
                icon="help"
                trigger="both"
                delay={200}
                position="top"
                variant="dark"
                animation="scale"
                maxWidth="sm"
              />
            </span>
            <strong>{state.volume.toLocaleString('en-US')} calls</strong>
          </div>
          <input
            id={volumeId}
            type="range"
            className="demo-range"
            min={VOLUME_MIN}
            max={VOLUME_MAX}
            step={VOLUME_STEP}
            value={state.volume}
            aria-valuetext={`${state.volume} calls`}
            onChange={(event) => dispatch({ type: 'volume', volume: Number(event.target.value) })}
          />
          <span className="pcalc__range-ends" aria-hidden="true">
            <span>{VOLUME_MIN}</span>
            <span>{VOLUME_MAX.toLocaleString('en-US')}</span>
          </span>
        </div>

        <div className="pcalc__agents" role="group" aria-labelledby="calculator-agents-label">
          <span id="calculator-agents-label" className="pcalc__label">
            Number of agents
          </span>
          <div className="pcalc__stepper">
            <button
              type="button"
              className="icon-button"
              aria-label="Decrease agents"
              disabled={state.agents <= 1}
              onClick={() => dispatch({ type: 'agents', delta: -1 })}
            >
              <Icon name="minus" />
            </button>
            <output className="pcalc__agent-count" aria-live="polite">
              {state.agents}
            </output>
            <button
              type="button"
              className="icon-button"
              aria-label="Increase agents"
              onClick={() => dispatch({ type: 'agents', delta: 1 })}
            >
              <Icon name="plus" />
            </button>
          </div>
        </div>

        <fieldset className="pcalc__billing">
          <legend>Billing cycle</legend>
          {(['monthly', 'annual'] as const satisfies readonly BillingCycle[]).map((cycle) => (
            <label key={cycle} className="demo-chip demo-chip--radio">
              <input
                type="radio"
                name="calculator-billing"
                value={cycle}
                checked={state.billing === cycle}
                onChange={() => dispatch({ type: 'billing', billing: cycle })}
              />
              {cycle === 'monthly' ? 'Monthly' : 'Annual'}
            </label>
          ))}
          {annual ? <span className="badge badge--success">Save 20%</span> : null}
        </fieldset>
      </div>

      <div className="pcalc__summary card" role="group" aria-labelledby="calculator-total-label">
        <p id="calculator-total-label" className="pcalc__summary-title">
          Estimated total
        </p>
        <p
          className={highlighted ? 'pcalc__total is-highlighted' : 'pcalc__total'}
          data-testid="calculator-total"
          aria-live="polite"
        >
          <span className="pcalc__amount">{formatUsd(result.total)}</span>{' '}
          {/* The spec labels the discounted annual figure "per year". */}
          <span className="pcalc__period">{annual ? 'per year' : 'per month'}</span>
        </p>
        <dl className="pcalc__breakdown">
          <div>
            <dt>
              {tier.name} × {state.agents} {state.agents === 1 ? 'agent' : 'agents'}
            </dt>
            <dd>{formatUsd(result.base)}</dd>
          </div>
          <div>
            <dt>{result.extraCalls.toLocaleString('en-US')} extra calls</dt>
            <dd>{formatUsd(result.extraCost)}</dd>
          </div>
          {annual ? (
            <div>
              <dt>Annual discount (20%)</dt>
              <dd>−{formatUsd(result.discount)}</dd>
            </div>
          ) : null}
        </dl>
        <ul className="check-list pcalc__features">
          {tier.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
