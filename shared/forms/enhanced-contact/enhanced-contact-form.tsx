import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import { planInquiryLabel, subjectLabel } from '#content/contact/contact.ts';
import type { PlanInquiry } from '#content/contact/contact-options.ts';
import {
  ENHANCED_CONTACT_FIELDS,
  ENHANCED_STEPS,
  LAST_STEP,
  STEP_COUNT,
  STEP_PASSED,
  type EnhancedContactField,
} from './enhanced-contact-fields.ts';
import {
  enhancedContactReducer,
  initialEnhancedContactState,
  type EnhancedContactState,
} from './enhanced-contact-machine.ts';
import {
  DetailsStep,
  ENHANCED_ID,
  MessageStep,
  ReviewStep,
  StepProgress,
  fieldId,
} from './enhanced-contact-steps.tsx';
import { EnhancedContactThanks } from './enhanced-contact-thanks.tsx';
import { TrapField } from '../fields/form-field.tsx';
import { TRAP_FIELD } from '../sending/lead-recorder.ts';
import { DRAFT_FIELD } from '../sending/form-drafts.ts';
import { afterSuccessDisplay } from '../sending/form-timing.ts';
import { checksOrResubmit, lazyValidator, useValidator } from '../fields/lazy-validator.ts';
import { focusFirstFieldAgain, useSendPress } from '../sending/use-send-press.ts';

export const ENHANCED_CONTACT_ACTION = '/enhanced-contact';

/** The step checks, loaded when the visitor first uses the form (they need the schema library). */
const stepValidator = lazyValidator(
  async () => (await import('./enhanced-contact-schema.ts')).validateStep,
);

interface EnhancedContactFormProps {
  /** The action's answer to a post without JavaScript: the step to show next. */
  readonly serverState?: EnhancedContactState | undefined;
  /** A plan known when the page renders (the ?plan= link of the comparison page). */
  readonly initialPlan?: PlanInquiry | undefined;
  /** The navigation state, which may name a plan; read in the browser after hydration. */
  readonly navigationState?: unknown;
  /** On a step's own address without JavaScript: the id its answers are kept under. */
  readonly draft?: string | undefined;
}

/**
 * Three steps, each a post of one form: without JavaScript the server replays the pressed
 * button and renders the next step; with it the same reducer runs here and Complete runs the
 * route action in the browser through a fetcher.
 */
