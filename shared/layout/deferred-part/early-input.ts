/**
 * What the visitor typed, chose or slid in a part's fields before it hydrated: React keeps it on
 * screen, but its state does not have it, so the next render would undo it. Called once the part
 * has hydrated (from an effect), before its held presses are replayed.
 *
 * Each such field is told to React as if changed now. React keeps its own record of a field's
 * value or `checked`, updated by the element's setter: the field is set back to what React
 * rendered (which updates that record), then changed the way the visitor did, past the record.
 * Ticks and choices made by a press are not here: the press itself is held and replayed
 * (client/press-replay.ts), so a box ticked by a press is back to unticked until then. A radio
 * chosen with the arrow keys is.
 */
export function announceEarlyInput(holder: Element | null): void {
  for (const field of holder?.querySelectorAll('input, textarea, select') ?? []) {
    if (field instanceof HTMLSelectElement) announceChoice(field);
    else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    )
      announceTick(field);
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      announceText(field);
  }
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
