import { useEffect, useReducer, useRef, type FormEvent, type MouseEvent } from 'react';
import {
  DEMO_FORM_FIELDS,
  demoFormPercent,
  demoFormReducer,
  demoFormSteps,
  initialDemoFormState,
  scheduleDemoFormSubmit,
  type DemoFormAction,
  type DemoFormState,
} from './progress-demo-rules.ts';

interface ProgressFormProps {
  /** The page's path and #section; without JavaScript the form posts there. */
  readonly formAction: string;
  /** Query fields the page needs kept: which demo panel is open. */
  readonly baseQuery: Readonly<Record<string, string>>;
  /** The server's answer to a post without JavaScript. */
  readonly serverState?: DemoFormState;
}

/** The fields each step shows; the others are hidden inputs. */
const stepFields: readonly (readonly string[])[] = [['name', 'email'], ['message'], []];

/** `/page#section` with a query string put in front of the hash. */
function withQuery(action: string, query: Readonly<Record<string, string>>): string {
  const [path = '', hash] = action.split('#');
  const search = new URLSearchParams(query).toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * The progress demo's three-step form: details, message, review. Nothing is sent. With
 * JavaScript the steps run in the browser; without it each button posts the form (POST: typed
 * data never goes into the URL or the access log) with the other steps' fields as hidden inputs,
 * and the server answers with the next step.
 */
export function ProgressForm({ formAction, baseQuery, serverState }: ProgressFormProps) {
  const [state, dispatch] = useReducer(demoFormReducer, serverState ?? initialDemoFormState);
  const cancelRef = useRef<(() => void) | undefined>(undefined);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  const percent = demoFormPercent(state);
  const last = state.step === demoFormSteps.length - 1;

  useEffect(() => () => cancelRef.current?.(), []);
  // After Next or Previous, focus the new step's heading (not on first render).
  useEffect(() => {
    if (!moved.current) return;
    stepHeadingRef.current?.focus();
  }, [state.step, state.status]);

  const go = (action: DemoFormAction) => {
    moved.current = true;
    dispatch(action);
  };

  const onPrevious = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    go({ type: 'previous' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!last) {
      if (state.step === 0 && state.data.name.trim() === '') nameRef.current?.focus();
      go({ type: 'next' });
      return;
    }
    moved.current = true;
    cancelRef.current = scheduleDemoFormSubmit(dispatch);
  };

  const progress = (
    <div
      className="demo-progress"
      role="progressbar"
      aria-label="Form progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="demo-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );

  if (state.status === 'submitted') {
    return (
      <div className="card progress-form">
        {progress}
        <h4 ref={stepHeadingRef} tabIndex={-1}>
          Thank you, {state.data.name.trim()}!
        </h4>
        <p className="muted">Your sample message was received. In this demo nothing is sent.</p>
        {/* A POST too: a GET to the address already shown would only scroll to its #hash. */}
        <form
          method="post"
          action={withQuery(formAction, baseQuery)}
          onSubmit={(event) => {
            event.preventDefault();
            go({ type: 'reset' });
          }}
        >
          <button type="submit" name="intent" value="reset" className="button button--secondary">
            Start again
          </button>
        </form>
      </div>
    );
  }

  const nameError = state.errors.name;
  const busy = state.status === 'submitting';
  return (
    <form
      method="post"
      action={withQuery(formAction, baseQuery)}
      className="card progress-form"
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="step" value={state.step} />
      {DEMO_FORM_FIELDS.filter((field) => !stepFields[state.step]?.includes(field)).map((field) => (
        <input key={field} type="hidden" name={field} value={state.data[field]} />
      ))}
      <p className="progress-form__count">
        Step {state.step + 1} of {demoFormSteps.length}
      </p>
      {progress}
      <h4 ref={stepHeadingRef} tabIndex={-1}>
        {demoFormSteps[state.step]}
      </h4>
      {state.step === 0 ? (
        <>
          <div className="demo-field">
            <label htmlFor="progress-form-name">
              Name <span aria-hidden="true">*</span>
            </label>
            <input
              ref={nameRef}
              id="progress-form-name"
              name="name"
              autoComplete="name"
              required
              value={state.data.name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'progress-form-name-error' : undefined}
              onChange={(event) =>
                dispatch({ type: 'change', field: 'name', value: event.target.value })
              }
            />
            {nameError ? (
              <p id="progress-form-name-error" className="demo-field__error">
                {nameError}
              </p>
            ) : null}
          </div>
          <div className="demo-field">
            <label htmlFor="progress-form-email">Email (optional)</label>
            <input
              id="progress-form-email"
              name="email"
              type="email"
              autoComplete="email"
              value={state.data.email}
              onChange={(event) =>
                dispatch({ type: 'change', field: 'email', value: event.target.value })
              }
            />
          </div>
        </>
      ) : null}
      {state.step === 1 ? (
        <div className="demo-field">
          <label htmlFor="progress-form-message">Message (optional)</label>
          <textarea
            id="progress-form-message"
            name="message"
            rows={4}
            value={state.data.message}
            onChange={(event) =>
              dispatch({ type: 'change', field: 'message', value: event.target.value })
            }
          />
        </div>
      ) : null}
      {state.step === 2 ? (
        <dl className="progress-form__review">
          <dt>Name</dt>
          <dd>{state.data.name}</dd>
          <dt>Email</dt>
          <dd>{state.data.email.trim() || 'Not given'}</dd>
          <dt>Message</dt>
          <dd>{state.data.message.trim() || 'No message'}</dd>
        </dl>
      ) : null}
      <div className="progress-form__nav">
        {state.step > 0 ? (
          <button
            type="submit"
            name="intent"
            value="previous"
            className="button button--secondary"
            disabled={busy}
            onClick={onPrevious}
          >
            Previous
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value={last ? 'submit' : 'next'}
          className="button button--primary"
          disabled={busy}
        >
          {busy ? 'Sending...' : last ? 'Submit' : 'Next'}
        </button>
      </div>
    </form>
  );
}
