/**
 * What the visitor typed, chose or slid before the code of its part of the page was there: React
 * keeps it on screen, but its state does not have it, so the next render would undo it (a name
 * typed in the home page's form before hydration vanished as soon as the next field was typed
 * in). Told to React once that code has hydrated: for a part that hydrates later, every field of
 * the part, from its effect before its held presses are made again; for the rest of the page,
 * the fields the visitor changed before React listened, once the page is hydrated
 * (./early-presses.ts).
 *
 * Each such field is told to React as if changed now. React keeps its own record of a field's
 * value or `checked`, updated by the element's setter: the field is set back to what React
 * rendered (which updates that record), then changed the way the visitor did, past the record.
 * In a part, ticks and choices made by a press are not here: the press
 * itself is held and made again, so a box ticked by a press is back to unticked until then. A
 * radio chosen with the arrow keys is.
 */
export function announceEarlyInput(holder: Element | null): void {
  for (const field of holder?.querySelectorAll('input, textarea, select') ?? [])
    announceField(field);
}

/** One field, as `announceEarlyInput` tells each (nothing for one left as React rendered it). */
export function announceField(field: Element): void {
  if (field instanceof HTMLSelectElement) announceChoice(field);
  else if (
    field instanceof HTMLInputElement &&
    (field.type === 'checkbox' || field.type === 'radio')
  )
    announceTick(field);
  else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    announceText(field);
}

function announceChoice(select: HTMLSelectElement): void {
  if ([...select.options].some((option) => option.selected !== option.defaultSelected))
    select.dispatchEvent(new Event('change', { bubbles: true }));
}

function announceTick(box: HTMLInputElement): void {
  // A radio's change shows on the one chosen; the one unchosen follows from it.
  if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) return;
  box.checked = box.defaultChecked;
  box.click();
}

function announceText(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
