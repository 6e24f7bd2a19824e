import type {
  InputHTMLAttributes,
  MouseEvent as ReactMouseEvent,
  ReactNode,
  TextareaHTMLAttributes,
} from 'react';
import { TRAP_FIELD } from '../sending/lead-recorder.ts';

/** Attributes every control of a field gets: its id, error state and descriptions. */
export interface ControlProps {
  readonly id: string;
  readonly name: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly className: string;
}

export interface FormFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  /** The message under the field; also makes the control `aria-invalid`. */
  readonly error?: string | undefined;
  /** Invalid without a message of its own (enhanced contact: email presence). */
  readonly invalid?: boolean;
  /** Red border only, e.g. every field of a step that is in error. */
  readonly highlight?: boolean;
  readonly hint?: string;
  readonly required?: boolean;
  /** Shows "(optional)" after the label. */
  readonly optional?: boolean;
  readonly hideLabel?: boolean;
  readonly className?: string;
  readonly children: (control: ControlProps) => ReactNode;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

/** Label, control, hint and error of one input, wired for assistive technology. */
export function FormField({
  id,
  name,
  label,
  error,
  invalid = false,
  highlight = false,
  hint,
  required = false,
  optional = false,
  hideLabel = false,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [error ? errorId(id) : undefined, hintId].filter(Boolean).join(' ');
  const isInvalid = Boolean(error) || invalid;
  const controlClasses = ['form-field__control', isInvalid || highlight ? 'is-invalid' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-field__label'}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': isInvalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: controlClasses,
      })}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="form-field__error">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10 1.7a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6Zm.9 12.5H9.1v-1.8h1.8v1.8Zm0-3.4H9.1V5.8h1.8v5Z"
            />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldSpec = { readonly label: string } & (
  | {
      readonly input: Pick<
        InputHTMLAttributes<HTMLInputElement>,
        'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'
      >;
    }
  | { readonly textarea: Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'maxLength'> }
  /** The options come from the form (content stays out of the footer newsletter's bundle). */
  | { readonly select: { readonly placeholder: string } }
);

/** Every field of the site's forms, written once: its label and its control's attributes. */
const FIELDS = {
  name: { label: 'Name', input: { type: 'text', autoComplete: 'name', maxLength: 100 } },
  email: {
    label: 'Email',
    input: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  },
  phone: { label: 'Phone', input: { type: 'tel', autoComplete: 'tel', maxLength: 30 } },
  website: {
    label: 'Website',
    input: {
      type: 'url',
      autoComplete: 'url',
      inputMode: 'url',
      placeholder: 'yourcompany.com',
      maxLength: 2048,
    },
  },
  subject: { label: 'Subject', select: { placeholder: 'Select a subject' } },
  howHeard: { label: 'How did you hear about us?', select: { placeholder: 'Choose an answer' } },
  message: { label: 'Message', textarea: { rows: 6, maxLength: 3000 } },
  additionalInfo: { label: 'Additional Information', textarea: { rows: 3, maxLength: 1500 } },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof FIELDS;

/** A control wired by its form: the field's attributes plus the form's value and handlers. */
export interface BoundControl extends ControlProps {
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (event: { target: { value: string } }) => void;
  readonly onBlur?: () => void;
}

interface FieldProps<F extends FieldName> extends Omit<
  FormFieldProps,
  'id' | 'name' | 'label' | 'children'
> {
  readonly field: F;
  /** The control's id is `${idPrefix}-${field}`, unique on the page. */
  readonly idPrefix: string;
  readonly bind: (field: F, control: ControlProps) => BoundControl;
  /** Replaces the field's own placeholder, if any. */
  readonly placeholder?: string;
  /** A select's choices. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/** One field of a form by its name: label, control, hint and error. */
export function Field<F extends FieldName>({
  field,
  idPrefix,
  bind,
  placeholder,
  options = [],
  ...frame
}: FieldProps<F>) {
  const spec: FieldSpec = FIELDS[field];
  return (
    <FormField {...frame} id={`${idPrefix}-${field}`} name={field} label={spec.label}>
      {(props) => {
        const control = bind(field, props);
        if ('select' in spec) {
          return (
            <select {...control}>
              <option value="">{spec.select.placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        if ('textarea' in spec) {
          return <textarea {...control} {...spec.textarea} placeholder={placeholder} />;
        }
        return (
          <input {...control} {...spec.input} placeholder={placeholder ?? spec.input.placeholder} />
        );
      }}
    </FormField>
  );
}

/** A form's use of one field: which, and how it shows (required, hint, width...). */
export type FieldLayout<F extends FieldName> = Pick<
  FieldProps<F>,
  'field' | 'required' | 'optional' | 'hint' | 'className' | 'placeholder' | 'options'
>;

interface FieldsProps<F extends FieldName> {
  readonly layout: readonly FieldLayout<F>[];
  readonly idPrefix: string;
  readonly bind: (field: NoInfer<F>, control: ControlProps) => BoundControl;
  /** The messages shown now, one per field. */
  readonly errors: Partial<Record<NoInfer<F>, string>>;
  /** Fields invalid without a message of their own. */
  readonly invalid?: readonly string[];
  /** Red borders on every required field, e.g. while a step is in error. */
  readonly highlightRequired?: boolean;
}

/** A form's fields in the order of its layout. */
export function Fields<F extends FieldName>({
  layout,
  errors,
  invalid = [],
  highlightRequired = false,
  ...form
}: FieldsProps<F>) {
  return layout.map((item) => (
    <Field
      key={item.field}
      {...item}
      {...form}
      error={errors[item.field]}
      invalid={invalid.includes(item.field)}
      highlight={highlightRequired && item.required}
    />
  ));
}

/**
 * For submit buttons below fields with live errors: pressing the button would blur the field,
 * its message would appear and push the button away before the click completes. Keeping focus
 * where it is on mousedown makes the click land; keyboard and assistive-technology use is
 * unchanged, and a failed submit moves focus on purpose anyway.
 */
export function keepFocusOnPress(event: ReactMouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

/**
 * The honeypot every lead form carries: invisible, out of the tab order, hidden from assistive
 * technology and from autofill, so only a bot fills it (its submission is kept but flagged).
 */
export function TrapField({ idPrefix }: { readonly idPrefix: string }) {
  const id = `${idPrefix}-${TRAP_FIELD}`;
  return (
    // No label: nobody is shown it or told of it (hidden from every visitor, assistive
    // technology included), and a bot reads the name.
    <input
      id={id}
      className="form-trap"
      name={TRAP_FIELD}
      type="text"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
    />
  );
}
