import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { EnhancedContactForm } from '../../forms/enhanced-contact/enhanced-contact-form.tsx';
import type { EnhancedContactState } from '../../forms/enhanced-contact/enhanced-contact-machine.ts';
import { formDrafts } from '../../forms/sending/form-drafts.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { pathOf } from '../../routing/route-manifest.ts';
import { ContactFrame } from './contact-frame.tsx';
import { draftStepState, ENHANCED_CONTACT_PAGE } from './enhanced-contact-draft.ts';

interface DraftStep {
  readonly draft: string;
  readonly state: EnhancedContactState;
}

/**
 * /enhanced-contact/draft/{id}/{step}: a step of the form without JavaScript, with the answers
 * the server keeps under `id` (the form posts to /enhanced-contact, which sends each step on
 * here). One visitor's page: never cached, no Referer. A draft no longer kept (sent, expired)
 * leads back to the empty form.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const draft = params.draft ?? '';
  const state = draftStepState(await formDrafts().read(draft), params.step ?? '');
  if (!state) throw redirect(pathOf('enhanced-contact'));
  return { draft, state } satisfies DraftStep;
}

export const handle: PageHandle = {
  ...ENHANCED_CONTACT_PAGE,
  head: () => ({ noindex: true }),
};

export function Component() {
  const { draft, state } = useLoaderData<DraftStep>();
  return (
    <ContactFrame page={handle}>
      <EnhancedContactForm key={`${draft}/${state.step}`} serverState={state} draft={draft} />
    </ContactFrame>
  );
}
