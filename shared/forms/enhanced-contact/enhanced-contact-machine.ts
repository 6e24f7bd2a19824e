import type { PlanInquiry } from '#content/contact/contact-options.ts';
import { logFormSubmission } from '../sending/form-log.ts';
import { emptyValues } from '../fields/form-values.ts';
import { wait } from '../sending/form-timing.ts';
import { fillTime, recordLead, TRAP_FIELD, type LeadFailure } from '../sending/lead-recorder.ts';
import {
  ENHANCED_CONTACT_FIELDS,
  LAST_STEP,
  parseEnhancedContactPost,
  type EnhancedContactField,
  type EnhancedContactValues,
  type StepCheck,
  type StepValidation,
} from './enhanced-contact-fields.ts';

export type EnhancedContactStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface EnhancedContactState {
  readonly step: number;
  readonly values: EnhancedContactValues;
  /**
   * The step's failed check, set when Next (or Complete) found it invalid and cleared when a
   * step passes: its messages show until the checks are loaded to run again (a page answered
   * to a post without JavaScript, being hydrated).
   */
  readonly stepError: StepValidation | null;
  readonly status: EnhancedContactStatus;
}

export type EnhancedContactEvent =
  | { readonly type: 'change'; readonly field: EnhancedContactField; readonly value: string }
  /** Next and Complete carry the step check, which the browser loads on the form's first use. */
  | { readonly type: 'next'; readonly check: StepCheck }
  | { readonly type: 'previous' }
  | { readonly type: 'submit'; readonly check: StepCheck }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed' }
  | { readonly type: 'reset' }
  /** Arrived from the comparison page: a sales question about this plan. */
  | { readonly type: 'inquire'; readonly plan: PlanInquiry };

export function initialEnhancedContactState(plan?: PlanInquiry): EnhancedContactState {
  const values = emptyValues(ENHANCED_CONTACT_FIELDS);
  return {
    step: 0,
    values: plan ? { ...values, plan, subject: 'sales' } : values,
    stepError: null,
    status: 'idle',
  };
}

/** The three-step contact flow as a pure function, run by the browser and by the server. */
export function enhancedContactReducer(
  state: EnhancedContactState,
  event: EnhancedContactEvent,
): EnhancedContactState {
  const busy = state.status === 'submitting';
  switch (event.type) {
    case 'change':
      if (busy) return state;
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case 'next': {
      if (busy || state.step >= LAST_STEP) return state;
      const checked = event.check(state.step, state.values);
      if (!checked.valid) return { ...state, stepError: checked };
      return { ...state, step: state.step + 1, stepError: null };
    }
    case 'previous':
      if (busy || state.step === 0) return state;
      // Leaving the review also leaves its "could not send" message behind.
      return { ...state, step: state.step - 1, stepError: null, status: 'idle' };
    case 'submit': {
      if (busy || state.step !== LAST_STEP) return state;
      // A post without JavaScript can skip the browser's checks: send it back to the first bad step.
      for (let step = 0; step < LAST_STEP; step += 1) {
        const checked = event.check(step, state.values);
        if (!checked.valid) return { ...state, step, stepError: checked };
      }
      return { ...state, stepError: null, status: 'submitting' };
    }
    case 'submitted':
      if (!busy) return state;
      // The data is no longer needed once sent; the thank-you shows until the reset.
      return { ...initialEnhancedContactState(), status: 'success' };
    case 'failed':
      // Logged by name; the buttons are enabled again and the form says to try again.
      return busy ? { ...state, status: 'error' } : state;
    case 'reset':
      return initialEnhancedContactState();
    case 'inquire':
      if (state.status !== 'idle' || state.step !== 0) return state;
      return { ...state, values: { ...state.values, plan: event.plan, subject: 'sales' } };
  }
}

/** The action's answer: the next state, and why Complete was not stored when it was not. */
export interface EnhancedContactPostResult {
  readonly state: EnhancedContactState;
  readonly failure?: LeadFailure;
}

/**
 * The route action's work: replay the pressed button on the posted step. Complete records the
 * lead (in the browser taking at least the spec's second); a failure is logged, by name, and
 * answered with the error state.
 */
export async function runEnhancedContactPost(
  formData: FormData,
  delayMs: number,
): Promise<EnhancedContactPostResult> {
  const { values, step, intent } = parseEnhancedContactPost(formData);
  // The spec's second counts from the press, not from when the checks have loaded.
  const minimum = intent === 'complete' && delayMs > 0 ? wait(delayMs) : null;
  const { validateStep: check } = await import('./enhanced-contact-schema.ts');
  const posted: EnhancedContactState = { step, values, stepError: null, status: 'idle' };
  if (intent === 'previous') return { state: enhancedContactReducer(posted, { type: intent }) };
  if (intent === 'next') return { state: enhancedContactReducer(posted, { type: intent, check }) };
  const submitting = enhancedContactReducer(posted, { type: 'submit', check });
  if (submitting.status !== 'submitting') {
    logFormSubmission('enhanced-contact', 'invalid', submitting.stepError?.invalid ?? []);
    return { state: submitting };
  }
  const trap = formData.get(TRAP_FIELD);
  const [receipt] = await Promise.all([
    recordLead({
      form: 'enhanced-contact',
      values: Object.fromEntries(ENHANCED_CONTACT_FIELDS.map((field) => [field, values[field]])),
      trap: typeof trap === 'string' ? trap : '',
      filledMs: fillTime(),
    }),
    minimum,
  ]);
  if (receipt.status === 'stored') {
    return { state: enhancedContactReducer(submitting, { type: 'submitted' }) };
  }
  logFormSubmission('enhanced-contact', 'failed', []);
  return { state: enhancedContactReducer(submitting, { type: 'failed' }), failure: receipt.reason };
}
