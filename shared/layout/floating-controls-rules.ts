/** A vertical extent on the screen, in CSS pixels from the top of the viewport. */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How far the floating controls rise so that no page control lies under them. `stack` is where
 * they rest, `controls` the page controls in their column, `highest` the highest point their top
 * may reach. From the resting place up, each control in the way (with `gap` around it) pushes
 * them above it, until they fit between two controls. When they would have to rise past
 * `highest` they stay where they rest (0): jumping up the screen would be worse than a control
 * the visitor can scroll clear.
 */
export function floatingLift(
  stack: Span,
  controls: readonly Span[],
  highest: number,
  gap: number,
): number {
  const height = stack.bottom - stack.top;
  let bottom = stack.bottom;
  for (;;) {
    const inTheWay = controls.filter(
      (control) => control.top < bottom + gap && control.bottom > bottom - height - gap,
    );
    if (inTheWay.length === 0) return stack.bottom - bottom;
    // Strictly higher each time (every control in the way starts above bottom + gap): it ends.
    bottom = Math.min(...inTheWay.map((control) => control.top)) - gap;
    if (bottom - height < highest) return 0;
  }
}
