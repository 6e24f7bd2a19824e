import {
  ENHANCED_CONTACT_FIELDS,
  LAST_STEP,
  type EnhancedContactValues,
} from '../../forms/enhanced-contact/enhanced-contact-fields.ts';
import type { EnhancedContactState } from '../../forms/enhanced-contact/enhanced-contact-machine.ts';
import { DRAFT_FIELD, formDrafts } from '../../forms/sending/form-drafts.ts';

/** The title and description of the form's pages (its own, and a step's without JavaScript). */
export const ENHANCED_CONTACT_PAGE = {
  title: 'Get in Touch',
  description:
    'Tell us about your business in three short steps and our team will get back to you.',
} as const;

/** A step's own address (1 to 3) for the answers kept under `draft`. */
export function draftStepPath(draft: string, step: number): string {
  return `/enhanced-contact/draft/${draft}/${step + 1}`;
}

/**
 * The server's answer to a step posted without JavaScript that did not send the message (Next,
 * Previous, or a check that failed): the state is kept under the post's draft (or a new one)
 * and the address of the step to show is returned, to redirect to. Null when no draft could be
 * kept (no store, or too many kept): the step is then answered as a page.
 */
export async function keepStepDraft(
  formData: FormData,
  state: EnhancedContactState,
): Promise<string | null> {
  const posted = formData.get(DRAFT_FIELD);
  const kept = await formDrafts().save(
    typeof posted === 'string' ? posted : null,
    state.values,
    state,
  );
  return kept === null ? null : draftStepPath(kept, state.step);
}

/** Once the message is stored, its draft goes. */
export async function dropStepDraft(formData: FormData): Promise<void> {
  const posted = formData.get(DRAFT_FIELD);
  if (typeof posted === 'string') await formDrafts().remove(posted);
}

/**
 * The state a step page shows: the kept answers at step `step` (its address's 1 to 3), with the
 * messages of a failed check (or a message not sent) only on the step they were found on.
 * Null for anything else: no such draft (expired, sent), or no such step.
 */
export function draftStepState(kept: unknown, stepParam: string): EnhancedContactState | null {
  const step = Number(stepParam) - 1;
  if (!Number.isInteger(step) || step < 0 || step > LAST_STEP) return null;
  if (typeof kept !== 'object' || kept === null) return null;
  const draft = kept as Partial<EnhancedContactState>;
  const stored = (draft.values ?? {}) as Partial<Record<string, unknown>>;
  const values = Object.fromEntries(
    ENHANCED_CONTACT_FIELDS.map((field) => {
      const value = stored[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as EnhancedContactValues;
  const here = draft.step === step;
  return {
    step,
    values,
    stepError: here ? (draft.stepError ?? null) : null,
    status: here && draft.status === 'error' ? 'error' : 'idle',
  };
}
