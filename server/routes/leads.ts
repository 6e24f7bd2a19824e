import { Router, type Request } from 'express';
import { LAST_STEP } from '#shared/forms/enhanced-contact/enhanced-contact-fields.ts';
import { formAnswerStatus } from '#shared/forms/sending/form-answer.ts';
import { leadSubmits } from '#shared/forms/sending/lead-submits.ts';
import {
  FILLED_MS_FIELD,
  LEAD_FORMS,
  SUBMISSION_ID_FIELD,
  type LeadFailure,
  type LeadForm,
} from '#shared/forms/sending/lead-recorder.ts';
import type { LeadIntake } from '../leads/lead-intake.ts';
import { postedFields } from '../http/request.ts';
import { withRequestScope } from '../http/request-scope.ts';

type Outcome = { readonly status: string; readonly reason?: LeadFailure };

/**
 * The submit each form's route action runs, without the browser's minimum second. The
 * enhanced contact form's API call is its last step, Complete.
 */
async function submitForApi(form: LeadForm, formData: FormData): Promise<Outcome> {
  if (form !== 'enhanced-contact') return leadSubmits[form](formData, 0);
  formData.set('step', String(LAST_STEP));
  formData.set('intent', 'complete');
  const { state, failure } = await leadSubmits['enhanced-contact'](formData, 0);
  if (failure) return { status: 'failed', reason: failure };
  return { status: state.status === 'success' ? 'success' : 'error' };
}

function formDataOf(req: Request): FormData {
  const formData = new FormData();
  for (const [name, value] of postedFields(req)) formData.append(name, value);
  return formData;
}

/**
 * POST /api/leads/:form: where a form sends its lead when JavaScript runs (the route action in
 * the browser). The server validates with the form's own rules and stores the lead before it
 * answers: 200 stored, 400 invalid, 429 too many from this address, 503 not stored.
 */
export function leadRoutes(leads: LeadIntake | null): Router {
  const router = Router();
  router.post('/api/leads/:form', async (req, res, next) => {
    const form = LEAD_FORMS.find((name) => name === req.params.form);
    if (!form) {
      res.status(404).setHeader('Cache-Control', 'no-store').json({ status: 'unknown form' });
      return;
    }
    const formData = formDataOf(req);
    const sent = formData.get(FILLED_MS_FIELD);
    const filled = typeof sent === 'string' && sent !== '' ? Number(sent) : Number.NaN;
    const submissionId = formData.get(SUBMISSION_ID_FIELD);
    try {
      const outcome = await withRequestScope(
        {
          logger: req.log,
          clientAddress: req.ip ?? '',
          leads,
          filledMs: Number.isFinite(filled) && filled >= 0 ? filled : undefined,
          submissionId:
            typeof submissionId === 'string' && /^[0-9a-f]{32}$/.test(submissionId)
              ? submissionId
              : undefined,
        },
        () => submitForApi(form, formData),
      );
      const status = formAnswerStatus(outcome);
      res.status(status).setHeader('Cache-Control', 'no-store');
      if (status === 200) res.json({ status: 'stored' });
      else if (status === 400) res.json({ status: 'invalid' });
      else res.json({ status: 'failed', reason: outcome.reason });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
