import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { TourStep } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';
import { QueryForm } from '../../components/query-form.tsx';
import {
  TOUR_QUERY,
  canSkip,
  completedCount,
  initialTourState,
  isLastStep,
  tourProgressPercent,
  tourReducer,
  tourStateToQuery,
  type TourAction,
  type TourState,
} from './tour-wizard-rules.ts';

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
  /** State to start from, read from the URL by the page; the first step by default. */
  readonly initialState?: TourState;
  /** Path (and #section) the controls load without JavaScript. */
  readonly formAction: string;
  /** Query fields the page needs kept on every step, e.g. which demo panel is open. */
  readonly baseQuery?: Readonly<Record<string, string>>;
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

/**
 * A step-by-step walkthrough with progress, help, skip and close. Every control is a GET form
 * carrying the state it leads to, so the tour also works without JavaScript; once hydrated the
 * reducer runs in place and the URL is left alone.
 */
export function TourWizard({
  steps,
  label,
  allowSkip = true,
  onClose,
  onFinish,
  headingLevel: Heading = 'h3',
  initialState,
  formAction,
  baseQuery = {},
}: TourWizardProps) {
  const reduce = tourReducer(steps);
  const [state, dispatch] = useReducer(
    reduce,
    steps,
    (all) => initialState ?? initialTourState(all),
  );
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

  const queryAfter = (action: TourAction) => ({
    ...baseQuery,
    ...tourStateToQuery(reduce(state, action)),
  });

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
          <QueryForm
            action={formAction}
            query={queryAfter({ type: 'toggle-help' })}
            onSubmit={() => dispatch({ type: 'toggle-help' })}
          >
            <button
              type="submit"
              className="button button--ghost button--small"
              aria-expanded={state.helpOpen}
              aria-controls={helpId}
            >
              <Icon name="help" size={18} />
              {state.helpOpen ? 'Hide help' : 'Help'}
            </button>
          </QueryForm>
          <QueryForm
            action={formAction}
            query={{ ...baseQuery, [TOUR_QUERY.view]: 'closed' }}
            onSubmit={onClose}
          >
            <button
              type="submit"
              className="icon-button tour__close"
              aria-label={`Close ${label.toLowerCase()}`}
            >
              <Icon name="x" />
            </button>
          </QueryForm>
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
        <span className="icon-tile card__icon" aria-hidden="true">
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
            className="button button--secondary button--small tour__action js-only"
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
          <QueryForm
            action={formAction}
            query={queryAfter({ type: 'previous' })}
            onSubmit={() => dispatch({ type: 'previous' })}
          >
            <button type="submit" className="button button--secondary">
              Previous
            </button>
          </QueryForm>
        ) : null}
        <span className="tour__nav-spacer" />
        {canSkip(state, steps, allowSkip) ? (
          <QueryForm
            action={formAction}
            query={queryAfter({ type: 'skip' })}
            onSubmit={() => dispatch({ type: 'skip' })}
          >
            <button type="submit" className="button button--ghost">
              Skip
            </button>
          </QueryForm>
        ) : null}
        <QueryForm action={formAction} query={queryAfter({ type: 'next' })} onSubmit={next}>
          <button type="submit" className="button button--primary">
            {last ? 'Finish' : 'Next'}
          </button>
        </QueryForm>
      </div>
    </section>
  );
}
