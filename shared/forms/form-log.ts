export type FormName = 'newsletter' | 'contact' | 'enhanced-contact' | 'demo-request';

/**
 * The spec logs submissions; we log which form, the outcome and field names only, never the
 * values, so no personal data reaches server logs or the browser console.
 */
export function logFormSubmission(
  form: FormName,
  outcome: 'accepted' | 'invalid',
  fields: readonly string[],
): void {
  console.info(JSON.stringify({ msg: 'form submission', form, outcome, fields: [...fields] }));
}
