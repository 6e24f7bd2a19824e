import type { QueryParamOf } from '../../routing/route-manifest.ts';

/** The pricing calculator on /interactive-elements: inputs, the total and its highlight. */

export type BillingCycle = 'monthly' | 'annual';

export interface CalculatorTierLike {
  readonly id: string;
  readonly basePrice: number;
  readonly callsIncluded: number;
  readonly additionalCallPrice: number;
}

export interface CalculatorState {
  readonly plan: string;
  readonly volume: number;
  readonly agents: number;
  readonly billing: BillingCycle;
}

export type CalculatorAction =
  | { type: 'plan'; plan: string }
  | { type: 'volume'; volume: number }
  | { type: 'agents'; delta: 1 | -1 }
  | { type: 'billing'; billing: BillingCycle };

export const VOLUME_MIN = 50;
export const VOLUME_MAX = 5000;
export const VOLUME_STEP = 50;
export const ANNUAL_DISCOUNT = 0.2;
export const HIGHLIGHT_MS = 700;
export const MIN_AGENTS = 1;

export const initialCalculatorState: CalculatorState = {
  plan: 'professional',
  volume: 100,
  agents: 1,
  billing: 'monthly',
};

function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return VOLUME_MIN;
  const stepped = Math.round(volume / VOLUME_STEP) * VOLUME_STEP;
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, stepped));
}

export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'plan':
      return { ...state, plan: action.plan };
    case 'volume':
      return { ...state, volume: clampVolume(action.volume) };
    case 'agents':
      // At least one agent; no upper cap.
      return { ...state, agents: Math.max(MIN_AGENTS, state.agents + action.delta) };
    case 'billing':
      return { ...state, billing: action.billing };
  }
}

export interface CalculatorBreakdown {
  readonly base: number;
  readonly extraCalls: number;
  readonly extraCost: number;
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
}

/** (base price × agents + extra calls × extra price) × (1 − 0.2 if annual). */
export function calculateTotal(
  tier: CalculatorTierLike,
  state: Pick<CalculatorState, 'volume' | 'agents' | 'billing'>,
): CalculatorBreakdown {
  const base = tier.basePrice * state.agents;
  const extraCalls = Math.max(0, state.volume - tier.callsIncluded);
  const extraCost = extraCalls * tier.additionalCallPrice;
  const subtotal = base + extraCost;
  const discount = state.billing === 'annual' ? subtotal * ANNUAL_DISCOUNT : 0;
  return { base, extraCalls, extraCost, subtotal, discount, total: subtotal - discount };
}

/**
 * Turns a highlight on for 700 ms each time `trigger` runs; a new trigger restarts the timer.
 * `dispose` clears a pending timer (unmount).
 */
export function createHighlighter(
  onChange: (highlighted: boolean) => void,
  duration = HIGHLIGHT_MS,
): { trigger: () => void; dispose: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      clearTimeout(timer);
      onChange(true);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(false);
      }, duration);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/** Declared accessible range of the agent count; the stepper itself is not capped. */
export const AGENTS_ARIA_MAX = 100;

/** Field names of the calculator's GET form (the server computes the total from them). */
export const CALCULATOR_QUERY = {
  plan: 'plan',
  volume: 'calls',
  agents: 'agents',
  billing: 'billing',
} as const satisfies Record<string, QueryParamOf<'interactive-elements'>>;

/** The calculator state a submitted form describes; missing or invalid fields take defaults. */
export function calculatorStateFromQuery(
  params: URLSearchParams,
  planIds: readonly string[],
): CalculatorState {
  const plan = params.get(CALCULATOR_QUERY.plan);
  const volume = params.get(CALCULATOR_QUERY.volume);
  const agents = Number(params.get(CALCULATOR_QUERY.agents));
  const billing = params.get(CALCULATOR_QUERY.billing);
  return {
    plan: plan && planIds.includes(plan) ? plan : initialCalculatorState.plan,
    volume: volume === null ? initialCalculatorState.volume : clampVolume(Number(volume)),
    agents:
      Number.isSafeInteger(agents) && agents >= MIN_AGENTS ? agents : initialCalculatorState.agents,
    billing: billing === 'annual' ? 'annual' : 'monthly',
  };
}
