import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { calculatorTiers } from '#content/demos/calculator.ts';
import { Icon } from '../../components/icon.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import {
  AGENTS_ARIA_MAX,
  CALCULATOR_QUERY,
  MIN_AGENTS,
  calculateTotal,
  calculatorReducer,
  calculatorStateFromQuery,
  createHighlighter,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  type BillingCycle,
} from './pricing-calculator-rules.ts';
import { formatCount, formatUsd } from '../../format/numbers.ts';

const fallbackTier = calculatorTiers[1] ?? calculatorTiers[0];
const planIds = calculatorTiers.map((tier) => tier.id);

/**
 * Estimate a monthly (or annual) price from plan, call volume, agents and billing cycle. It is a
 * GET form: without JavaScript, Update total (or an agent button) reloads the page with the
 * inputs in the URL and the server computes the same total; with JavaScript it recomputes on
 * every change.
 */
export function PricingCalculator() {
  const { search } = useLocation();
  const [state, dispatch] = useReducer(calculatorReducer, search, (query) =>
    calculatorStateFromQuery(new URLSearchParams(query), planIds),
  );
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
  const changeAgents = (delta: 1 | -1) => dispatch({ type: 'agents', delta });
  const onAgentKey = (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    changeAgents(delta);
  };

  return (
    <form
      method="get"
      action="/interactive-elements#calculator"
      className="pcalc"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="pcalc__inputs">
        {/* The form's first submit button is the one Enter uses: not an agent button. */}
        <button type="submit" hidden tabIndex={-1}>
          Update total
        </button>
        <fieldset className="pcalc__plans">
          <legend>Plan</legend>
          {calculatorTiers.map((item) => (
            <label
              key={item.id}
              className={item.id === state.plan ? 'pcalc__plan is-selected' : 'pcalc__plan'}
            >
              <input
                type="radio"
                name={CALCULATOR_QUERY.plan}
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
                {formatCount(item.callsIncluded)} calls included, then $
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
                content={`${tier.name} includes ${formatCount(tier.callsIncluded)} calls a month; each extra call costs $${tier.additionalCallPrice.toFixed(2)}.`}
                icon="help"
                trigger="both"
                delay={200}
                position="top"
                variant="dark"
                animation="scale"
                maxWidth="sm"
              />
            </span>
            <strong>{formatCount(state.volume)} calls</strong>
          </div>
          <input
            id={volumeId}
            name={CALCULATOR_QUERY.volume}
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
            <span>{formatCount(VOLUME_MAX)}</span>
          </span>
        </div>

        <div className="pcalc__agents" role="group" aria-labelledby="calculator-agents-label">
          <span id="calculator-agents-label" className="pcalc__label">
            Number of agents
          </span>
          <div className="pcalc__stepper">
            {/* Without JavaScript each button submits the form with its own agent count. At
                the minimum it is marked unavailable, not disabled: a disabled button could never
                be enabled again without JavaScript. Pressed there, it keeps the count. */}
            <button
              type="submit"
              name={CALCULATOR_QUERY.agents}
              value={Math.max(MIN_AGENTS, state.agents - 1)}
              className="icon-button"
              aria-label="Decrease agents"
              aria-disabled={state.agents <= MIN_AGENTS ? true : undefined}
              onClick={(event) => {
                event.preventDefault();
                changeAgents(-1);
              }}
            >
              <Icon name="minus" />
            </button>
            <span
              className="pcalc__agent-count"
              role="spinbutton"
              tabIndex={0}
              aria-labelledby="calculator-agents-label"
              aria-valuemin={MIN_AGENTS}
              aria-valuemax={AGENTS_ARIA_MAX}
              aria-valuenow={state.agents}
              aria-valuetext={`${state.agents} ${state.agents === 1 ? 'agent' : 'agents'}`}
              onKeyDown={onAgentKey}
            >
              {state.agents}
            </span>
            <button
              type="submit"
              name={CALCULATOR_QUERY.agents}
              value={state.agents + 1}
              className="icon-button"
              aria-label="Increase agents"
              onClick={(event) => {
                event.preventDefault();
                changeAgents(1);
              }}
            >
              <Icon name="plus" />
            </button>
            {/* After the buttons: a pressed button's value comes first in the query. */}
            <input type="hidden" name={CALCULATOR_QUERY.agents} value={state.agents} />
          </div>
        </div>

        <fieldset className="pcalc__billing">
          <legend>Billing cycle</legend>
          {(['monthly', 'annual'] as const satisfies readonly BillingCycle[]).map((cycle) => (
            <label key={cycle} className="pill">
              <input
                type="radio"
                name={CALCULATOR_QUERY.billing}
                value={cycle}
                checked={state.billing === cycle}
                onChange={() => dispatch({ type: 'billing', billing: cycle })}
              />
              {cycle === 'monthly' ? 'Monthly' : 'Annual'}
            </label>
          ))}
          {annual ? <span className="badge badge--success">Save 20%</span> : null}
        </fieldset>
        <p className="pcalc__submit no-js-only">
          <button type="submit" className="button button--secondary">
            Update total
          </button>
        </p>
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
          {/* The discounted annual figure is labelled "per year". */}
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
            <dt>{formatCount(result.extraCalls)} extra calls</dt>
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
    </form>
  );
}
