import type { FailedSubmit } from '../fields/form-rules.ts';
import type { FieldErrors } from '../fields/form-values.ts';
import { lazyValidator } from '../fields/lazy-validator.ts';

/** The demo request's fields and answers as data; its rules are in demo-request-schema.ts. */
export const DEMO_REQUEST_FIELDS = ['name', 'email', 'website', 'phone', 'additionalInfo'] as const;
export type DemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];
export type DemoRequestValues = Record<DemoRequestField, string>;

export type DemoRequestResult =
  | {
      readonly status: 'error';
      readonly values: DemoRequestValues;
      readonly errors: FieldErrors<DemoRequestField>;
    }
  /** The first name only, to greet the visitor in the confirmation. */
  | { readonly status: 'success'; readonly firstName: string }
  | FailedSubmit<DemoRequestField>;

/** The form's checks, loaded when the visitor first uses the form. */
export const demoRequestValidator = lazyValidator(
  async () => (await import('./demo-request-schema.ts')).validateDemoRequest,
);
