import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SetupStep } from '#content/schema/crm.ts';
import {
  CHECKLIST_DONE,
  checklistFromQuery,
  withChecklist,
} from '../../components/checklist-query.ts';
import {
  SETUP_CHECKLIST_QUERY,
  nextSetupStep,
  setupProgress,
  toggleSetupStep,
} from './setup-checklist-rules.ts';
import { Icon } from '../../components/icon.tsx';
import { SmartLink } from '../../components/smart-link.tsx';

interface SetupChecklistProps {
  readonly steps: readonly SetupStep[];
  readonly doneText: string;
  /** The page's path and #section: the form's GET target without JavaScript. */
  readonly formAction: string;
}

/** The steps with the ticks a query string describes (the content's own when none was sent). */
function stepsFromQuery(steps: readonly SetupStep[], search: string): SetupStep[] {
  const done = checklistFromQuery(
    SETUP_CHECKLIST_QUERY,
    steps.map((step) => ({ id: step.id, initiallyDone: step.done })),
    new URLSearchParams(search),
  );
  return steps.map((step) => ({ ...step, done: done[step.id] ?? step.done }));
}

/**
 * The account setup progress checklist: real checkboxes (keyboard and screen reader friendly)
 * and a progress bar computed from them. A GET form: without JavaScript "Update progress" loads
 * the URL of the ticked steps and the server renders the bar; with JavaScript every tick moves
 * the bar at once and the URL follows in place.
 */
export function SetupChecklist({ steps: initialSteps, doneText, formAction }: SetupChecklistProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [steps, setStepsState] = useState<readonly SetupStep[]>(() =>
    stepsFromQuery(initialSteps, search),
  );
  const setSteps = (next: readonly SetupStep[]) => {
    setStepsState(next);
    const done = Object.fromEntries(next.map((step) => [step.id, step.done]));
    const ids = next.map((step) => step.id);
    void navigate(
      { pathname, search: withChecklist(search, SETUP_CHECKLIST_QUERY, ids, done), hash: '' },
      { replace: true, preventScrollReset: true },
    );
  };
  const progress = setupProgress(steps);
  const next = nextSetupStep(steps);
  return (
    <form
      method="get"
      action={formAction}
      className="setup-checklist card"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name={SETUP_CHECKLIST_QUERY.marker} value="1" />
      <div className="setup-checklist__header">
        <h3 className="setup-checklist__title" id="setup-checklist-title">
          Account setup
        </h3>
        <p className="setup-checklist__count" aria-live="polite">
          {progress.completed} of {progress.total} steps complete
        </p>
      </div>
      <div
        className="setup-checklist__bar"
        role="progressbar"
        aria-labelledby="setup-checklist-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}% complete`}
      >
        <span className="setup-checklist__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="setup-checklist__percent">{progress.percent}% complete</p>
      <ul className="setup-checklist__steps">
        {steps.map((step) => {
          const inputId = `setup-step-${step.id}`;
          const isNext = step.id === next?.id;
          const classes = ['setup-checklist__step'];
          if (step.done) classes.push('setup-checklist__step--done');
          if (isNext) classes.push('setup-checklist__step--next');
          return (
            <li key={step.id} className={classes.join(' ')}>
              <input
                id={inputId}
                type="checkbox"
                className="setup-checklist__checkbox"
                checked={step.done}
                name={`${SETUP_CHECKLIST_QUERY.prefix}${step.id}`}
                value={CHECKLIST_DONE}
                onChange={() => setSteps(toggleSetupStep(steps, step.id))}
                aria-describedby={`${inputId}-text`}
              />
              <label htmlFor={inputId} className="setup-checklist__label">
                {step.title}
                {isNext ? <span className="badge setup-checklist__next">Next up</span> : null}
              </label>
              <p id={`${inputId}-text`} className="setup-checklist__text">
                {step.text}
              </p>
            </li>
          );
        })}
      </ul>
      {progress.complete ? (
        <div className="setup-checklist__done" role="status">
          <Icon name="check-circle" size={22} />
          <p>{doneText}</p>
          <SmartLink className="button button--primary" href="/onboarding">
            Start Free Trial
          </SmartLink>
        </div>
      ) : null}
      <p className="setup-checklist__actions no-js-only">
        <button type="submit" className="button button--secondary button--small">
          Update progress
        </button>
      </p>
      <p className="setup-checklist__actions js-only">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setSteps(initialSteps)}
        >
          Reset checklist
        </button>
      </p>
    </form>
  );
}
