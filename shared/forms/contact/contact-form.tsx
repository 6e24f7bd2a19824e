import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import { contactContent } from '#content/contact/contact.ts';
import {
  CONTACT_FIELDS,
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  contactCompletion,
  contactValidator,
  type ContactField,
  type ContactResult,
} from './contact-fields.ts';
import { ErrorSummary } from '../fields/error-summary.tsx';
import {
  Fields,
  keepFocusOnPress,
  TrapField,
  type ControlProps,
  type FieldLayout,
} from '../fields/form-field.tsx';
import { emptyValues, type FieldErrors } from '../fields/form-values.ts';
import { checksOrResubmit, useValidator } from '../fields/lazy-validator.ts';
import { afterSuccessDisplay } from '../sending/form-timing.ts';
import { ProgressMeter } from '../fields/progress-meter.tsx';
import { useFormState, visibleErrors } from '../fields/use-form-state.ts';
import { focusFirstFieldAgain, useSendPress } from '../sending/use-send-press.ts';

export const CONTACT_ACTION = '/contact';
const ID = 'contact';
/** The page gives the form's heading this id; the form is labelled by it. */
export const CONTACT_FORM_TITLE_ID = 'contact-form-title';

const LAYOUT: readonly FieldLayout<ContactField>[] = [
  { field: 'name', required: true },
  { field: 'email', required: true },
  { field: 'phone', optional: true, hint: 'For example (512) 555-0142 or +1 512 555 0142.' },
  { field: 'subject', required: true, options: contactContent.subjects },
  { field: 'message', required: true, className: 'form-grid__full' },
  {
    field: 'additionalInfo',
    optional: true,
    className: 'form-grid__full',
    hint: 'Company size, current tools or the best time to reach you.',
  },
];

/**
 * The /contact form: live validation after touch or a submit attempt, an error summary that
 * takes focus on a failed submit, a completion meter, and the route action run in the browser.
 */
export function ContactForm({ serverResult }: { serverResult?: ContactResult | undefined }) {
  const fetcher = useFetcher<ContactResult>();
  const form = useFormState(
    serverResult && serverResult.status !== 'success'
      ? serverResult.values
      : emptyValues(CONTACT_FIELDS),
    serverResult?.status === 'error',
  );
  const [serverSuccess, setServerSuccess] = useState(serverResult?.status === 'success');
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const sending = fetcher.state !== 'idle';
  const send = useSendPress(sending, fetcher.data);
  // Busy from the press on; the fields are disabled once the router has the send (it reads
  // their values from the form).
  const submitting = sending || send.pressed;
  const success = serverSuccess || (!submitting && fetcher.data?.status === 'success');
  // Valid but not stored: the values stay, and a message says to try again.
  const answer = fetcher.data ?? serverResult;
  const notSent = !submitting && answer?.status === 'failed';
  const validate = useValidator(contactValidator);
  // Until the checks are loaded, the errors of the server's answer stand in (no JavaScript post).
  const serverErrors: FieldErrors<ContactField> =
    serverResult?.status === 'error' ? serverResult.errors : {};
  const errors = validate ? validate(form.values) : serverErrors;
  const shown = visibleErrors(errors, form.touched, form.attempted);
  const failed = form.attempted && Object.keys(errors).length > 0;
  const id = (field: ContactField) => `${ID}-${field}`;

  const { reset } = fetcher;
  const { clear } = form;
  useEffect(() => {
    if (!success) return;
    // The thank-you shows for 3 s; then the form is reset and cleared, focus in its first field.
    return afterSuccessDisplay(() => {
      flushSync(() => {
        setServerSuccess(false);
        clear(emptyValues(CONTACT_FIELDS));
      });
      reset();
      focusFirstFieldAgain(
        statusRef.current,
        document.getElementById(`${ID}-${CONTACT_FIELDS[0]}`),
      );
    });
  }, [success, clear, reset]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    send.press(event, statusRef.current);
    const check = checksOrResubmit(event, contactValidator);
    if (!check || Object.keys(check(form.values)).length === 0) return;
    event.preventDefault();
    send.release();
    // Render the summary now, then move focus to it so the errors are read out first.
    flushSync(() => form.markAttempted());
    summaryRef.current?.focus();
  }

  const bind = (field: ContactField, control: ControlProps) => form.bind(field, control, sending);

  const summaryItems = CONTACT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: id(field), message }] : [];
  });
  let buttonLabel = 'Send Message';
  if (submitting) buttonLabel = 'Sending...';
  else if (failed) buttonLabel = 'Please Fix Errors';

  return (
    <fetcher.Form
      method="post"
      // A lead changes nothing the page shows: its loaders need not run again.
      defaultShouldRevalidate={false}
      action={CONTACT_ACTION}
      noValidate
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={() => void contactValidator.load()}
      aria-labelledby={CONTACT_FORM_TITLE_ID}
    >
      <ProgressMeter
        id="contact-completion"
        label="Form completion"
        value={contactCompletion(form.values)}
      />
      {failed ? (
        <ErrorSummary ref={summaryRef} id="contact-error-summary" items={summaryItems} />
      ) : null}
      <div className="form-grid">
        <Fields layout={LAYOUT} idPrefix={ID} bind={bind} errors={shown} />
      </div>
      <TrapField idPrefix={ID} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary button--large"
          onMouseDown={keepFocusOnPress}
          disabled={submitting}
        >
          {buttonLabel}
        </button>
        <p className="form-note">
          <span aria-hidden="true">*</span> Required fields
        </p>
      </div>
      <div ref={statusRef} role="status" tabIndex={-1} className="form-status-region">
        {submitting ? <span className="visually-hidden">Sending your message...</span> : null}
        {success ? <p className="form-status form-status--success">{CONTACT_SUCCESS}</p> : null}
        {notSent ? <p className="form-status form-status--error">{CONTACT_FAILURE}</p> : null}
      </div>
    </fetcher.Form>
  );
}
