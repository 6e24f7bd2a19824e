import { contactContent, howHeardLabel, subjectLabel } from '#content/contact.ts';
import type { EnhancedContactField, EnhancedContactValues } from './enhanced-contact-schema.ts';
import { Field, type ControlProps } from './form-field.tsx';

export const ENHANCED_ID = 'enhanced-contact';
export const fieldId = (field: EnhancedContactField) => `${ENHANCED_ID}-${field}`;

export interface StepProps {
  readonly values: EnhancedContactValues;
  /** The step failed its validator and has not passed since. */
  readonly stepError: boolean;
  readonly messages: Partial<Record<EnhancedContactField, string>>;
  readonly invalid: readonly EnhancedContactField[];
  readonly disabled: boolean;
  readonly onChange: (field: EnhancedContactField, value: string) => void;
}

/** The form's binding of a step's controls: values and changes go through the step's props. */
function binder({ values, disabled, onChange }: StepProps) {
  return (field: EnhancedContactField, control: ControlProps) => ({
    ...control,
    value: values[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
}

/** Step 1: who is writing. Presence checks only; both inputs turn red while the step is in error. */
export function DetailsStep(props: StepProps) {
  const { stepError, messages, invalid } = props;
  const bind = binder(props);
  return (
    <div className="form-grid">
      <Field
        field="name"
        idPrefix={ENHANCED_ID}
        bind={bind}
        required
        error={stepError ? messages.name : undefined}
        highlight={stepError}
      />
      <Field
        field="email"
        idPrefix={ENHANCED_ID}
        bind={bind}
        required
        invalid={stepError && invalid.includes('email')}
        highlight={stepError}
      />
      <Field
        field="phone"
        idPrefix={ENHANCED_ID}
        bind={bind}
        optional
        className="form-grid__full"
      />
    </div>
  );
}

/** Step 2: what it is about. */
export function MessageStep(props: StepProps) {
  const { stepError, messages } = props;
  const bind = binder(props);
  return (
    <div className="form-grid">
      <Field
        field="subject"
        idPrefix={ENHANCED_ID}
        bind={bind}
        required
        error={stepError ? messages.subject : undefined}
        options={contactContent.subjects}
      />
      <Field
        field="howHeard"
        idPrefix={ENHANCED_ID}
        bind={bind}
        optional
        options={contactContent.howHeard}
      />
      <Field
        field="message"
        idPrefix={ENHANCED_ID}
        bind={bind}
        required
        error={stepError ? messages.message : undefined}
        className="form-grid__full"
      />
    </div>
  );
}

/** Step 3: everything once more before it is sent. */
export function ReviewStep({ values }: { values: EnhancedContactValues }) {
  const rows: [string, string][] = [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone || 'Not provided'],
    ['Subject', subjectLabel(values.subject) ?? ''],
    ['How you heard about us', howHeardLabel(values.howHeard) ?? 'Not provided'],
    ['Message', values.message],
  ];
  return (
    <dl className="review-list">
      {rows.map(([label, value]) => (
        <div key={label} className="review-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
