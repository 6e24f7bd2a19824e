import { describe, expect, it } from 'vitest';
import { floatingLift } from '#shared/layout/floating-controls-rules.ts';

// Two 48 px buttons with a 12 px gap, resting 12 px above the bottom of an 844 px phone screen.
const stack = { top: 724, bottom: 832 };
const HIGHEST = 422;
const GAP = 8;

describe('floatingLift', () => {
  it('stays at rest when nothing is in the column', () => {
    expect(floatingLift(stack, [], HIGHEST, GAP)).toBe(0);
  });

  it('stays at rest when the controls keep their distance', () => {
    const controls = [
      { top: 600, bottom: 644 },
      { top: 840, bottom: 884 },
    ];
    expect(floatingLift(stack, controls, HIGHEST, GAP)).toBe(0);
  });

  it('rises above a control under it, keeping the gap', () => {
    // A form's Complete button at the bottom edge of the screen.
    const lift = floatingLift(stack, [{ top: 796, bottom: 840 }], HIGHEST, GAP);
    expect(lift).toBe(832 - (796 - GAP));
  });

  it('also moves for a control that only comes within the gap', () => {
    expect(floatingLift(stack, [{ top: 836, bottom: 880 }], HIGHEST, GAP)).toBe(832 - 828);
  });

  it('rises past a control that its first step would cover, to the next free gap', () => {
    const controls = [
      { top: 796, bottom: 840 },
      { top: 700, bottom: 744 },
    ];
    expect(floatingLift(stack, controls, HIGHEST, GAP)).toBe(832 - (700 - GAP));
  });

  it('stops at a gap between controls that is tall enough', () => {
    const controls = [
      { top: 796, bottom: 840 },
      { top: 500, bottom: 544 },
    ];
    expect(floatingLift(stack, controls, HIGHEST, GAP)).toBe(832 - (796 - GAP));
  });

  it('stays at rest rather than rise past the highest point allowed', () => {
    const controls = [
      { top: 796, bottom: 840 },
      { top: 500, bottom: 790 },
    ];
    expect(floatingLift(stack, controls, HIGHEST, GAP)).toBe(0);
  });
});
