import type { QueryParamOf } from '../../routing/route-manifest.ts';

/** The onboarding checklist: which steps are done, and how strong the account setup is. */

interface OnboardingStepLike {
  readonly id: string;
  readonly isCompleted: boolean;
  readonly isRequired: boolean;
}

export type OnboardingState = Readonly<Record<string, boolean>>;

export type OnboardingAction = { type: 'complete'; id: string } | { type: 'reset' };

export type AccountStrength = 'Weak' | 'Fair' | 'Good' | 'Strong' | 'Complete';

export function initialOnboardingState(steps: readonly OnboardingStepLike[]): OnboardingState {
  return Object.fromEntries(steps.map((step) => [step.id, step.isCompleted]));
}

export function onboardingReducer(steps: readonly OnboardingStepLike[]) {
  return (state: OnboardingState, action: OnboardingAction): OnboardingState => {
    switch (action.type) {
      case 'complete':
        if (!(action.id in state) || state[action.id]) return state;
        return { ...state, [action.id]: true };
      case 'reset':
        return initialOnboardingState(steps);
    }
  };
}

/** Completed required steps over required steps, 0 to 100, rounded down. */
export function requiredPercent(
  steps: readonly OnboardingStepLike[],
  state: OnboardingState,
): number {
  const required = steps.filter((step) => step.isRequired);
  if (required.length === 0) return 100;
  const done = required.filter((step) => state[step.id]).length;
  return Math.floor((done / required.length) * 100);
}

export function accountStrength(percent: number): AccountStrength {
  if (percent < 25) return 'Weak';
  if (percent < 50) return 'Fair';
  if (percent < 75) return 'Good';
  if (percent < 100) return 'Strong';
  return 'Complete';
}

export function allRequiredComplete(
  steps: readonly OnboardingStepLike[],
  state: OnboardingState,
): boolean {
  return steps.every((step) => !step.isRequired || state[step.id]);
}

/** Query parameter listing the completed step ids, so each checklist state has a URL. */
export const ONBOARDING_QUERY_PARAM = 'completed' satisfies QueryParamOf<'onboarding'> &
  QueryParamOf<'progress-demo'>;

/** The checklist a query value describes: the starting state plus the listed known steps. */
export function onboardingStateFromQuery(
  steps: readonly OnboardingStepLike[],
  value: string | null,
): OnboardingState {
  const listed = new Set((value ?? '').split(',').filter(Boolean));
  return Object.fromEntries(
    steps.map((step) => [step.id, step.isCompleted || listed.has(step.id)]),
  );
}

/** The query value of a state: completed step ids in checklist order. */
export function onboardingQueryValue(
  steps: readonly OnboardingStepLike[],
  state: OnboardingState,
): string {
  return steps
    .filter((step) => state[step.id])
    .map((step) => step.id)
    .join(',');
}
