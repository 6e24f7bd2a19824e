import { useState } from 'react';
import type { SetupStep } from '#content/schema/crm.ts';
import { nextSetupStep, setupProgress, toggleSetupStep } from './setup-checklist-rules.ts';
import { Icon } from '../../components/icon.tsx';
import { SmartLink } from '../../components/smart-link.tsx';

interface SetupChecklistProps {
  readonly steps: readonly SetupStep[];
  readonly doneText: string;
}

/**
 * The account setup progress checklist: real checkboxes (keyboard and screen reader friendly)
 * and a progress bar computed from them. The server renders the initial state.
 */
export function SetupChecklist({ steps: initialSteps, doneText }: SetupChecklistProps) {
  const [steps, setSteps] = useState<readonly SetupStep[]>(initialSteps);
  const progress = setupProgress(steps);
  const next = nextSetupStep(steps);
  return (
    <div className="setup-checklist card">
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
                onChange={() => setSteps((current) => toggleSetupStep(current, step.id))}
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
      <p className="setup-checklist__actions js-only">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setSteps(initialSteps)}
        >
          Reset checklist
        </button>
      </p>
    </div>
  );
}
