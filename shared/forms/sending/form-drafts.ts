/**
 * A form's answers between the steps of a post without JavaScript, kept by the server (in the
 * lead store, so every replica finds them) under a random id that the step's address holds:
 * each step is answered with a redirect to its own address, so Back and Reload never post the
 * answers again, and nothing the visitor typed is in an address. In the browser there are
 * none: its form keeps its own state.
 */
export interface FormDrafts {
  /** Keeps `data` under `id` when that draft is still kept, else under a new id; null: none. */
  readonly save: (
    id: string | null,
    values: Readonly<Record<string, string>>,
    data: unknown,
  ) => Promise<string | null>;
  /** What is kept under `id`, or null (unknown, expired). */
  readonly read: (id: string) => Promise<unknown>;
  readonly remove: (id: string) => Promise<void>;
}

const none: FormDrafts = {
  save: () => Promise.resolve(null),
  read: () => Promise.resolve(null),
  remove: () => Promise.resolve(),
};

let drafts: FormDrafts = none;

/** The server sets its own; returns the one it replaces (tests put it back). */
export function setFormDrafts(next: FormDrafts): FormDrafts {
  const previous = drafts;
  drafts = next;
  return previous;
}

export function formDrafts(): FormDrafts {
  return drafts;
}

/** The hidden field of a step page: the id of the draft it continues. */
export const DRAFT_FIELD = 'draft';
