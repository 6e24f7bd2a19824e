import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import {
  demoFormPercent,
  demoFormReducer,
  demoFormSteps,
  initialDemoFormState,
  scheduleDemoFormSubmit,
  type DemoFormAction,
} from './progress-demo-rules.ts';

/** The progress demo's three-step form: details, message, review. Nothing is sent. */
export function ProgressForm() {
  const [state, dispatch] = useReducer(demoFormReducer, initialDemoFormState);
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
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => go({ type: 'reset' })}
          >
            Start again
          </button>
        </p>
      </div>
    );
  }

  const nameError = state.errors.name;
  const busy = state.status === 'submitting';
  return (
    <form className="card progress-form" noValidate onSubmit={onSubmit}>
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
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => go({ type: 'previous' })}
          >
            Previous
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Sending...' : last ? 'Submit' : 'Next'}
        </button>
      </div>
    </form>
  );
}
