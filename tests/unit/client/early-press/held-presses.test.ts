// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HeldPresses } from '#client/early-press/held-presses.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** One button in the page, and an empty list of the presses made. */
function oneButton() {
  document.body.innerHTML = '<button id="a"></button>';
  const button = document.querySelector('button');
  if (!button) throw new Error('no button');
  return { button, made: [] as string[], held: new HeldPresses() };
}

describe('held presses', () => {
  it('are made once each, oldest first, when released; a second press on one element is dropped', () => {
    document.body.innerHTML = '<button id="a"></button><button id="b"></button>';
    const [a, b] = document.querySelectorAll('button');
    if (!a || !b) throw new Error('no buttons');
    const made: string[] = [];
    const held = new HeldPresses();
    expect(held.hold(a, () => made.push('a'))).toBe(true);
    expect(held.hold(b, () => made.push('b'))).toBe(true);
    expect(held.hold(a, () => made.push('a again'))).toBe(false);
    expect(made).toEqual([]);
    held.release();
    held.release();
    expect(made).toEqual(['a', 'b']);
    // Released: the code is there, a press goes straight to it.
    expect(held.hold(a, () => made.push('late'))).toBe(false);
  });

  it('hold a key beside a press on the same element, one of each kind', () => {
    const { button, made, held } = oneButton();
    expect(held.hold(button, () => made.push('press'))).toBe(true);
    expect(held.hold(button, () => made.push('key'), 'key')).toBe(true);
    expect(held.hold(button, () => made.push('key again'), 'key')).toBe(false);
    held.release();
    expect(made).toEqual(['press', 'key']);
  });

  it('drop a press on what has left the page meanwhile', () => {
    const { button, made, held } = oneButton();
    held.hold(button, () => made.push('a'));
    button.remove();
    held.release();
    expect(made).toEqual([]);
  });
});
