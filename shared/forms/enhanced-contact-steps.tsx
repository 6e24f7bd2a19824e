import { contactContent, howHeardLabel, subjectLabel } from '#content/contact.ts';
import type { EnhancedContactField, EnhancedContactValues } from './enhanced-contact-schema.ts';
import { FormField, type ControlProps } from './form-field.tsx';

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

function controlFor(props: StepProps, field: EnhancedContactField, control: ControlProps) {
  return {
    ...control,
    value: props.values[field],
    disabled: props.disabled,
    onChange: (event: { target: { value: string } }) => props.onChange(field, event.target.value),
  };
}

/** Step 1: who is writing. Presence checks only; both inputs turn red while the step is in error. */
export function DetailsStep(props: StepProps) {
  const { stepError, messages, invalid } = props;
  return (
    <div className="form-grid">
      <FormField
        id={fieldId('name')}
        name="name"
        label="Name"
        required
        error={stepError ? messages.name : undefined}
        highlight={stepError}
      >
        {(control) => (
          <input
            {...controlFor(props, 'name', control)}
            type="text"
            autoComplete="name"
            maxLength={100}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('email')}
        name="email"
        label="Email"
        required
        invalid={stepError && invalid.includes('email')}
        highlight={stepError}
      >
        {(control) => (
          <input
            {...controlFor(props, 'email', control)}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('phone')}
        name="phone"
        label="Phone"
        optional
        className="form-grid__full"
      >
        {(control) => (
          <input
            {...controlFor(props, 'phone', control)}
            type="tel"
            autoComplete="tel"
            maxLength={30}
          />
        )}
      </FormField>
    </div>
  );
}

/** Step 2: what it is about. */
export function MessageStep(props: StepProps) {
  const { stepError, messages } = props;
  return (
    <div className="form-grid">
      <FormField
        id={fieldId('subject')}
        name="subject"
        label="Subject"
        required
        error={stepError ? messages.subject : undefined}
      >
        {(control) => (
          <select {...controlFor(props, 'subject', control)}>
            <option value="">Select a subject</option>
            {contactContent.subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={fieldId('howHeard')}
        name="howHeard"
        label="How did you hear about us?"
        optional
      >
        {(control) => (
          <select {...controlFor(props, 'howHeard', control)}>
            <option value="">Choose an answer</option>
            {contactContent.howHeard.map((answer) => (
              <option key={answer.value} value={answer.value}>
                {answer.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={fieldId('message')}
        name="message"
        label="Message"
        required
        error={stepError ? messages.message : undefined}
        className="form-grid__full"
      >
        {(control) => (
          <textarea {...controlFor(props, 'message', control)} rows={6} maxLength={3000} />
        )}
      </FormField>
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
