/** A vertical extent on the screen, in CSS pixels from the top of the viewport. */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * Where the floating controls are: `lift` pixels above where they rest, or `aside`, slid out of
 * the screen at its edge (hidden, taking no taps) while no place in their column is free.
 */
export interface FloatingPlace {
  readonly lift: number;
  readonly aside: boolean;
}

export const AT_REST: FloatingPlace = { lift: 0, aside: false };

/**
 * How far the floating controls rise so that no page control lies under them, or undefined when
 * there is no such place low enough. `stack` is where they rest, `controls` the page controls in
 * their column (every one, however wide), `highest` the highest point their top may reach. From
 * the resting place up, each control in the way (with `gap` around it) pushes them above it, until
 * they fit between two controls: the nearest clear gap above.
 */
export function clearLift(
  stack: Span,
  controls: readonly Span[],
  highest: number,
  gap: number,
): number | undefined {
  const height = stack.bottom - stack.top;
  let bottom = stack.bottom;
  for (;;) {
    const inTheWay = controls.filter(
      (control) => control.top < bottom + gap && control.bottom > bottom - height - gap,
    );
    if (inTheWay.length === 0) return stack.bottom - bottom;
    // Strictly higher each time (every control in the way starts above bottom + gap): it ends.
    bottom = Math.min(...inTheWay.map((control) => control.top)) - gap;
    if (bottom - height < highest) return undefined;
  }
}

/** Whether nothing lies under the controls (with `gap` around them) when lifted by `lift`. */
export function clearAt(
  stack: Span,
  controls: readonly Span[],
  lift: number,
  gap: number,
): boolean {
  return !controls.some(
    (control) => control.top < stack.bottom - lift + gap && control.bottom > stack.top - lift - gap,
  );
}

/**
 * Where the floating controls go, from where they are (`current`). They never cover a control,
 * and move as little as they can:
 *
 * - where they rest is clear: they rest;
 * - a control comes under them at rest: they rise to the nearest clear gap above it (no higher
 *   than `highest`), or, when there is none, step aside;
 * - lifted, they stay while that place is clear; when a control reaches them there (it moves up
 *   with the page) they step aside rather than ride up the screen in front of it;
 * - aside, they stay aside until no control passes under where they rest, then come back.
 *
 * `keepShown` (focus is inside them) never lets them step aside: they rise if they can, else stay
 * where they are (or, were they aside, come back to rest).
 */
export function floatingPlace(
  current: FloatingPlace,
  stack: Span,
  controls: readonly Span[],
  highest: number,
  gap: number,
  keepShown: boolean,
): FloatingPlace {
  if (clearAt(stack, controls, 0, gap)) return AT_REST;
  if (keepShown) {
    if (!current.aside && clearAt(stack, controls, current.lift, gap)) return current;
    const lift = clearLift(stack, controls, highest, gap);
    if (lift !== undefined) return { lift, aside: false };
    return current.aside ? AT_REST : current;
  }
  if (current.aside) return current;
  if (current.lift > 0) {
    return clearAt(stack, controls, current.lift, gap) ? current : { ...current, aside: true };
  }
  const lift = clearLift(stack, controls, highest, gap);
  // Aside at the height they left from: they slide out sideways, not across the page.
  return lift === undefined ? { lift: current.lift, aside: true } : { lift, aside: false };
}

/** Whether two places are the same (nothing to change on the page). */
export function samePlace(a: FloatingPlace, b: FloatingPlace): boolean {
  return a.lift === b.lift && a.aside === b.aside;
}
