import { useSyncExternalStore, type FormEvent } from 'react';
import type { FieldErrors } from './form-values.ts';

export type Validate<Field extends string> = (values: Record<Field, string>) => FieldErrors<Field>;

/**
 * A form's validation as its own chunk, loaded on first use (a field focused, a submit) rather
 * than with the page: the schemas and their library are needed to check a form, not to show it.
 */
export interface LazyValidator<Field extends string> {
  /** The validation once loaded (synchronous, for submit handlers), else null. */
  readonly current: () => Validate<Field> | null;
  /** Starts loading (once) and resolves with the validation. */
  readonly load: () => Promise<Validate<Field>>;
  readonly subscribe: (listener: () => void) => () => void;
}

export function lazyValidator<Field extends string>(
  importValidate: () => Promise<Validate<Field>>,
): LazyValidator<Field> {
  let validate: Validate<Field> | null = null;
  let pending: Promise<Validate<Field>> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => validate,
    load: () =>
      (pending ??= importValidate().then((loaded) => {
        validate = loaded;
        for (const listener of listeners) listener();
        return loaded;
      })),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const notLoaded = () => null;

/**
 * The validation for rendering errors: null on the server and while hydrating (the form then
 * shows the errors its server answer carried), and until it is loaded.
 */
export function useValidator<Field extends string>(
  validator: LazyValidator<Field>,
): Validate<Field> | null {
  return useSyncExternalStore(validator.subscribe, validator.current, notLoaded);
}

/**
 * The start of every lazily checked form's submit: the checks, once loaded. Before that, this
 * submit is cancelled, the checks load, and the form is submitted again, so the press counts.
 */
export function checksOrResubmit<Field extends string>(
  event: FormEvent<HTMLFormElement>,
  validator: LazyValidator<Field>,
): Validate<Field> | null {
  const check = validator.current();
  if (check) return check;
  event.preventDefault();
  const target = event.currentTarget;
  void validator.load().then(() => target.requestSubmit());
  return null;
}
