import type { Step } from '#content/schema/sections.ts';

interface StepsProps {
  readonly steps: readonly Step[];
  /** Index of a highlighted step (e.g. the cycling how-it-works step). */
  readonly activeIndex?: number;
}

/** A numbered process: how it works, implementation phases, getting started. */
export function Steps({ steps, activeIndex }: StepsProps) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={index === activeIndex ? 'steps__item steps__item--active' : 'steps__item'}
          aria-current={index === activeIndex ? 'step' : undefined}
        >
          <span className="icon-tile icon-tile--round steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="steps__body">
            <h3 className="steps__title">{step.title}</h3>
            {step.duration ? <p className="steps__duration">{step.duration}</p> : null}
            <p className="steps__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
