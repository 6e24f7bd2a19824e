// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyTaps } from '#client/before-paint/tap-recording.ts';

/** Nothing handles these clicks yet: a submit button must not post the test page away. */
const stay = (event: Event) => event.preventDefault();

afterEach(() => {
  document.removeEventListener('submit', stay);
  document.body.innerHTML = '';
  delete window.__taps;
});

/** A page of `html` with the recorder on; clicks by id, and the ids of the recorded buttons. */
function page(html: string) {
  document.body.innerHTML = html;
  recordEarlyTaps();
  document.addEventListener('submit', stay);
  return {
    click: (selector: string) =>
      document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    recorded: () => (window.__taps?.buttons ?? []).map((button) => button.id),
  };
}

describe('taps before hydration', () => {
  it('records the first tap on each button without a native action, in order', () => {
    const taps = page(
      '<button type="button" id="theme"><svg id="icon"></svg></button><button type="button" id="personalize"></button>',
    );
    taps.click('#icon');
    taps.click('#personalize');
    taps.click('#theme');
    expect(taps.recorded()).toEqual(['theme', 'personalize']);
  });

  it('never records what works natively: links, summaries, a form’s submit or reset, disabled buttons', () => {
    const taps = page(
      '<a id="link" href="#x">x</a><details><summary id="summary">s</summary></details>' +
        '<form><button id="submit">Send</button><button type="reset" id="reset">Reset</button></form>' +
        '<button type="button" id="disabled" disabled></button>',
    );
    for (const selector of ['#link', '#summary', '#submit', '#reset', '#disabled'])
      taps.click(selector);
    expect(taps.recorded()).toEqual([]);
  });

  it('records a button outside any form whatever its type (it has no native action there)', () => {
    const taps = page(
      '<button id="back">Go back</button><form><button type="button" id="in-form">x</button></form>',
    );
    taps.click('#back');
    taps.click('#in-form');
    expect(taps.recorded()).toEqual(['back', 'in-form']);
  });

  it('stops recording once React listens', () => {
    const taps = page(
      '<button type="button" id="before"></button><button type="button" id="after"></button>',
    );
    taps.click('#before');
    if (window.__taps) window.__taps.reactListens = 1;
    taps.click('#after');
    expect(taps.recorded()).toEqual(['before']);
  });
});
