import { useCallback, useState } from 'react';
import type { BoundControl, ControlProps } from './form-field.tsx';
import type { FieldErrors } from './form-rules.ts';

/** Errors a visitor should see: a field's after it was touched, all of them after a submit. */
export function visibleErrors<Field extends string>(
  errors: FieldErrors<Field>,
  touched: ReadonlySet<Field>,
  attempted: boolean,
): FieldErrors<Field> {
  if (attempted) return errors;
  const shown: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string][]) {
    if (touched.has(field)) shown[field] = message;
  }
  return shown;
}

/**
 * Values, touched fields and the submit attempt of a form with live validation. A server answer
 * (JavaScript off, or a post before hydration) seeds the values and counts as an attempt.
 */
export function useFormState<Field extends string>(
  initialValues: Record<Field, string>,
  initiallyAttempted: boolean,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [attempted, setAttempted] = useState(initiallyAttempted);

  const change = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const blur = useCallback((field: Field) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);
  const clear = useCallback((emptyValues: Record<Field, string>) => {
    setValues(emptyValues);
    setTouched(new Set());
    setAttempted(false);
  }, []);

  /** A field's control wired to this state: its value, changes, blur, and whether it is disabled. */
  const bind = (field: Field, control: ControlProps, disabled: boolean): BoundControl => ({
    ...control,
    value: values[field],
    disabled,
    onChange: (event) => change(field, event.target.value),
    onBlur: () => blur(field),
  });

  return {
    values,
    touched,
    attempted,
    change,
    blur,
    clear,
    bind,
    markAttempted: () => setAttempted(true),
  };
}
