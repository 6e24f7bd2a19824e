import { useSyncExternalStore, type FormEvent } from 'react';

/**
 * A form's validation as its own chunk, loaded on first use (a field focused, a submit) rather
 * than with the page: the schemas and their library are needed to check a form, not to show it.
 * `Check` is the form's validation function: values to field errors, for most forms.
 */
export interface LazyValidator<Check> {
  /** The validation once loaded (synchronous, for submit handlers), else null. */
  readonly current: () => Check | null;
  /** Starts loading (once) and resolves with the validation. */
  readonly load: () => Promise<Check>;
  readonly subscribe: (listener: () => void) => () => void;
}

export function lazyValidator<Check>(importValidate: () => Promise<Check>): LazyValidator<Check> {
  let validate: Check | null = null;
  let pending: Promise<Check> | null = null;
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
export function useValidator<Check>(validator: LazyValidator<Check>): Check | null {
  return useSyncExternalStore(validator.subscribe, validator.current, notLoaded);
}

/**
 * The start of every lazily checked form's submit: the checks, once loaded. Before that, this
 * submit is cancelled, the checks load, and the form is submitted again by the same button, so
 * the press counts (and a form with several submit buttons knows which).
 */
export function checksOrResubmit<Check>(
  event: FormEvent<HTMLFormElement>,
  validator: LazyValidator<Check>,
): Check | null {
  const check = validator.current();
  if (check) return check;
  event.preventDefault();
  const target = event.currentTarget;
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  // A submit without a button (Enter with none, requestSubmit()) is sent again as one.
  void validator
    .load()
    .then(() => (submitter ? target.requestSubmit(submitter) : target.requestSubmit()));
  return null;
}
