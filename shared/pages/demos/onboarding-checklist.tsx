import { useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NextStep, OnboardingStep } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';
import {
  accountStrength,
  allRequiredComplete,
  initialOnboardingState,
  onboardingReducer,
  requiredPercent,
} from '../../state/onboarding.ts';
import { NextStepCards } from './next-step-cards.tsx';

interface OnboardingChecklistProps {
  readonly steps: readonly OnboardingStep[];
  readonly nextSteps: readonly NextStep[];
  /** Unique per page, for the ids of the help panels. */
  readonly idPrefix: string;
  /** Level of the step titles and of the completion heading. */
  readonly headingLevel?: 'h3' | 'h4';
  /** Runs once when the last required step is completed. */
  readonly onComplete?: () => void;
}

function StepHelp({ id, text }: { id: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="onboard__help">
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="help" size={16} />
        Need help?
      </button>
      <p id={id} className="onboard__help-text" hidden={!open}>
        {text}
      </p>
    </div>
  );
}

/** Setup steps with an account-strength meter; shows 'Onboarding Complete!' when done. */
export function OnboardingChecklist({
  steps,
  nextSteps,
  idPrefix,
  headingLevel: Heading = 'h3',
  onComplete,
}: OnboardingChecklistProps) {
  const [state, dispatch] = useReducer(onboardingReducer(steps), steps, initialOnboardingState);
  const percent = requiredPercent(steps, state);
  const strength = accountStrength(percent);
  const complete = allRequiredComplete(steps, state);
  const fired = useRef(complete);
  const completeRef = useRef<HTMLHeadingElement>(null);
  const required = steps.filter((step) => step.isRequired);
  const requiredDone = required.filter((step) => state[step.id]).length;

  useEffect(() => {
    if (!complete) {
      fired.current = false;
      return;
    }
    if (fired.current) return;
    fired.current = true;
    completeRef.current?.focus();
    onComplete?.();
  }, [complete, onComplete]);

  const CardHeading = Heading === 'h3' ? 'h4' : 'h5';

  return (
    <div className="onboard">
      <div className="onboard__summary card">
        <div className="onboard__strength">
          <span>Account strength</span>
          <strong className={`onboard__level onboard__level--${strength.toLowerCase()}`}>
            {strength}
          </strong>
        </div>
        <div
          className="demo-progress"
          role="progressbar"
          aria-label="Required steps completed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="demo-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="muted onboard__counts" aria-live="polite">
          {requiredDone} of {required.length} required steps complete ({percent}%)
        </p>
      </div>

      {complete ? (
        <div className="onboard__complete card">
          <Heading ref={completeRef} tabIndex={-1} className="onboard__complete-title">
            <Icon name="check-circle" size={28} />
            Onboarding Complete!
          </Heading>
          <p>Your account is ready. Your first agent can start taking calls.</p>
          <NextStepCards items={nextSteps} headingLevel={CardHeading} />
          <p className="onboard__complete-actions">
            <Link className="button button--primary button--large" to="/dashboard">
              Go to Dashboard
            </Link>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => dispatch({ type: 'reset' })}
            >
              Start over
            </button>
          </p>
        </div>
      ) : null}

      <ol className="onboard__list">
        {steps.map((step) => {
          const done = state[step.id] ?? false;
          return (
            <li key={step.id} className={done ? 'onboard__step is-done' : 'onboard__step'}>
              <span className="onboard__status" aria-hidden="true">
                <Icon name={done ? 'check' : step.icon} size={20} />
              </span>
              <div className="onboard__content">
                <Heading
                  id={`${idPrefix}-${step.id}-title`}
                  className="onboard__title"
                  tabIndex={-1}
                >
                  {step.title}{' '}
                  <span className={step.isRequired ? 'badge' : 'badge onboard__optional'}>
                    {step.isRequired ? 'Required' : 'Optional'}
                  </span>
                  {done ? <span className="badge badge--success">Completed</span> : null}
                </Heading>
                <p className="onboard__description">{step.description}</p>
                {step.benefitText ? (
                  <p className="onboard__benefit">
                    <Icon name="sparkles" size={16} /> {step.benefitText}
                  </p>
                ) : null}
                <StepHelp id={`${idPrefix}-${step.id}-help`} text={step.helpText} />
              </div>
              <div className="onboard__action">
                {done ? null : (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={() => {
                      dispatch({ type: 'complete', id: step.id });
                      // The button goes away once the step is done: keep focus on the step.
                      document.getElementById(`${idPrefix}-${step.id}-title`)?.focus();
                    }}
                  >
                    {step.actionLabel}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
