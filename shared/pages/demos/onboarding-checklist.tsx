import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import type { NextStep, OnboardingStep } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';
import { QueryForm } from '../../components/query-form.tsx';
import {
  ONBOARDING_QUERY_PARAM,
  accountStrength,
  allRequiredComplete,
  onboardingQueryValue,
  onboardingReducer,
  onboardingStateFromQuery,
  requiredPercent,
} from './onboarding-checklist-rules.ts';
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
  /** Path (and #section) the step buttons load without JavaScript. */
  readonly formAction: string;
  /** Query fields the page needs kept, e.g. which demo panel is open. */
  readonly baseQuery?: Readonly<Record<string, string>>;
}

/** A disclosure the browser opens by itself, with or without JavaScript. */
function StepHelp({ id, text }: { id: string; text: string }) {
  return (
    <details className="onboard__help">
      <summary className="button button--ghost button--small">
        <Icon name="help" size={16} />
        Need help?
      </summary>
      <p id={id} className="onboard__help-text">
        {text}
      </p>
    </details>
  );
}

/**
 * Setup steps with an account-strength meter; shows 'Onboarding Complete!' when done. The
 * completed steps start from the URL (`?completed=a,b`) and each step's button is a GET form
 * to the URL with that step added, so the checklist also works without JavaScript.
 */
export function OnboardingChecklist({
  steps,
  nextSteps,
  idPrefix,
  headingLevel: Heading = 'h3',
  onComplete,
  formAction,
  baseQuery = {},
}: OnboardingChecklistProps) {
  const { search } = useLocation();
  const reduce = onboardingReducer(steps);
  const [state, dispatch] = useReducer(reduce, search, (query) =>
    onboardingStateFromQuery(steps, new URLSearchParams(query).get(ONBOARDING_QUERY_PARAM)),
  );
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
            <QueryForm
              action={formAction}
              query={baseQuery}
              onSubmit={() => dispatch({ type: 'reset' })}
            >
              <button type="submit" className="button button--ghost">
                Start over
              </button>
            </QueryForm>
          </p>
        </div>
      ) : null}

      <ol className="onboard__list">
        {steps.map((step) => {
          const done = state[step.id] ?? false;
          return (
            <li key={step.id} className={done ? 'onboard__step is-done' : 'onboard__step'}>
              <span className="icon-tile icon-tile--round onboard__status" aria-hidden="true">
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
                  <QueryForm
                    action={formAction}
                    query={{
                      ...baseQuery,
                      [ONBOARDING_QUERY_PARAM]: onboardingQueryValue(
                        steps,
                        reduce(state, { type: 'complete', id: step.id }),
                      ),
                    }}
                    onSubmit={() => {
                      dispatch({ type: 'complete', id: step.id });
                      // The button goes away once the step is done: keep focus on the step.
                      document.getElementById(`${idPrefix}-${step.id}-title`)?.focus();
                    }}
                  >
                    <button type="submit" className="button button--primary button--small">
                      {step.actionLabel}
                    </button>
                  </QueryForm>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
