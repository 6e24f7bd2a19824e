import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorTiers } from '#content/demos/calculator.ts';
import {
  calculateTotal,
  calculatorReducer,
  createHighlighter,
  initialCalculatorState,
  type CalculatorState,
} from '#shared/pages/demos/pricing-calculator-rules.ts';
import { formatUsd } from '#shared/format/numbers.ts';

const tier = (id: string) => {
  const found = calculatorTiers.find((item) => item.id === id);
  if (!found) throw new Error(id);
  return found;
};
const total = (id: string, state: Partial<CalculatorState>) =>
  formatUsd(calculateTotal(tier(id), { ...initialCalculatorState, ...state }).total);

describe('pricing calculator', () => {
  it('defaults: Professional, 100 calls, 1 agent, monthly = $299', () => {
    expect(initialCalculatorState).toEqual({
      plan: 'professional',
      volume: 100,
      agents: 1,
      billing: 'monthly',
    });
    expect(total('professional', {})).toBe('$299');
  });

  it('total = (base × agents + extra calls × extra price) × (1 − 0.2 if annual)', () => {
    expect(total('basic', { volume: 1000, agents: 2 })).toBe('$248'); // 198 + 500 × 0.10
    expect(total('professional', { volume: 5000, agents: 3 })).toBe('$1,137'); // 897 + 3000 × 0.08
    expect(total('enterprise', { volume: 5000 })).toBe('$999'); // no extra calls
    expect(total('professional', { billing: 'annual' })).toBe('$239'); // 299 × 0.8 = 239.2
    expect(total('basic', { volume: 1000, agents: 2, billing: 'annual' })).toBe('$198'); // 248 × 0.8
  });

  it('extra calls are never negative', () => {
    const result = calculateTotal(tier('basic'), { volume: 50, agents: 1, billing: 'monthly' });
    expect(result.extraCalls).toBe(0);
    expect(result.extraCost).toBe(0);
  });

  it('agents: minimum 1, no upper cap', () => {
    let state = calculatorReducer(initialCalculatorState, { type: 'agents', delta: -1 });
    expect(state.agents).toBe(1);
    for (let index = 0; index < 150; index += 1) {
      state = calculatorReducer(state, { type: 'agents', delta: 1 });
    }
    expect(state.agents).toBe(151);
  });

  it('volume snaps to steps of 50 between 50 and 5000', () => {
    const set = (volume: number) =>
      calculatorReducer(initialCalculatorState, { type: 'volume', volume }).volume;
    expect(set(0)).toBe(50);
    expect(set(9999)).toBe(5000);
    expect(set(1234)).toBe(1250);
    expect(set(Number.NaN)).toBe(50);
  });

  it('plan and billing changes', () => {
    const state = calculatorReducer(
      calculatorReducer(initialCalculatorState, { type: 'plan', plan: 'basic' }),
      { type: 'billing', billing: 'annual' },
    );
    expect(state).toMatchObject({ plan: 'basic', billing: 'annual' });
  });
});

describe('total highlight', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on for 700 ms after each change and restarts on a new change', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const highlighter = createHighlighter((on) => changes.push(on));
    highlighter.trigger();
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(699);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);

    highlighter.trigger();
    vi.advanceTimersByTime(500);
    highlighter.trigger();
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true, false, true, true]);
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true, false, true, true, false]);
  });

  it('dispose cancels a pending switch-off', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const highlighter = createHighlighter((on) => changes.push(on));
    highlighter.trigger();
    highlighter.dispose();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
  });
});
