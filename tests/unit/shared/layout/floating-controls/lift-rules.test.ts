import { describe, expect, it } from 'vitest';
import {
  AT_REST,
  clearAt,
  clearLift,
  floatingPlace,
  type FloatingPlace,
  type Span,
} from '#shared/layout/floating-controls/lift-rules.ts';

// Two 48 px buttons with a 12 px gap, resting 12 px above the bottom of an 844 px phone screen.
const stack = { top: 724, bottom: 832 };
const HIGHEST = 422;
const GAP = 8;

/** Where the buttons go from `current` with `controls` in their column. */
function place(current: FloatingPlace, controls: readonly Span[], keepShown = false) {
  return floatingPlace(current, stack, controls, HIGHEST, GAP, keepShown);
}

describe('clearLift', () => {
  it('is 0 when nothing is in the column', () => {
    expect(clearLift(stack, [], HIGHEST, GAP)).toBe(0);
  });

  it('is 0 when the controls keep their distance', () => {
    const controls = [
      { top: 600, bottom: 644 },
      { top: 840, bottom: 884 },
    ];
    expect(clearLift(stack, controls, HIGHEST, GAP)).toBe(0);
  });

  it('rises above a control under the buttons, keeping the gap', () => {
    // A form's Complete button at the bottom edge of the screen.
    expect(clearLift(stack, [{ top: 796, bottom: 840 }], HIGHEST, GAP)).toBe(832 - (796 - GAP));
  });

  it('also rises for a control that only comes within the gap', () => {
    expect(clearLift(stack, [{ top: 836, bottom: 880 }], HIGHEST, GAP)).toBe(832 - 828);
  });

  it('rises past a control that its first step would cover, to the nearest clear gap', () => {
    const controls = [
      { top: 796, bottom: 840 },
      { top: 700, bottom: 744 },
    ];
    expect(clearLift(stack, controls, HIGHEST, GAP)).toBe(832 - (700 - GAP));
  });

  it('stops at the first gap between controls that is tall enough', () => {
    const controls = [
      { top: 796, bottom: 840 },
      { top: 500, bottom: 544 },
    ];
    expect(clearLift(stack, controls, HIGHEST, GAP)).toBe(832 - (796 - GAP));
  });

  it('finds no place when the gap would be above the highest point allowed', () => {
    const controls = [
      { top: 796, bottom: 840 },
      { top: 500, bottom: 790 },
    ];
    expect(clearLift(stack, controls, HIGHEST, GAP)).toBeUndefined();
  });
});

describe('clearAt', () => {
  it('tells whether a control comes within the gap of the lifted buttons', () => {
    const controls = [{ top: 796, bottom: 840 }];
    expect(clearAt(stack, controls, 0, GAP)).toBe(false);
    expect(clearAt(stack, controls, 832 - (796 - GAP), GAP)).toBe(true);
    expect(clearAt(stack, controls, 832 - (796 - GAP) - 1, GAP)).toBe(false);
  });
});

describe('floatingPlace', () => {
  const under = { top: 796, bottom: 840 };
  const lifted = { lift: 832 - (796 - GAP), aside: false };
  // No gap for them in the lower half: a tall card from the middle down.
  const tall = [{ top: 400, bottom: 840 }];

  it('rests while nothing is under where they rest', () => {
    expect(place(AT_REST, [])).toEqual(AT_REST);
    expect(place(AT_REST, [{ top: 600, bottom: 644 }])).toEqual(AT_REST);
  });

  it('rises to the nearest clear gap above a control that comes under them', () => {
    expect(place(AT_REST, [under])).toEqual(lifted);
  });

  it('stays lifted while that place is clear', () => {
    // The page scrolled back a little: the control moved down, further from them.
    expect(place(lifted, [{ top: 810, bottom: 854 }])).toEqual(lifted);
  });

  it('steps aside when there is no clear gap low enough', () => {
    expect(place(AT_REST, tall)).toEqual({ lift: 0, aside: true });
  });

  it('steps aside, not higher up, when a control reaches them where they were lifted to', () => {
    expect(place(lifted, [{ top: 760, bottom: 804 }])).toEqual({ ...lifted, aside: true });
  });

  it('stays aside while a control is under where they rest, even with a gap above it', () => {
    const aside = { lift: 0, aside: true };
    expect(place(aside, tall)).toEqual(aside);
    expect(place(aside, [under])).toEqual(aside);
  });

  it('comes back to rest once nothing is under where they rest', () => {
    expect(place({ lift: 0, aside: true }, [])).toEqual(AT_REST);
    expect(place({ lift: 40, aside: true }, [{ top: 300, bottom: 344 }])).toEqual(AT_REST);
    expect(place(lifted, [])).toEqual(AT_REST);
  });

  describe('with focus inside them (keepShown)', () => {
    it('never steps aside: stays where it is when there is no gap', () => {
      expect(place(AT_REST, tall, true)).toEqual(AT_REST);
      expect(place(lifted, [{ top: 400, bottom: 840 }], true)).toEqual(lifted);
    });

    it('still rises to a clear gap when there is one', () => {
      expect(place(AT_REST, [under], true)).toEqual(lifted);
    });

    it('comes back from aside, to a clear gap or else to rest', () => {
      expect(place({ lift: 0, aside: true }, [under], true)).toEqual(lifted);
      expect(place({ lift: 0, aside: true }, tall, true)).toEqual(AT_REST);
    });
  });
});
