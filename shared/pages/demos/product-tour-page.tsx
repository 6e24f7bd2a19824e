import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { tourNextSteps, tourSteps } from '#content/demos/tour.ts';
import { Icon } from '../../components/icon.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { QueryForm } from '../../components/query-form.tsx';
import { Section } from '../../components/section.tsx';
import {
  completedCount,
  tourStateFromQuery,
  tourViewFromQuery,
  type TourState,
} from './tour-wizard-rules.ts';
import { NextStepCards } from './next-step-cards.tsx';
import { TourWizard } from './tour-wizard.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

type TourView = { kind: 'touring' } | { kind: 'closed' } | { kind: 'done'; completed: number };

/** Without JavaScript the tour's controls load these URLs; the section is where they land. */
const TOUR_ACTION = '/product-tour#tour';

function viewFromUrl(params: URLSearchParams, state: TourState): TourView {
  const view = tourViewFromQuery(params);
  if (view === 'finished') return { kind: 'done', completed: completedCount(state) };
  return { kind: view };
}

function TourComplete({ completed, onRestart }: { completed: number; onRestart: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="tour-complete">
      <div className="tour-complete__header">
        <span className="icon-tile icon-tile--round tour-complete__badge" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="tour-complete__title">
          Tour Complete!
        </h2>
        <p className="section__intro">
          You completed {completed} of {tourSteps.length} steps. Here is where to go next.
        </p>
      </div>
      <NextStepCards items={tourNextSteps} />
      <div className="tour-complete__actions">
        <Link className="button button--secondary button--large" to="/enhanced-contact">
          Contact Sales
        </Link>
        <Link className="button button--primary button--large" to="/">
          Get Started
        </Link>
      </div>
      <p className="tour-complete__restart">
        <QueryForm action={TOUR_ACTION} query={{}} onSubmit={onRestart}>
          <button type="submit" className="button button--ghost">
            Take the tour again
          </button>
        </QueryForm>
      </p>
    </div>
  );
}

export const handle: PageHandle = {
  title: 'Product Tour',
  description:
    'A six-step guided tour of the platform: agents, CRM, automation, analytics and more.',
};

export function Component() {
  const { search } = useLocation();
  // The URL names the step (and closed or finished) for visitors without JavaScript.
  const [fromUrl] = useState(() => {
    const params = new URLSearchParams(search);
    const state = tourStateFromQuery(params, tourSteps);
    return { state, view: viewFromUrl(params, state) };
  });
  const [view, setView] = useState<TourView>(fromUrl.view);
  // A new key starts the wizard from its first step.
  const [run, setRun] = useState(0);
  const restart = () => {
    setRun((value) => value + 1);
    setView({ kind: 'touring' });
  };

  return (
    <>
      <PageHero eyebrow="Guided tour" title={handle.title} intro={handle.description} />
      {view.kind === 'done' ? (
        <section className="section" aria-label="Tour results">
          <div className="container">
            <TourComplete completed={view.completed} onRestart={restart} />
          </div>
        </section>
      ) : (
        <Section
          id="tour"
          title="Your guided tour"
          intro="Work through each step at your own pace. Open Help for tips on any step."
        >
          {view.kind === 'touring' ? (
            <TourWizard
              key={run}
              steps={tourSteps}
              label="Product tour"
              initialState={run === 0 ? fromUrl.state : undefined}
              formAction={TOUR_ACTION}
              onClose={() => setView({ kind: 'closed' })}
              onFinish={(completed) => setView({ kind: 'done', completed })}
            />
          ) : (
            <div className="card tour-closed" role="status">
              <h3>Tour closed</h3>
              <p className="muted">
                You can start again whenever you like, or talk to our team for a live walkthrough.
              </p>
              <div className="tour-complete__actions tour-complete__actions--start">
                <QueryForm action={TOUR_ACTION} query={{}} onSubmit={restart}>
                  <button type="submit" className="button button--primary">
                    Restart tour
                  </button>
                </QueryForm>
                <Link className="button button--secondary" to="/enhanced-contact">
                  Contact Sales
                </Link>
              </div>
            </div>
          )}
        </Section>
      )}
    </>
  );
}
