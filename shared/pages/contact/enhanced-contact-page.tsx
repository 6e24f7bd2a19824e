import { redirect, useLocation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { EnhancedContactForm } from '../../forms/enhanced-contact/enhanced-contact-form.tsx';
import {
  initialEnhancedContactState,
  type EnhancedContactState,
} from '../../forms/enhanced-contact/enhanced-contact-machine.ts';
import { isPlanInquiry } from '../../forms/enhanced-contact/enhanced-contact-fields.ts';
import { formAnswerStatus } from '../../forms/sending/form-answer.ts';
import { leadSubmits } from '../../forms/sending/lead-submits.ts';
import { submitDelayMs } from '../../forms/sending/form-timing.ts';
import { answerFormPost } from '../../forms/sending/sent-page.ts';
import { useFormPostAnswer } from '../../forms/sending/use-form-post-answer.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { ContactFrame } from './contact-frame.tsx';
import { dropStepDraft, ENHANCED_CONTACT_PAGE, keepStepDraft } from './enhanced-contact-draft.ts';

/**
 * Each step's button posts here; Complete stores the lead (at least a second in the browser).
 * Without JavaScript a stored message is sent on to /enhanced-contact?sent=1, and any other step
 * (Next, Previous, a check that failed) to its own address with the answers kept by the server
 * (enhanced-contact-draft.ts): Back and Reload never post them again. Without a store for them,
 * or when the message could not be stored, the answer is the page itself.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { state, failure } = await leadSubmits['enhanced-contact'](formData, submitDelayMs());
  if (typeof window === 'undefined') {
    if (state.status === 'success') {
      await dropStepDraft(formData);
    } else if (!failure) {
      const address = await keepStepDraft(formData, state);
      if (address) return redirect(address, 303);
    }
  }
  let status = 200;
  if (state.stepError) status = 400;
  else if (failure) status = formAnswerStatus({ status: 'failed', reason: failure });
  return answerFormPost(state, {
    page: 'enhanced-contact',
    request,
    status,
    stored: state.status === 'success',
  });
}

const SENT: EnhancedContactState = { ...initialEnhancedContactState(), status: 'success' };

export const handle: PageHandle = ENHANCED_CONTACT_PAGE;

export function Component() {
  const serverState = useFormPostAnswer('enhanced-contact', SENT);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // A link may carry the plan as ?plan= too, which also works without JavaScript.
  const queryPlan = searchParams.get('plan');
  return (
    <ContactFrame page={handle}>
      <EnhancedContactForm
        serverState={serverState}
        initialPlan={isPlanInquiry(queryPlan) ? queryPlan : undefined}
        navigationState={location.state as unknown}
      />
    </ContactFrame>
  );
}
