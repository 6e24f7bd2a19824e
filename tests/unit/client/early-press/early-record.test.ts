// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordPressesBeforeApp } from '#client/early-press/early-record.ts';

/** Nothing handles these clicks yet: a submit button must not post the test page away. */
const stay = (event: Event) => event.preventDefault();

afterEach(() => {
  document.removeEventListener('submit', stay);
  document.body.innerHTML = '';
  // The recorder's listener stays on the document: a taken-over record stops it.
  if (window.__earlyPresses) window.__earlyPresses.app = 1;
  delete window.__earlyPresses;
});

/** A page of `html` with the recorder on; clicks by selector, and the ids of the recorded buttons. */
function page(html: string) {
  document.body.innerHTML = html;
  recordPressesBeforeApp();
  document.addEventListener('submit', stay);
  return {
    click: (selector: string) =>
      document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    recorded: () => (window.__earlyPresses?.buttons ?? []).map((button) => button.id),
  };
}

describe('presses before the app’s code runs', () => {
  it('are recorded on each button without a native action, the first press per button, in order', () => {
    const presses = page(
      '<button type="button" id="theme"><svg id="icon"></svg></button><button type="button" id="personalize"></button>',
    );
    presses.click('#icon');
    presses.click('#personalize');
    presses.click('#theme');
    expect(presses.recorded()).toEqual(['theme', 'personalize']);
  });

  it('are never recorded where they work natively: links, summaries, a form’s submit or reset, disabled buttons', () => {
    const presses = page(
      '<a id="link" href="#x">x</a><details><summary id="summary">s</summary></details>' +
        '<form><button id="submit">Send</button><button type="reset" id="reset">Reset</button></form>' +
        '<button type="button" id="disabled" disabled></button>',
    );
    for (const selector of ['#link', '#summary', '#submit', '#reset', '#disabled'])
      presses.click(selector);
    expect(presses.recorded()).toEqual([]);
  });

  it('are recorded on a button outside any form whatever its type (it has no native action there)', () => {
    const presses = page(
      '<button id="back">Go back</button><form><button type="button" id="in-form">x</button></form>',
    );
    presses.click('#back');
    presses.click('#in-form');
    expect(presses.recorded()).toEqual(['back', 'in-form']);
  });

  it('record each field the visitor changed, once', () => {
    const presses = page('<input id="name"><select id="plan"><option>a</option></select>');
    for (const selector of ['#name', '#plan', '#name'])
      document.querySelector(selector)?.dispatchEvent(new Event('input', { bubbles: true }));
    expect((window.__earlyPresses?.fields ?? []).map((field) => field.id)).toEqual([
      'name',
      'plan',
    ]);
    expect(presses.recorded()).toEqual([]);
  });

  it('are no longer recorded once the app has taken over', () => {
    const presses = page(
      '<button type="button" id="before"></button><button type="button" id="after"></button>',
    );
    presses.click('#before');
    if (window.__earlyPresses) window.__earlyPresses.app = 1;
    presses.click('#after');
    expect(presses.recorded()).toEqual(['before']);
  });
});
