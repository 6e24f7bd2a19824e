import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';

/** Attributes every control of a field gets: its id, error state and descriptions. */
export interface ControlProps {
  readonly id: string;
  readonly name: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly className: string;
}

interface FormFieldProps {
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

/**
 * For submit buttons below fields with live errors: pressing the button would blur the field,
 * its message would appear and push the button away before the click completes. Keeping focus
 * where it is on mousedown makes the click land; keyboard and assistive-technology use is
 * unchanged, and a failed submit moves focus on purpose anyway.
 */
export function keepFocusOnPress(event: ReactMouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
