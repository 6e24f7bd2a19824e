import type { QueryParamOf } from '../../routing/route-manifest.ts';

/**
 * The tour wizard (product tour and the progress demo's guided demo): which step is shown,
 * whether its help panel is open, which steps are done, and whether the tour is finished.
 */
export interface TourState {
  readonly index: number;
  readonly helpOpen: boolean;
  readonly completed: Readonly<Record<string, boolean>>;
  readonly finished: boolean;
}

export type TourAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skip' }
  | { type: 'toggle-help' }
  | { type: 'restart' };

interface TourStepLike {
  readonly id: string;
  readonly isCompleted?: boolean;
}

export function initialTourState(steps: readonly TourStepLike[]): TourState {
  const completed: Record<string, boolean> = {};
  for (const step of steps) completed[step.id] = step.isCompleted ?? false;
  return { index: 0, helpOpen: false, completed, finished: false };
}

/** Binds the reducer to its steps: `useReducer(tourReducer(steps), steps, initialTourState)`. */
export function tourReducer(steps: readonly TourStepLike[]) {
  const last = steps.length - 1;
  return (state: TourState, action: TourAction): TourState => {
    const current = steps[state.index];
    switch (action.type) {
      case 'next': {
        if (!current || state.finished) return state;
        const completed = { ...state.completed, [current.id]: true };
        // The last step's button reads Finish: it completes the step and ends the tour.
        if (state.index >= last) return { ...state, completed, finished: true, helpOpen: false };
        return { ...state, completed, index: state.index + 1, helpOpen: false };
      }
      case 'previous':
        if (state.index === 0 || state.finished) return state;
        return { ...state, index: state.index - 1, helpOpen: false };
      case 'skip':
        // Skipping moves on without marking the step done; the last step cannot be skipped.
        if (state.index >= last || state.finished) return state;
        return { ...state, index: state.index + 1, helpOpen: false };
      case 'toggle-help':
        return { ...state, helpOpen: !state.helpOpen };
      case 'restart':
        return initialTourState(steps);
    }
  };
}

export function isLastStep(state: TourState, total: number): boolean {
  return state.index >= total - 1;
}

/** Skip shows when the tour allows it, the step is not the last, and it is not yet done. */
export function canSkip(
  state: TourState,
  steps: readonly TourStepLike[],
  allowSkip: boolean,
): boolean {
  const step = steps[state.index];
  if (!allowSkip || !step) return false;
  return !isLastStep(state, steps.length) && !state.completed[step.id];
}

/**
 * Progress bar value: the current step's share of the tour, counting the step on screen, so
 * step 1 of 6 shows 17% and the last step 100%.
 */
export function tourProgressPercent(state: TourState, total: number): number {
  if (total <= 0) return 0;
  return Math.round(((state.index + 1) / total) * 100);
}

export function completedCount(state: TourState): number {
  return Object.values(state.completed).filter(Boolean).length;
}

/** Query parameters of a tour's state, so each step has a URL the server can render. */
export const TOUR_QUERY = {
  step: 'step',
  done: 'done',
  help: 'help',
  /** `closed` or `finished`; absent while touring. */
  view: 'tour',
} as const satisfies Record<string, QueryParamOf<'product-tour'> & QueryParamOf<'progress-demo'>>;

export type TourView = 'touring' | 'closed' | 'finished';

/** The tour state a query string describes; unknown or out-of-range values fall back. */
export function tourStateFromQuery(
  params: URLSearchParams,
  steps: readonly TourStepLike[],
): TourState {
  const initial = initialTourState(steps);
  const step = Number(params.get(TOUR_QUERY.step));
  const index = Number.isInteger(step) && step >= 1 && step <= steps.length ? step - 1 : 0;
  const doneIds = new Set((params.get(TOUR_QUERY.done) ?? '').split(',').filter(Boolean));
  const completed: Record<string, boolean> = { ...initial.completed };
  for (const item of steps) if (doneIds.has(item.id)) completed[item.id] = true;
  return {
    index,
    helpOpen: params.get(TOUR_QUERY.help) === 'open',
    completed,
    finished: tourViewFromQuery(params) === 'finished',
  };
}

export function tourViewFromQuery(params: URLSearchParams): TourView {
  const view = params.get(TOUR_QUERY.view);
  return view === 'closed' || view === 'finished' ? view : 'touring';
}

/** The query fields of a state: the step (from 1), the completed ids, help, finished. */
export function tourStateToQuery(state: TourState): Record<string, string> {
  const query: Record<string, string> = { [TOUR_QUERY.step]: String(state.index + 1) };
  const done = Object.keys(state.completed).filter((id) => state.completed[id]);
  if (done.length > 0) query[TOUR_QUERY.done] = done.join(',');
  if (state.helpOpen) query[TOUR_QUERY.help] = 'open';
  if (state.finished) query[TOUR_QUERY.view] = 'finished';
  return query;
}
