// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { announceEarlyInput } from '#client/early-press/typed-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A part's server HTML, and what each field tells (its events, with the value then). */
function part(html: string) {
  document.body.innerHTML = `<div id="part">${html}</div>`;
  const heard: string[] = [];
  const holder = document.querySelector('#part');
  for (const type of ['input', 'change', 'click'])
    holder?.addEventListener(type, (event) => {
      const field = event.target as HTMLInputElement;
      heard.push(
        `${type} ${field.name}=${field.type === 'radio' ? String(field.checked) : field.value}`,
      );
    });
  return { holder, heard };
}

describe('what a visitor typed or chose before the part hydrated', () => {
  it('is told to React as typed now, through the value setter it watches', () => {
    const { holder, heard } = part(
      '<input name="email" value=""><textarea name="note"></textarea><input name="same" value="kept">',
    );
    const email = holder?.querySelector<HTMLInputElement>('[name=email]');
    const note = holder?.querySelector<HTMLTextAreaElement>('[name=note]');
    if (!email || !note) throw new Error('no fields');
    email.value = 'pat@example.com';
    note.value = 'Call me';
    announceEarlyInput(holder ?? null);
    // Untouched fields say nothing; the typed ones keep what was typed.
    expect(heard).toEqual(['input email=pat@example.com', 'input note=Call me']);
    expect([email.value, note.value]).toEqual(['pat@example.com', 'Call me']);
  });

  it('tells a choice made in a select or with the arrow keys on radios, not the ones left alone', () => {
    const { holder, heard } = part(
      '<select name="plan"><option selected>Starter</option><option>Pro</option></select>' +
        '<input type="radio" name="cycle" value="monthly" checked><input type="radio" name="cycle" value="annual">' +
        '<input type="checkbox" name="untouched">',
    );
    const select = holder?.querySelector('select');
    const radios = holder?.querySelectorAll<HTMLInputElement>('[name=cycle]');
    if (!select || !radios?.[1]) throw new Error('no fields');
    select.selectedIndex = 1;
    radios[1].checked = true;
    announceEarlyInput(holder ?? null);
    expect(heard).toEqual([
      'change plan=Pro',
      'click cycle=true',
      'input cycle=true',
      'change cycle=true',
    ]);
    expect(radios[1].checked).toBe(true);
  });

  it('does nothing without a holder (the part left the page)', () => {
    expect(() => announceEarlyInput(null)).not.toThrow();
  });
});
