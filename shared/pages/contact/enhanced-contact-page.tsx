import {
  data,
  useActionData,
  useLocation,
  useSearchParams,
  type ActionFunctionArgs,
} from 'react-router-dom';
import { EnhancedContactForm } from '../../forms/enhanced-contact-form.tsx';
import type { EnhancedContactState } from '../../forms/enhanced-contact-machine.ts';
import { isPlanInquiry } from '../../forms/enhanced-contact-fields.ts';
import { formAnswerStatus } from '../../forms/form-answer.ts';
import { leadSubmits } from '../../forms/lead-submits.ts';
import { submitDelayMs } from '../../forms/form-timing.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { ContactFrame } from './contact-frame.tsx';

/** Each step's button posts here; Complete stores the lead (at least a second in the browser). */
export async function action({ request }: ActionFunctionArgs) {
  const { state, failure } = await leadSubmits['enhanced-contact'](
    await request.formData(),
    submitDelayMs(),
  );
  if (state.stepError) return data(state, { status: 400 });
  return data(state, {
    status: failure ? formAnswerStatus({ status: 'failed', reason: failure }) : 200,
  });
}

export const handle: PageHandle = {
  title: 'Get in Touch',
  description:
    'Tell us about your business in three short steps and our team will get back to you.',
};

export function Component() {
  const serverState = useActionData<EnhancedContactState>();
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
