import { useCallback, useState, type KeyboardEvent } from 'react';
import { onboardingNextSteps, onboardingSteps } from '#content/demos/onboarding.ts';
import { guidedDemoSteps } from '#content/demos/progress.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { progressTabs, tabForKey, type ProgressTabId } from '../../state/progress.ts';
import { AccountSetup } from './account-setup.tsx';
import { OnboardingChecklist } from './onboarding-checklist.tsx';
import { ProgressForm } from './progress-form.tsx';
import { ProgressVideo } from './progress-video.tsx';
import { TourWizard } from './tour-wizard.tsx';
import type { PageHandle } from '../../page-module.ts';

const panelTitles: Record<ProgressTabId, { title: string; text: string }> = {
  video: {
    title: 'Video progress',
    text: 'A player that tracks how much has been watched and marks the video complete at 99.5%.',
  },
  form: { title: 'Multi-step form', text: 'A three-step form with a progress bar and validation.' },
  onboarding: {
    title: 'Onboarding progress',
    text: 'A checklist whose account strength grows with every required step.',
  },
  account: { title: 'Account setup progress', text: 'Tick off setup tasks and watch the meter.' },
  demo: { title: 'Guided demo', text: 'A short walkthrough of the inbox you can skip or close.' },
};

function GuidedDemo() {
  const [view, setView] = useState<'open' | 'closed' | 'done'>('open');
  const [run, setRun] = useState(0);
  if (view === 'open') {
    return (
      <TourWizard
        key={run}
        steps={guidedDemoSteps}
        label="Guided demo"
        headingLevel="h4"
        onClose={() => setView('closed')}
        onFinish={() => setView('done')}
      />
    );
  }
  return (
    <div className="card" role="status">
      <p>{view === 'done' ? 'Guided demo finished. Nice work!' : 'Guided demo closed.'}</p>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setRun((value) => value + 1);
            setView('open');
          }}
        >
          Restart guided demo
        </button>
      </p>
    </div>
  );
}

export const handle: PageHandle = {
  title: 'Progress Demo',
  description:
    'Progress components in action: a video player, a multi-step form, onboarding, account setup and a guided demo.',
};

export function Component() {
  const [active, setActive] = useState<ProgressTabId>('video');
  const [videoDone, setVideoDone] = useState(false);
  const onVideoComplete = useCallback(() => setVideoDone(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(`progress-tab-${next}`)?.focus();
  };

  return (
    <>
      <PageHero eyebrow="Demo" title={handle.title} intro={handle.description} />
      <Section
        id="components"
        title="Try the progress components"
        intro="Pick a tab. Each one keeps its progress while you look at the others."
      >
        <div className="progress-tabs">
          <div role="tablist" aria-label="Progress components" className="progress-tabs__list">
            {progressTabs.map((tab) => (
              <button
                key={tab.id}
                id={`progress-tab-${tab.id}`}
                type="button"
                role="tab"
                aria-selected={active === tab.id}
                aria-controls={`progress-panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                className="progress-tabs__tab"
                onClick={() => setActive(tab.id)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {progressTabs.map((tab) => (
            <div
              key={tab.id}
              id={`progress-panel-${tab.id}`}
              role="tabpanel"
              aria-labelledby={`progress-tab-${tab.id}`}
              hidden={active !== tab.id}
              className="progress-tabs__panel"
              tabIndex={0}
            >
              <h3>{panelTitles[tab.id].title}</h3>
              <p className="muted">{panelTitles[tab.id].text}</p>
              {tab.id === 'video' ? (
                <>
                  <ProgressVideo active={active === 'video'} onComplete={onVideoComplete} />
                  <p className="progress-tabs__status" role="status">
                    {videoDone ? 'Video completed. Thanks for watching!' : ''}
                  </p>
                </>
              ) : null}
              {tab.id === 'form' ? <ProgressForm /> : null}
              {tab.id === 'onboarding' ? (
                <OnboardingChecklist
                  steps={onboardingSteps}
                  nextSteps={onboardingNextSteps}
                  idPrefix="progress-onboarding"
                  headingLevel="h4"
                />
              ) : null}
              {tab.id === 'account' ? <AccountSetup /> : null}
              {tab.id === 'demo' ? <GuidedDemo /> : null}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
