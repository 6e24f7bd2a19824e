/**
 * The account setup checklist of /enhanced-crm: which steps are done and how far along the
 * visitor is. Pure functions, so the page component only holds the array in state.
 */
import type { ChecklistQuery } from '../../components/checklist-query.ts';

/** The checklist's ticks in the URL (`?setup=1&step-<id>=done`), so it works without JavaScript. */
export const SETUP_CHECKLIST_QUERY: ChecklistQuery = { marker: 'setup', prefix: 'step-' };

export interface SetupChecklistStep {
  readonly id: string;
  readonly done: boolean;
}

export interface SetupProgress {
  readonly completed: number;
  readonly total: number;
  /** Whole percent, 0-100, rounded to the nearest integer. */
  readonly percent: number;
  readonly complete: boolean;
}

/** Flips one step; unknown ids leave the list as it is. */
export function toggleSetupStep<T extends SetupChecklistStep>(
  steps: readonly T[],
  id: string,
): T[] {
  return steps.map((step) => (step.id === id ? { ...step, done: !step.done } : step));
}

export function setupProgress(steps: readonly SetupChecklistStep[]): SetupProgress {
  const total = steps.length;
  const completed = steps.filter((step) => step.done).length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return { completed, total, percent, complete: total > 0 && completed === total };
}

/** The first step still to do, for the "Next up" hint; undefined when all are done. */
export function nextSetupStep<T extends SetupChecklistStep>(steps: readonly T[]): T | undefined {
  return steps.find((step) => !step.done);
}
