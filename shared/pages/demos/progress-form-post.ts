import {
  DEMO_FORM_INTENTS,
  demoFormAfterPost,
  demoFormSteps,
  type DemoFormData,
  type DemoFormIntent,
  type DemoFormState,
} from './progress-demo-rules.ts';

/** Longest value kept from a posted field (the demo's fields are short). */
export const DEMO_FORM_VALUE_MAX = 2000;

const isIntent = (value: unknown): value is DemoFormIntent =>
  (DEMO_FORM_INTENTS as readonly unknown[]).includes(value);

/**
 * The progress demo form's post without JavaScript: an unknown step counts as the first, an
 * unknown button as Next, a missing or over-long field as empty. Nothing is logged. Checked by
 * hand: a schema library here would grow the zod chunk other pages load first.
 */
export function runDemoFormPost(formData: FormData): DemoFormState {
  const step = Number(formData.get('step'));
  const intent = formData.get('intent');
  const text = (field: keyof DemoFormData) => {
    const value = formData.get(field);
    return typeof value === 'string' && value.length <= DEMO_FORM_VALUE_MAX ? value : '';
  };
  const data: DemoFormData = { name: text('name'), email: text('email'), message: text('message') };
  return demoFormAfterPost(
    Number.isInteger(step) && step >= 0 && step < demoFormSteps.length ? step : 0,
    data,
    isIntent(intent) ? intent : 'next',
  );
}
