import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { TourStep } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';
import {
  canSkip,
  completedCount,
  initialTourState,
  isLastStep,
  tourProgressPercent,
  tourReducer,
} from '../../state/tour.ts';

interface TourWizardProps {
  readonly steps: readonly TourStep[];
  /** Names the wizard for assistive technology, e.g. "Product tour". */
  readonly label: string;
  readonly allowSkip?: boolean;
  readonly onClose: () => void;
  /** Called when the last step is finished, with the number of completed steps. */
  readonly onFinish: (completed: number) => void;
  /** Level of the step title under the surrounding section heading. */
  readonly headingLevel?: 'h3' | 'h4';
}

function SampleCallVolume() {
  const [calls, setCalls] = useState(50);
  const inputId = useId();
  return (
    <div className="tour__sample">
      <label htmlFor={inputId} className="tour__sample-label">
        Sample call volume
      </label>
      <input
        id={inputId}
        type="range"
        min={1}
        max={100}
        value={calls}
        onChange={(event) => setCalls(Number(event.target.value))}
        className="demo-range"
        aria-valuetext={`${calls} ${calls === 1 ? 'call' : 'calls'} per day`}
      />
      <output htmlFor={inputId} className="tour__sample-value">
        {calls} {calls === 1 ? 'call' : 'calls'} per day
      </output>
    </div>
  );
}

/** A step-by-step walkthrough with progress, help, skip and close. */
export function TourWizard({
  steps,
  label,
  allowSkip = true,
  onClose,
  onFinish,
  headingLevel: Heading = 'h3',
}: TourWizardProps) {
  const [state, dispatch] = useReducer(tourReducer(steps), steps, initialTourState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const helpId = useId();
  const step = steps[state.index];

  // Announce the new step to screen readers by moving focus to its title (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.index]);

  if (!step) return null;
  const total = steps.length;
  const last = isLastStep(state, total);
  const percent = tourProgressPercent(state, total);
  const done = completedCount(state);

  const next = () => {
    dispatch({ type: 'next' });
    // The reducer marks the last step complete; count it here for the callback.
    if (last) onFinish(done + (state.completed[step.id] ? 0 : 1));
  };

  return (
    <section className="tour card" aria-label={label}>
      <div className="tour__top">
        <p className="tour__count">
          Step {state.index + 1} of {total}
        </p>
        <div className="tour__top-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={state.helpOpen}
            aria-controls={helpId}
            onClick={() => dispatch({ type: 'toggle-help' })}
          >
            <Icon name="help" size={18} />
            {state.helpOpen ? 'Hide help' : 'Help'}
          </button>
          <button
            type="button"
            className="icon-button tour__close"
            aria-label={`Close ${label.toLowerCase()}`}
            onClick={onClose}
          >
            <Icon name="x" />
          </button>
        </div>
      </div>
      <div
        className="demo-progress"
        role="progressbar"
        aria-label={`${label} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="demo-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="tour__completed muted">
        {done} of {total} steps completed
      </p>

      <div className="tour__body">
        <span className="card__icon" aria-hidden="true">
          <Icon name={step.icon} />
        </span>
        <Heading className="tour__title" ref={headingRef} tabIndex={-1}>
          {step.title}
        </Heading>
        <p>{step.content}</p>
        {step.points && step.points.length > 0 ? (
          <ul className="check-list">
            {step.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {step.sampleSlider ? <SampleCallVolume /> : null}
        {step.action ? (
          <button
            type="button"
            className="button button--secondary button--small tour__action"
            // Demo only: the real action lives in the product, so the tour just logs it.
            onClick={() => console.info(`Tour action: ${step.action?.label ?? ''}`)}
          >
            {step.action.label}
          </button>
        ) : null}
        <div id={helpId} className="tour__help" hidden={!state.helpOpen}>
          <Icon name="info" size={18} />
          <p>{step.helpText}</p>
        </div>
      </div>

      <div className="tour__nav">
        {state.index > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'previous' })}
          >
            Previous
          </button>
        ) : null}
        <span className="tour__nav-spacer" />
        {canSkip(state, steps, allowSkip) ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dispatch({ type: 'skip' })}
          >
            Skip
          </button>
        ) : null}
        <button type="button" className="button button--primary" onClick={next}>
          {last ? 'Finish' : 'Next'}
        </button>
      </div>
    </section>
  );
}
