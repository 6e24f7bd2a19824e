import { contactContent, howHeardLabel, subjectLabel } from '#content/contact/contact.ts';
import { CONTACT_FAILURE } from '../contact/contact-fields.ts';
import {
  ENHANCED_STEPS,
  stepProgress,
  type EnhancedContactField,
  type EnhancedContactValues,
} from './enhanced-contact-fields.ts';
import { Fields, type ControlProps, type FieldLayout } from '../fields/form-field.tsx';
import { ProgressMeter } from '../fields/progress-meter.tsx';

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

/** The steps by name, the current one marked, and the progress bar. */
export function StepProgress({ step }: { readonly step: number }) {
  return (
    <>
      <ol className="stepper">
        {ENHANCED_STEPS.map((item, index) => (
          <li
            key={item.title}
            className={`stepper__item${index < step ? ' is-done' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="stepper__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="stepper__label">{item.title}</span>
          </li>
        ))}
      </ol>
      <ProgressMeter
        id={`${ENHANCED_ID}-progress`}
        label="Progress"
        value={stepProgress(step) * 100}
        valueText={`${Math.round(stepProgress(step) * 100)}%`}
      />
    </>
  );
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

const DETAILS: readonly FieldLayout<'name' | 'email' | 'phone'>[] = [
  { field: 'name', required: true },
  { field: 'email', required: true },
  { field: 'phone', optional: true, className: 'form-grid__full' },
];

const MESSAGE: readonly FieldLayout<'subject' | 'howHeard' | 'message'>[] = [
  { field: 'subject', required: true, options: contactContent.subjects },
  { field: 'howHeard', optional: true, options: contactContent.howHeard },
  { field: 'message', required: true, className: 'form-grid__full' },
];

/** The step's fields; their messages and red borders show only while the step is in error. */
function StepFields({
  layout,
  highlightRequired = false,
  ...props
}: StepProps & {
  layout: typeof DETAILS | typeof MESSAGE;
  highlightRequired?: boolean;
}) {
  const { stepError, messages, invalid } = props;
  return (
    <div className="form-grid">
      <Fields
        layout={layout}
        idPrefix={ENHANCED_ID}
        bind={binder(props)}
        errors={stepError ? messages : {}}
        invalid={stepError ? invalid : []}
        highlightRequired={stepError && highlightRequired}
      />
    </div>
  );
}

/** Step 1: who is writing. Presence checks only; both inputs turn red while the step is in error. */
export function DetailsStep(props: StepProps) {
  return <StepFields {...props} layout={DETAILS} highlightRequired />;
}

/** Step 2: what it is about. */
export function MessageStep(props: StepProps) {
  return <StepFields {...props} layout={MESSAGE} />;
}

interface ReviewStepProps {
  readonly values: EnhancedContactValues;
  /** Complete was pressed and the message not stored (the store down, too many sends). */
  readonly notSent: boolean;
}

/** Step 3: everything once more before it is sent, and what happened if it could not be. */
export function ReviewStep({ values, notSent }: ReviewStepProps) {
  const rows: [string, string][] = [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone || 'Not provided'],
    ['Subject', subjectLabel(values.subject) ?? ''],
    ['How you heard about us', howHeardLabel(values.howHeard) ?? 'Not provided'],
    ['Message', values.message],
  ];
  return (
    <>
      <dl className="review-list">
        {rows.map(([label, value]) => (
          <div key={label} className="review-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {notSent ? (
        // The spec only logs it; the visitor is told too, in the words of the /contact form.
        <div className="form-status-region">
          <p role="alert" className="form-status form-status--error">
            {CONTACT_FAILURE}
          </p>
        </div>
      ) : null}
    </>
  );
}
