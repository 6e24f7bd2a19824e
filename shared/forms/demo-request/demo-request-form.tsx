import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import {
  DEMO_REQUEST_FIELDS,
  demoRequestValidator,
  type DemoRequestField,
  type DemoRequestResult,
} from './demo-request-fields.ts';
import {
  Fields,
  keepFocusOnPress,
  TrapField,
  type ControlProps,
  type FieldLayout,
} from '../fields/form-field.tsx';
import { emptyValues, type FieldErrors } from '../fields/form-values.ts';
import { checksOrResubmit, useValidator } from '../fields/lazy-validator.ts';
import { useFormState, visibleErrors } from '../fields/use-form-state.ts';
import { focusFirstFieldAgain, useSendPress } from '../sending/use-send-press.ts';

export const DEMO_REQUEST_ACTION = '/demo-request';
/** Our text: the spec's forms could not fail. */
export const DEMO_REQUEST_FAILURE =
  "Sorry, we couldn't send your demo request just now. Please try again in a few minutes.";

const LAYOUT: readonly FieldLayout<DemoRequestField>[] = [
  { field: 'name', required: true },
  { field: 'email', required: true },
  { field: 'website', required: true },
  {
    field: 'phone',
    required: true,
    hint: 'We text you to confirm, then your demo agent calls this number.',
  },
  {
    field: 'additionalInfo',
    optional: true,
    className: 'form-grid__full',
    placeholder: 'What should your agent handle? Bookings, lead qualification, support...',
  },
];

interface DemoRequestFormProps {
  /** Prefix of the element ids, unique on the page. */
  readonly idPrefix: string;
  /** The /demo-request page passes its action's answer (a post without JavaScript). */
  readonly serverResult?: DemoRequestResult | undefined;
}

/**
 * The free demo request (home hero and /demo-request). Its submit logic is our choice: it takes
 * the site's 1 s minimum submit and a confirmation that stays until the visitor asks for
 * another, because it tells them what happens next.
 */
export function DemoRequestForm({ idPrefix, serverResult }: DemoRequestFormProps) {
  const fetcher = useFetcher<DemoRequestResult>();
  const form = useFormState(
    serverResult && serverResult.status !== 'success'
      ? serverResult.values
      : emptyValues(DEMO_REQUEST_FIELDS),
    serverResult?.status === 'error',
  );
  const [serverDismissed, setServerDismissed] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  const sending = fetcher.state !== 'idle';
  const send = useSendPress(sending, fetcher.data);
  // Busy from the press on; the fields are disabled once the router has the send (it reads
  // their values from the form).
  const submitting = sending || send.pressed;
  const result = submitting
    ? undefined
    : (fetcher.data ?? (serverDismissed ? undefined : serverResult));
  const confirmed = result?.status === 'success' ? result : null;
  const notSent = result?.status === 'failed';
  const validate = useValidator(demoRequestValidator);
  // Until the checks are loaded, the errors of the server's answer stand in (no JavaScript post).
  const serverErrors: FieldErrors<DemoRequestField> =
    serverResult?.status === 'error' && !serverDismissed ? serverResult.errors : {};
  const errors = validate ? validate(form.values) : serverErrors;
  const shown = visibleErrors(errors, form.touched, form.attempted);
  const id = (field: DemoRequestField) => `${idPrefix}-${field}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    send.press(event, statusRef.current);
    form.markAttempted();
    const check = checksOrResubmit(event, demoRequestValidator);
    if (!check) return;
    const current = check(form.values);
    const firstInvalid = DEMO_REQUEST_FIELDS.find((field) => current[field]);
    if (!firstInvalid) return;
    event.preventDefault();
    send.release();
    document.getElementById(id(firstInvalid))?.focus();
  }

  function requestAnother(event: FormEvent<HTMLFormElement>) {
    // Without JavaScript this is a plain GET of /demo-request: an empty form.
    event.preventDefault();
    fetcher.reset();
    flushSync(() => {
      setServerDismissed(true);
      form.clear(emptyValues(DEMO_REQUEST_FIELDS));
    });
    // The pressed button is gone with the confirmation: a new request starts in the first field.
    focusFirstFieldAgain(statusRef.current, document.getElementById(id(DEMO_REQUEST_FIELDS[0])));
  }

  const bind = (field: DemoRequestField, control: ControlProps) =>
    form.bind(field, control, sending);

  return (
    <div className="demo-form">
      <div ref={statusRef} role="status" tabIndex={-1} className="demo-form__status">
        {submitting ? <span className="visually-hidden">Sending your demo request...</span> : null}
        {confirmed ? (
          <div className="demo-form__confirmation">
            <p className="demo-form__confirmation-title">
              {confirmed.firstName ? `Thanks, ${confirmed.firstName}!` : 'Thank you!'} Your demo
              request is in.
            </p>
            <p>
              We'll text you shortly to confirm your number. Reply to that message and your custom
              AI voice agent will call you for a live demo.
            </p>
          </div>
        ) : null}
        {notSent ? <p className="form-status form-status--error">{DEMO_REQUEST_FAILURE}</p> : null}
      </div>
      {confirmed ? (
        <form method="get" action={DEMO_REQUEST_ACTION} onSubmit={requestAnother}>
          <button type="submit" className="button button--secondary">
            Request another demo
          </button>
        </form>
      ) : (
        <fetcher.Form
          method="post"
          // A lead changes nothing the page shows: its loaders need not run again.
          defaultShouldRevalidate={false}
          action={DEMO_REQUEST_ACTION}
          noValidate
          className="demo-form__form"
          onSubmit={onSubmit}
          onFocus={() => void demoRequestValidator.load()}
          aria-label="Request your free demo"
        >
          <div className="form-grid">
            <Fields layout={LAYOUT} idPrefix={idPrefix} bind={bind} errors={shown} />
          </div>
          <TrapField idPrefix={idPrefix} />
          <button
            type="submit"
            className="button button--primary button--large button--block"
            onMouseDown={keepFocusOnPress}
            disabled={submitting}
          >
            {submitting ? 'Sending Request...' : 'Get My Free Demo'}
          </button>
          <p className="form-note">
            Free and without obligation. We use your details only to set up your demo.
          </p>
        </fetcher.Form>
      )}
    </div>
  );
}