export function EnhancedContactForm({
  serverState,
  initialPlan,
  navigationState,
  draft,
}: EnhancedContactFormProps) {
  const fetcher = useFetcher<EnhancedContactState>();
  const [state, dispatch] = useReducer(
    enhancedContactReducer,
    serverState ?? initialEnhancedContactState(initialPlan),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const thanksBoxRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const { step, values, stepError, status } = state;
  const sending = status === 'submitting';
  const send = useSendPress(sending);
  // A press shows at once, while the step checks load; Complete's reads Processing... until sent.
  const busy = sending || send.pressed;
  const processing = sending || (send.pressed && step === LAST_STEP);
  const check = useValidator(stepValidator);
  // Run again on every change once loaded, so a message goes as soon as its field is fixed.
  const validation = (stepError && check ? check(step, values) : stepError) ?? STEP_PASSED;

  // The state is checked by the module that holds the step checks, loaded for it.
  useEffect(() => {
    if (navigationState == null) return;
    let current = true;
    void import('./enhanced-contact-schema.ts').then(({ planFromNavigation }) => {
      const plan = planFromNavigation(navigationState);
      if (current && plan) dispatch({ type: 'inquire', plan });
    });
    return () => {
      current = false;
    };
  }, [navigationState]);

  // The fetcher's answer ends the submission, either way.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    dispatch({ type: fetcher.data.status === 'success' ? 'submitted' : 'failed' });
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    // The status region took the focus from the pressed button while sending: it goes back to
    // Complete, to try again once the message has been read out.
    const active = document.activeElement;
    const held = active === document.body || active === statusRef.current;
    if (status === 'error' && moved.current && held) primaryRef.current?.focus();
  }, [status]);

  const { reset } = fetcher;
  useEffect(() => {
    if (status !== 'success') return;
    if (moved.current) thanksRef.current?.focus();
    return afterSuccessDisplay(() => {
      // Focus in the thank-you would fall to the page's body when it goes: it moves to the first
      // field, as in every form. Focus elsewhere stays there.
      const thanks = thanksBoxRef.current;
      const hadFocus = thanks?.contains(document.activeElement) ?? false;
      flushSync(() => dispatch({ type: 'reset' }));
      reset();
      if (hadFocus) focusFirstFieldAgain(thanks, document.getElementById(fieldId('name')));
    });
  }, [status, reset]);

  function focusFirstInvalid(invalid: readonly EnhancedContactField[]) {
    const first = invalid[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : 'next';
    // Complete's press takes the focus to the status region, which says it is sending; Next's
    // only shows (its step's heading or first error takes the focus next).
    if (intent !== 'previous') send.press(event, intent === 'complete' ? statusRef.current : null);
    const stepCheck = intent === 'previous' ? null : checksOrResubmit(event, stepValidator);
    event.preventDefault();
    moved.current = true;
    if (intent === 'previous') {
      flushSync(() => dispatch({ type: 'previous' }));
      headingRef.current?.focus();
    } else if (!stepCheck) {
      // Sent again by the same button once the checks have loaded.
    } else if (intent === 'complete') {
      const next = enhancedContactReducer(state, { type: 'submit', check: stepCheck });
      dispatch({ type: 'submit', check: stepCheck });
      if (next.status !== 'submitting') send.release();
      if (next.status === 'submitting') {
        const trap = new FormData(event.currentTarget).get(TRAP_FIELD);
        void fetcher.submit(
          {
            ...next.values,
            step: String(LAST_STEP),
            intent: 'complete',
            [TRAP_FIELD]: typeof trap === 'string' ? trap : '',
          },
          { method: 'post', action: ENHANCED_CONTACT_ACTION, defaultShouldRevalidate: false },
        );
      }
    } else {
      send.release();
      const checked = stepCheck(step, values);
      if (checked.valid) {
        flushSync(() => dispatch({ type: 'next', check: stepCheck }));
        headingRef.current?.focus();
      } else {
        dispatch({ type: 'next', check: stepCheck });
        focusFirstInvalid(checked.invalid);
      }
    }
  }

  function sendAnother(event: FormEvent<HTMLFormElement>) {
    // Without JavaScript this is a plain GET of an empty /enhanced-contact.
    event.preventDefault();
    flushSync(() => dispatch({ type: 'reset' }));
    reset();
    // The visitor asked to write again: they start in the first field (the pressed button is gone).
    document.getElementById(fieldId('name'))?.focus();
  }

  if (status === 'success') {
    return (
      <EnhancedContactThanks
        ref={thanksBoxRef}
        titleRef={thanksRef}
        action={ENHANCED_CONTACT_ACTION}
        onSendAnother={sendAnother}
      />
    );
  }

  const current = ENHANCED_STEPS[step] ?? ENHANCED_STEPS[0];
  const stepFields: readonly EnhancedContactField[] = current.fields;
  const hidden = ENHANCED_CONTACT_FIELDS.filter((field) => !stepFields.includes(field));
  const planLabel = values.plan ? planInquiryLabel(values.plan) : undefined;
  const stepProps = {
    values,
    stepError: stepError !== null,
    messages: validation.messages,
    invalid: validation.invalid,
    disabled: busy,
    onChange: (field: EnhancedContactField, value: string) =>
      dispatch({ type: 'change', field, value }),
  };

  return (
    <form
      method="post"
      action={ENHANCED_CONTACT_ACTION}
      noValidate
      className="enhanced-contact"
      onSubmit={onSubmit}
      onFocus={() => void stepValidator.load()}
      aria-labelledby={`${ENHANCED_ID}-step-title`}
    >
      <StepProgress step={step} />
      <h2
        id={`${ENHANCED_ID}-step-title`}
        ref={headingRef}
        tabIndex={-1}
        className="enhanced-contact__step-title"
      >
        Step {step + 1} of {STEP_COUNT}: {current.title}
      </h2>
      {planLabel ? (
        <p className="enhanced-contact__plan">
          You're asking about{' '}
          <strong>{values.plan === 'custom_plan' ? planLabel : `the ${planLabel} plan`}</strong>.
          We've set the subject to {subjectLabel('sales')}.
        </p>
      ) : null}
      <input type="hidden" name="step" value={step} />
      {draft ? <input type="hidden" name={DRAFT_FIELD} value={draft} /> : null}
      <TrapField idPrefix={ENHANCED_ID} />
      {hidden.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
      {step === 0 ? <DetailsStep {...stepProps} /> : null}
      {step === 1 ? <MessageStep {...stepProps} /> : null}
      {step === LAST_STEP ? <ReviewStep values={values} notSent={status === 'error'} /> : null}
      {/* The primary button comes first so Enter in a field means Next; CSS puts Previous on the left. */}
      <div className="enhanced-contact__actions">
        <button
          ref={primaryRef}
          type="submit"
          name="intent"
          value={step === LAST_STEP ? 'complete' : 'next'}
          className="button button--primary"
          disabled={busy}
        >
          {processing ? 'Processing...' : step === LAST_STEP ? 'Complete' : 'Next'}
        </button>
        {step > 0 ? (
          <button
            type="submit"
            name="intent"
            value="previous"
            className="button button--secondary"
            disabled={busy}
          >
            Previous
          </button>
        ) : null}
      </div>
      <p ref={statusRef} role="status" tabIndex={-1} className="visually-hidden">
        {processing ? 'Processing...' : ''}
      </p>
    </form>
  );
}
