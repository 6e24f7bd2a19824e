/**
 * A checklist's ticks in the URL, so it works without JavaScript: a GET form whose checkboxes
 * send `<prefix><id>=done` and whose hidden `<marker>=1` says the list was sent (so an empty
 * list is not read as "nothing chosen yet"). One parameter per item, because the page cache
 * keeps one value per parameter name. With JavaScript the page writes the same URL in place.
 */
export interface ChecklistQuery {
  /** Present once the visitor has sent the list. */
  readonly marker: string;
  /** Put in front of an item's id to name its parameter. */
  readonly prefix: string;
}

interface ChecklistItem {
  readonly id: string;
  /** Ticked before the visitor changes anything. */
  readonly initiallyDone: boolean;
}

export const CHECKLIST_DONE = 'done';

/** The query parameters the checklist reads: the marker, then one per item. */
export function checklistParams(query: ChecklistQuery, ids: readonly string[]): string[] {
  return [query.marker, ...ids.map((id) => `${query.prefix}${id}`)];
}

/** The ticked items a query string describes; the starting state when none was sent. */
export function checklistFromQuery(
  query: ChecklistQuery,
  items: readonly ChecklistItem[],
  params: URLSearchParams,
): Record<string, boolean> {
  const sent = params.get(query.marker) !== null;
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      sent ? params.get(`${query.prefix}${item.id}`) !== null : item.initiallyDone,
    ]),
  );
}

/** `search` with the checklist's parameters set to `done` (what the form sends), others kept. */
export function withChecklist(
  search: string,
  query: ChecklistQuery,
  ids: readonly string[],
  done: Readonly<Record<string, boolean>>,
): string {
  const params = new URLSearchParams(search);
  for (const name of checklistParams(query, ids)) params.delete(name);
  params.set(query.marker, '1');
  for (const id of ids) if (done[id]) params.set(`${query.prefix}${id}`, CHECKLIST_DONE);
  return `?${params.toString()}`;
}
