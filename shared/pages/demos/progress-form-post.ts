import '../../forms/zod-config.ts';
import * as z from 'zod/mini';
import {
  DEMO_FORM_FIELDS,
  DEMO_FORM_INTENTS,
  demoFormAfterPost,
  demoFormSteps,
  type DemoFormData,
  type DemoFormState,
} from './progress-demo-rules.ts';

/** Longest value kept from a posted field (the demo's fields are short). */
export const DEMO_FORM_VALUE_MAX = 2000;

const stepSchema = z.enum(demoFormSteps.map((_, index) => String(index)));
const intentSchema = z.enum(DEMO_FORM_INTENTS);
const valueSchema = z.string().check(z.maxLength(DEMO_FORM_VALUE_MAX));

/**
 * The progress demo form's post without JavaScript: an unknown step counts as the first, an
 * unknown button as Next, a missing or over-long field as empty. Nothing is logged.
 */
export function runDemoFormPost(formData: FormData): DemoFormState {
  const step = stepSchema.safeParse(formData.get('step'));
  const intent = intentSchema.safeParse(formData.get('intent'));
  const data = Object.fromEntries(
    DEMO_FORM_FIELDS.map((field) => {
      const value = valueSchema.safeParse(formData.get(field));
      return [field, value.success ? value.data : ''];
    }),
  ) as Record<keyof DemoFormData, string>;
  return demoFormAfterPost(
    step.success ? Number(step.data) : 0,
    data,
    intent.success ? intent.data : 'next',
  );
}
