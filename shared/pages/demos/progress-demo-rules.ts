import type { QueryParamOf } from '../../routing/route-manifest.ts';

/** Rules of the /progress-demo tabs: tab keys, the simulated video, the form, account setup. */

import type { ChecklistQuery } from '../../components/checklist-query.ts';

export const progressTabs = [
  { id: 'video', label: 'Video' },
  { id: 'form', label: 'Form' },
  { id: 'onboarding', label: 'Onboarding' },
  { id: 'account', label: 'Account' },
  { id: 'demo', label: 'Demo' },
] as const;

export type ProgressTabId = (typeof progressTabs)[number]['id'];

/** Query parameter naming the open tab (`?panel=form`), so each tab has a URL. */
export const PROGRESS_PANEL_PARAM = 'panel' satisfies QueryParamOf<'progress-demo'>;

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern); other keys: null. */
export function tabForKey(current: ProgressTabId, key: string): ProgressTabId | null {
  const ids = progressTabs.map((tab) => tab.id);
  const index = ids.indexOf(current);
  const count = ids.length;
  let next: number;
  if (key === 'ArrowRight') next = (index + 1) % count;
  else if (key === 'ArrowLeft') next = (index - 1 + count) % count;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else return null;
  return ids[next] ?? null;
}

// Video ---------------------------------------------------------------------------------

/** The video counts as watched at this share, so an end card or credits do not block it. */
export const VIDEO_COMPLETE_AT = 99.5;

export interface VideoState {
  /** False while the poster shows. */
  readonly started: boolean;
  readonly playing: boolean;
  /** 0 to 100. */
  readonly progress: number;
  readonly completed: boolean;
}

export type VideoAction =
  | { type: 'start' }
  | { type: 'toggle' }
  | { type: 'tick'; percent: number }
  | { type: 'seek'; percent: number }
  | { type: 'restart' };

export const initialVideoState: VideoState = {
  started: false,
  playing: false,
  progress: 0,
  completed: false,
};

function withProgress(state: VideoState, progress: number): VideoState {
  const clamped = Math.min(100, Math.max(0, progress));
  return {
    ...state,
    progress: clamped,
    completed: state.completed || clamped >= VIDEO_COMPLETE_AT,
    playing: clamped >= 100 ? false : state.playing,
  };
}

export function videoReducer(state: VideoState, action: VideoAction): VideoState {
  switch (action.type) {
    case 'start':
      return { ...state, started: true, playing: true };
    case 'toggle':
      // Play at the end starts over, like a real player.
      if (!state.playing && state.progress >= 100) return { ...state, progress: 0, playing: true };
      return { ...state, playing: !state.playing };
    case 'tick':
      if (!state.playing) return state;
      return withProgress(state, state.progress + action.percent);
    case 'seek':
      return withProgress({ ...state, started: true }, action.percent);
    case 'restart':
      return { ...state, started: true, playing: true, progress: 0 };
  }
}

/** "0:07 / 0:30" for a progress share of a duration in seconds. */
export function formatVideoTime(progress: number, durationSeconds: number): string {
  const format = (seconds: number) =>
    `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  return `${format((progress / 100) * durationSeconds)} / ${format(durationSeconds)}`;
}

// Multi-step form -------------------------------------------------------------------------

export const demoFormSteps = ['Your details', 'Your message', 'Review'] as const;

export interface DemoFormData {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export type DemoFormErrors = Partial<Record<keyof DemoFormData, string>>;

/** Only step 1 has a rule: a name. Email and message are free. */
export function validateDemoFormStep(step: number, data: DemoFormData): DemoFormErrors {
  if (step === 0 && data.name.trim() === '') return { name: 'Name is required' };
  return {};
}

export interface DemoFormState {
  readonly step: number;
  readonly data: DemoFormData;
  readonly errors: DemoFormErrors;
  readonly status: 'editing' | 'submitting' | 'submitted';
}

export type DemoFormAction =
  | { type: 'change'; field: keyof DemoFormData; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'reset' };

export const initialDemoFormState: DemoFormState = {
  step: 0,
  data: { name: '', email: '', message: '' },
  errors: {},
  status: 'editing',
};

export function demoFormReducer(state: DemoFormState, action: DemoFormAction): DemoFormState {
  switch (action.type) {
    case 'change': {
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, data: { ...state.data, [action.field]: action.value }, errors };
    }
    case 'next': {
      const errors = validateDemoFormStep(state.step, state.data);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      return { ...state, errors: {}, step: Math.min(state.step + 1, demoFormSteps.length - 1) };
    }
    case 'previous':
      return { ...state, errors: {}, step: Math.max(0, state.step - 1) };
    case 'submit':
      if (state.status !== 'editing') return state;
      return { ...state, status: 'submitting' };
    case 'submitted':
      return state.status === 'submitting' ? { ...state, status: 'submitted' } : state;
    case 'reset':
      return initialDemoFormState;
  }
}

/** Simulated send: the form shows a success state after 1 s, nothing leaves the browser. */
export const DEMO_FORM_SUBMIT_MS = 1000;

export function scheduleDemoFormSubmit(
  dispatch: (action: DemoFormAction) => void,
  delay = DEMO_FORM_SUBMIT_MS,
): () => void {
  dispatch({ type: 'submit' });
  const timer = setTimeout(() => dispatch({ type: 'submitted' }), delay);
  return () => clearTimeout(timer);
}

/** Progress of the form: steps finished over all steps; 100 once sent. */
export function demoFormPercent(state: DemoFormState): number {
  if (state.status === 'submitted') return 100;
  return Math.round((state.step / demoFormSteps.length) * 100);
}

/**
 * Without JavaScript the form is a POST to the page (typed data never goes into a URL): the
 * fields of the other steps ride along as hidden inputs, `step` is the step shown and the
 * pressed button's `intent` says what to do with it.
 */
export const DEMO_FORM_FIELDS = [
  'name',
  'email',
  'message',
] as const satisfies readonly (keyof DemoFormData)[];
export const DEMO_FORM_INTENTS = ['next', 'previous', 'submit', 'reset'] as const;
export type DemoFormIntent = (typeof DEMO_FORM_INTENTS)[number];

/** The server's answer to a post: the posted step with the pressed button replayed. */
export function demoFormAfterPost(
  step: number,
  data: DemoFormData,
  intent: DemoFormIntent,
): DemoFormState {
  if (intent === 'reset') return initialDemoFormState;
  const posted: DemoFormState = { step, data, errors: {}, status: 'editing' };
  if (intent !== 'submit' || step !== demoFormSteps.length - 1) {
    return demoFormReducer(posted, { type: intent === 'previous' ? 'previous' : 'next' });
  }
  // A post can skip the steps before: their rule is checked again, back to the step that fails.
  for (let earlier = 0; earlier < step; earlier += 1) {
    const errors = validateDemoFormStep(earlier, data);
    if (Object.keys(errors).length > 0) return { ...posted, step: earlier, errors };
  }
  return { ...posted, status: 'submitted' };
}

// Account setup -------------------------------------------------------------------------

export function percentDone(done: Readonly<Record<string, boolean>>): number {
  const values = Object.values(done);
  if (values.length === 0) return 0;
  return Math.round((values.filter(Boolean).length / values.length) * 100);
}

/** The account checklist's state in the URL (`?account=1&task-<id>=done`): see checklist-query.ts. */
export const ACCOUNT_QUERY: ChecklistQuery = { marker: 'account', prefix: 'task-' };
