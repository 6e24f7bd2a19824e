// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { recordPressesBeforeApp } from '#client/early-press/early-record.ts';
import { installEarlyPresses, type EarlyPresses } from '#client/early-press/early-presses.ts';
import { registerPart, type DeferredPart } from '#shared/layout/deferred-part/part-registry.ts';
import { CHUNK_RELOAD_KEY } from '#shared/routing/reload-on-chunk-error.ts';

/** Lets the part's promises (load, hydrated) and the replay that follows them run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let earlyPresses: EarlyPresses | undefined;
let count = 0;

/** The app's code runs: the path takes over from the pre-paint script's recorder. */
function appStarts(): EarlyPresses {
  earlyPresses = installEarlyPresses();
  return earlyPresses;
}

afterEach(() => {
  earlyPresses?.uninstall();
  earlyPresses = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  sessionStorage.clear();
  delete window.__earlyPresses;
});

/** A part named afresh for each test, holding `html`; its code arrives when `arrive` is called. */
function partWith(html: string) {
  const name = `part-${++count}`;
  let arrive!: () => void;
  let fail!: () => void;
  const part: DeferredPart = registerPart(
    name,
    () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve(() => null);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-hydrate-on-view="${name}">${html}</div>`,
  );
  return {
    part,
    arrive: () => arrive(),
    fail: () => fail(),
    /** What React does once the part's code is there and it has hydrated it. */
    hydrate: async () => {
      arrive();
      await settled();
      part.didHydrate();
      await settled();
    },
  };
}

/** The clicks `element` gets at its own listener (where React's handler would be reached). */
function clicksOn(element: Element | null): Event[] {
  const seen: Event[] = [];
  element?.addEventListener('click', (event) => seen.push(event));
  return seen;
}

describe('a press in a part that has not hydrated', () => {
  // The page listens already: these presses wait for their part alone.
  beforeEach(() => {
    appStarts().pageListens();
  });

  it('is held (React never sees it), starts the part loading, and is made once it hydrated', async () => {
    const { part, hydrate } = partWith('<button type="button">Next</button>');
    const button = document.querySelector('button');
    const clicks = clicksOn(button);
    button?.click();
    expect(clicks).toEqual([]);
    await settled();
    expect(part.Component).toBeNull(); // loading, not arrived
    await hydrate();
    expect(clicks).toHaveLength(1);
    // Once hydrated, a press goes straight through.
    button?.click();
    expect(clicks).toHaveLength(2);
  });

  it('is made once however often it was repeated while waiting (a form sent twice is sent once)', async () => {
    const { hydrate } = partWith(
      '<form><input name="agents" value="1"><button name="more" value="2">Increase</button></form>',
    );
    const button = document.querySelector('button');
    const sent: (HTMLElement | null)[] = [];
    document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event.submitter);
    });
    const clicks = clicksOn(button);
    button?.click();
    button?.click();
    expect([clicks.length, sent.length]).toEqual([0, 0]);
    await hydrate();
    // The button's own handler and then the form's, as a press after hydration.
    expect(clicks).toHaveLength(1);
    expect(sent).toEqual([button]);
  });

  it('ticks a box only once it can be told to React: cancelled now, made again then', async () => {
    const { hydrate } = partWith('<label><input type="checkbox"> Annual</label>');
    const box = document.querySelector('input');
    const changes: boolean[] = [];
    box?.addEventListener('change', () => changes.push(box.checked));
    document.querySelector('label')?.click();
    expect(box?.checked).toBe(false);
    await hydrate();
    expect([box?.checked, changes]).toEqual([true, [true]]);
  });

  it('holds a site link and a summary, but leaves other sites and same-page jumps to the browser', async () => {
    window.history.replaceState(null, '', '/');
    const { hydrate } = partWith(
      '<a id="site" href="/pricing">Pricing</a><a id="away" href="https://elsewhere.test/">Away</a>' +
        '<a id="jump" href="#faq">FAQ</a><details><summary>Why?</summary>Because.</details>' +
        // A header menu's section link on the home page: another address to the browser.
        '<a id="menu" href="/?#faq">FAQ</a>',
    );
    const site = clicksOn(document.querySelector('#site'));
    const away = clicksOn(document.querySelector('#away'));
    const jump = clicksOn(document.querySelector('#jump'));
    const summary = clicksOn(document.querySelector('summary'));
    const menu = clicksOn(document.querySelector('#menu'));
    for (const selector of ['#site', '#away', '#jump', 'summary', '#menu'])
      document.querySelector<HTMLElement>(selector)?.click();
    expect([site, away, jump, summary, menu].map((clicks) => clicks.length)).toEqual([
      0, 1, 1, 0, 0,
    ]);
    await hydrate();
    expect([site, away, jump, summary, menu].map((clicks) => clicks.length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });

  it('holds an Escape pressed meanwhile and presses it again after the held press, once', async () => {
    const { hydrate } = partWith('<button type="button">Menu</button>');
    const button = document.querySelector('button');
    const made: string[] = [];
    button?.addEventListener('click', () => made.push('click'));
    button?.addEventListener('keydown', (event) => made.push(`key ${event.key}`));
    const escape = () =>
      button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    button?.click();
    escape();
    escape();
    button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    // Other keys are the browser's (typing is input, Enter and Space a click): not held.
    expect(made).toEqual(['key a']);
    await hydrate();
    expect(made).toEqual(['key a', 'click', 'key Escape']);
  });

  it('holds an Escape made with the focus nowhere for the part holding a press', async () => {
    const { hydrate } = partWith('<button type="button">Menu</button>');
    const seen: string[] = [];
    const onKey = (event: KeyboardEvent) => seen.push(event.key);
    document.addEventListener('keydown', onKey);
    onTestFinished(() => document.removeEventListener('keydown', onKey));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    // No press held: the Escape is the page's.
    expect(seen).toEqual(['Escape']);
    document.querySelector('button')?.click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(seen).toEqual(['Escape']);
    await hydrate();
    expect(seen).toEqual(['Escape', 'Escape']);
  });

  it('leaves what a field holds to the early-input announcement: a click in a text box is not held', () => {
    partWith('<input name="search"><select><option>a</option></select>');
    const field = clicksOn(document.querySelector('input'));
    const select = clicksOn(document.querySelector('select'));
    document.querySelector('input')?.click();
    document.querySelector('select')?.click();
    expect([field.length, select.length]).toEqual([1, 1]);
  });

  it('holds a form sent without a press, and sends it once hydrated', async () => {
    const { hydrate } = partWith('<form><input name="q"></form>');
    const form = document.querySelector('form');
    const sent: Event[] = [];
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event);
    });
    form?.requestSubmit();
    expect(sent).toHaveLength(0);
    await hydrate();
    expect(sent).toHaveLength(1);
  });

  it('is made natively when the part’s code never arrives', async () => {
    // Its first failure reloads the page; this is the second, after which the page stays.
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { fail, part } = partWith('<button type="button">Play</button>');
    const clicks = clicksOn(document.querySelector('button'));
    document.querySelector('button')?.click();
    fail();
    await settled();
    expect(part.failed).toBe(true);
    expect(clicks).toHaveLength(1);
  });

  it('never touches a press outside the parts', () => {
    partWith('');
    document.body.insertAdjacentHTML('beforeend', '<button id="header">Menu</button>');
    const clicks = clicksOn(document.querySelector('#header'));
    document.querySelector<HTMLElement>('#header')?.click();
    expect(clicks).toHaveLength(1);
  });
});

describe('a press on the page before React listens', () => {
  it('is made once when the page listens: recorded before the app’s code ran, or after', () => {
    document.body.innerHTML =
      '<button type="button" id="theme">Theme</button><button type="button" id="menu">Menu</button>';
    const theme = clicksOn(document.querySelector('#theme'));
    const menu = clicksOn(document.querySelector('#menu'));
    recordPressesBeforeApp();
    document.querySelector<HTMLElement>('#theme')?.click();
    document.querySelector<HTMLElement>('#theme')?.click();
    const presses = appStarts();
    document.querySelector<HTMLElement>('#menu')?.click();
    document.querySelector<HTMLElement>('#theme')?.click();
    // Nothing listens yet: the clicks reached the buttons and did nothing (React was not there).
    const before = [theme.length, menu.length];
    presses.pageListens();
    expect([theme.length - before[0]!, menu.length - before[1]!]).toEqual([1, 1]);
    // From now on React handles a press itself: none is held or made again.
    document.querySelector<HTMLElement>('#menu')?.click();
    expect(menu.length - before[1]!).toBe(2);
  });

  it('leaves what works natively alone and holds nothing there', () => {
    document.body.innerHTML =
      '<form><input name="q"><button id="send">Send</button></form><a id="link" href="#top">Top</a>';
    const send = clicksOn(document.querySelector('#send'));
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    const presses = appStarts();
    document.querySelector<HTMLElement>('#send')?.click();
    document.querySelector<HTMLElement>('#link')?.click();
    presses.pageListens();
    expect(send).toHaveLength(1);
  });

  it('is not made on a button that has left the page meanwhile', () => {
    document.body.innerHTML = '<button type="button" id="gone">Gone</button>';
    const button = document.querySelector<HTMLElement>('#gone');
    const clicks = clicksOn(button);
    const presses = appStarts();
    button?.click();
    button?.remove();
    presses.pageListens();
    expect(clicks).toHaveLength(1);
  });

  it('in a part whose code has not arrived, is held for the part once the page listens, and made once', async () => {
    const { hydrate } = partWith('<button type="button">Next</button>');
    const button = document.querySelector('button');
    const clicks = clicksOn(button);
    recordPressesBeforeApp();
    button?.click();
    const presses = appStarts();
    presses.pageListens();
    // The page made it again; the part held that, as its code is still on its way.
    expect(clicks).toHaveLength(1);
    await hydrate();
    expect(clicks).toHaveLength(2);
  });
});

describe('what was typed on the page before it hydrated', () => {
  it('is told to React once the page is hydrated; a part’s fields are left to the part', async () => {
    partWith('<input name="newsletter">');
    document.body.insertAdjacentHTML('beforeend', '<input name="name"><input name="untouched">');
    const told: string[] = [];
    const hear = (event: Event) => {
      const field = event.target as HTMLInputElement;
      told.push(`${field.name}=${field.value}`);
    };
    document.addEventListener('input', hear);
    onTestFinished(() => document.removeEventListener('input', hear));
    /** The visitor types: the value changes and the field fires `input`, which nothing hears. */
    const type = (name: string, value: string) => {
      const field = document.querySelector<HTMLInputElement>(`[name=${name}]`);
      if (!field) throw new Error(`no field ${name}`);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    recordPressesBeforeApp();
    type('name', 'P');
    const presses = appStarts();
    type('name', 'Pat');
    type('newsletter', 'pat@example.com');
    told.splice(0);
    presses.pageListens();
    // Hydration is under way: the fields' code may not be there yet.
    expect(told).toEqual([]);
    document.documentElement.setAttribute('data-hydrated', '');
    await settled();
    expect(told).toEqual(['name=Pat']);
  });
});
