import { useCallback, useState, type KeyboardEvent } from 'react';
import { useActionData, useLocation, type ActionFunctionArgs } from 'react-router-dom';
import { onboardingNextSteps, onboardingSteps } from '#content/demos/onboarding.ts';
import { guidedDemoSteps } from '#content/demos/progress.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { QueryForm } from '../../components/query-form.tsx';
import { Section } from '../../components/section.tsx';
import { useQueryChoice } from '../../hooks/use-query-choice.ts';
import {
  PROGRESS_PANEL_PARAM,
  progressTabs,
  tabForKey,
  type DemoFormState,
  type ProgressTabId,
} from './progress-demo-rules.ts';
import { tourStateFromQuery, tourViewFromQuery } from './tour-wizard-rules.ts';
import { AccountSetup } from './account-setup.tsx';
import { OnboardingChecklist } from './onboarding-checklist.tsx';
import { ProgressForm } from './progress-form.tsx';
import { ProgressVideo } from './progress-video.tsx';
import { TourWizard } from './tour-wizard.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

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

const tabIds = progressTabs.map((tab) => tab.id);
/** Without JavaScript the tabs and the demos' controls load URLs that land on the tabs. */
const PANEL_ACTION = '/progress-demo#components';
const panelQuery = (id: ProgressTabId) => ({ [PROGRESS_PANEL_PARAM]: id });

function GuidedDemo() {
  const { search } = useLocation();
  // The guided demo's step comes from the URL when its controls were used without JavaScript.
  const [fromUrl] = useState(() => {
    const params = new URLSearchParams(search);
    const opened = params.get(PROGRESS_PANEL_PARAM) === 'demo';
    const urlView = opened ? tourViewFromQuery(params) : 'touring';
    return {
      state: opened ? tourStateFromQuery(params, guidedDemoSteps) : undefined,
      view: urlView === 'touring' ? 'open' : urlView === 'closed' ? 'closed' : 'done',
    } as const;
  });
  const [view, setView] = useState<'open' | 'closed' | 'done'>(fromUrl.view);
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
        initialState={run === 0 ? fromUrl.state : undefined}
        formAction={PANEL_ACTION}
        baseQuery={panelQuery('demo')}
      />
    );
  }
  return (
    <div className="card" role="status">
      <p>{view === 'done' ? 'Guided demo finished. Nice work!' : 'Guided demo closed.'}</p>
      <p>
        <QueryForm
          action={PANEL_ACTION}
          query={panelQuery('demo')}
          onSubmit={() => {
            setRun((value) => value + 1);
            setView('open');
          }}
        >
          <button type="submit" className="button button--primary">
            Restart guided demo
          </button>
        </QueryForm>
      </p>
    </div>
  );
}

/** The multi-step form's post without JavaScript: the server answers with the next step. */
export async function action({ request }: ActionFunctionArgs): Promise<DemoFormState> {
  // The check loads with the first post, not with the page.
  const { runDemoFormPost } = await import('./progress-form-post.ts');
  return runDemoFormPost(await request.formData());
}

export const handle: PageHandle = {
  title: 'Progress Demo',
  description:
    'Progress components in action: a video player, a multi-step form, onboarding, account setup and a guided demo.',
};

export function Component() {
  // The open panel lives in the URL (`?panel=form`): the tabs are links the server renders.
  const [active, setActive] = useQueryChoice(PROGRESS_PANEL_PARAM, tabIds, 'video');
  const [videoDone, setVideoDone] = useState(false);
  const formState = useActionData<DemoFormState>();
  const onVideoComplete = useCallback(() => setVideoDone(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
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
              <a
                key={tab.id}
                id={`progress-tab-${tab.id}`}
                href={`/progress-demo?${PROGRESS_PANEL_PARAM}=${tab.id}#components`}
                role="tab"
                aria-selected={active === tab.id}
                aria-controls={`progress-panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                className="progress-tabs__tab"
                onClick={(event) => {
                  event.preventDefault();
                  setActive(tab.id);
                }}
                onKeyDown={onKeyDown}
              >
                {tab.label}
              </a>
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
              {tab.id === 'form' ? (
                <ProgressForm
                  formAction={PANEL_ACTION}
                  baseQuery={panelQuery('form')}
                  serverState={formState}
                />
              ) : null}
              {tab.id === 'onboarding' ? (
                <OnboardingChecklist
                  steps={onboardingSteps}
                  nextSteps={onboardingNextSteps}
                  idPrefix="progress-onboarding"
                  headingLevel="h4"
                  formAction={PANEL_ACTION}
                  baseQuery={panelQuery('onboarding')}
                />
              ) : null}
              {tab.id === 'account' ? (
                <AccountSetup formAction={PANEL_ACTION} baseQuery={panelQuery('account')} />
              ) : null}
              {tab.id === 'demo' ? <GuidedDemo /> : null}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
