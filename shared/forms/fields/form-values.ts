/** Form values and errors as plain data: what a form needs to render, without its validation. */

/** Field errors of a form: one message per field, the first rule that failed. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Only the form's own fields, as posted (the schemas trim): unknown fields and repeated
 * values are ignored, a missing field is an empty string.
 */
export function readFields<Field extends string>(
  formData: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function emptyValues<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}
