import { errors, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  DEFERRED_HYDRATION_ATTRIBUTE,
  NAVIGATING_ATTRIBUTE,
} from '../../shared/document/pre-paint.ts';
import { sweepTargets } from './sweep-routes.ts';
import { waitForHydration, watch } from './fixtures.ts';
import { firstScripts, scriptGate, type ScriptGate } from './held-scripts.ts';

/** What a visitor can press in a part: a press is a click, a choice or a slide. */
export const CONTROLS = [
  'a[href]',
  'button',
  'summary',
  'select',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=range]',
  'input[type=submit]',
].join(', ');

export interface Control {
  /** Its index among the part's `CONTROLS`, visible or not (the DOM is the same once hydrated). */
  readonly index: number;
  readonly kind: 'click' | 'choose' | 'slide';
  /**
   * A link or a form's submit button: its press may take the visitor to another page, or move
   * the focus (to a field to correct), which closes what another part had open.
   */
  readonly alone: boolean;
  /** Opens something (a menu, a tooltip) that a press elsewhere may close. */
  readonly opens: boolean;
  /** For the test's name and messages: its tag and accessible text. */
  readonly label: string;
}

/** A control of a part, by the part's name. */
export interface PartControl {
  readonly name: string;
  readonly control: Control;
}

/**
 * Presses made on one load of a page, each in a different part, in this order: every part is a
 * component of its own, so its first press does not depend on what another part was given, but
 * for two cases kept apart: a link or a submit button is pressed alone, as it may leave the page
 * (and with it every other part's effect) or move the focus; and a control that opens something is pressed last, as a press elsewhere
 * after it would close what it opened (after hydration, not while its part was waiting).
 */
export interface Round {
  readonly path: string;
  readonly presses: readonly PartControl[];
}

/** What the presses did, as a visitor sees it. */
export interface Effect {
  readonly address: string;
  /** True when a press loaded a whole new page (the router did not follow it). */
  readonly newDocument: boolean;
  readonly popups: readonly string[];
  readonly heading: string;
  /**
   * Each pressed part's markup, a tag a line (for a readable difference); empty once the press
   * left the page.
   */
  readonly parts: Readonly<Record<string, readonly string[]>>;
}

const partSelector = (name: string) => `[${DEFERRED_HYDRATION_ATTRIBUTE}="${name}"]`;

/** The parts in a page's server HTML, in order. */
function partsIn(html: string): string[] {
  const names = html.matchAll(new RegExp(`${DEFERRED_HYDRATION_ATTRIBUTE}="([^"]+)"`, 'g'));
  return [...names].map((match) => match[1] ?? '');
}

let assignment: Promise<Map<string, string[]>> | undefined;

/**
 * Every deferred part of the site, each with one route whose page holds it: a part is the same
 * component wherever it appears (the footer is on every page), so it is pressed through on one
 * page, the first (in the sweep's order) among those holding the fewest parts, which spreads
 * the work over the tests.
 */
export function partsByRoute(request: APIRequestContext): Promise<Map<string, string[]>> {
  assignment ??= (async () => {
    const held = new Map<string, string[]>();
    for (const target of sweepTargets())
      held.set(target.id, partsIn(await (await request.get(target.path)).text()));
    const byRoute = new Map<string, string[]>([...held.keys()].map((id) => [id, []]));
    for (const name of new Set([...held.values()].flat())) {
      const holders = [...held].filter(([, names]) => names.includes(name));
      const fewest = Math.min(...holders.map(([, names]) => names.length));
      const [id] = holders.find(([, names]) => names.length === fewest) ?? [];
      if (id) byRoute.get(id)?.push(name);
    }
    return byRoute;
  })();
  return assignment;
}

/** `window.name` (kept across the tab's same-site loads) asking the next document to start empty. */
const FRESH_START = 'press-test:fresh-start';

/**
 * One side of the comparison: a browser context of its own (a paused clock is shared by every
 * page of a context), used press after press. Each press starts from a fresh load with nothing
 * stored, as a first visit would; the context stays, so the browser is warm.
 */
export interface PressSide {
  readonly page: Page;
  /**
   * Loads `path` with nothing stored, waits until React listens and pauses the clock. With
   * `holdLater`, every script beyond those the HTML names to start with (the chunks of the
   * parts that hydrate later) waits until `release`.
   */
  load(path: string, options?: { holdLater?: boolean }): Promise<void>;
  release(): void;
  /** Pages the press opened elsewhere (a new tab), since the last load. */
  readonly popups: Page[];
  /** Requests that failed since the last load: path and reason. */
  readonly failedRequests: readonly string[];
  /** Resolves once no request of the page is under way; counts the requests made. */
  idle(): Promise<void>;
  requestsMade(): number;
  close(): Promise<void>;
}

export async function openSide(
  browser: Browser,
  baseURL: string | undefined,
  problems: string[],
): Promise<PressSide> {
  // Nothing leaves the machine: the test browser resolves no name but the server's
  // (TEST_BROWSER_ARGS).
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await watch(page, problems);
  await page.addInitScript((mark) => {
    if (window.name !== mark) return;
    window.name = '';
    localStorage.clear();
    sessionStorage.clear();
  }, FRESH_START);
  await page.clock.install();

  const popups: Page[] = [];
  context.on('page', (popup) => popups.push(popup));
  // Requests that failed since the last load, for a failure's message.
  const failedRequests: string[] = [];
  let open = 0;
  let made = 0;
  page.on('request', () => {
    open += 1;
    made += 1;
  });
  const done = () => (open -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done();
    failedRequests.push(`${new URL(request.url()).pathname} (${request.failure()?.errorText})`);
  });

  const first = new Map<string, Set<string>>();
  let gate: ScriptGate | null = null;

  return {
    page,
    popups,
    failedRequests,
    async load(path, { holdLater = false } = {}) {
      // Nothing stored, as on a first visit: the next document clears storage before any of
      // its own scripts run (see FRESH_START); a page elsewhere goes home first to be told so.
      if (new URL(page.url()).origin !== new URL(baseURL ?? page.url()).origin)
        await page.goto('/robots.txt');
      await page.evaluate((mark) => (window.name = mark), FRESH_START);
      for (const popup of popups.splice(0)) await popup.close();
      failedRequests.length = 0;
      if (holdLater) {
        gate ??= await scriptGate(page);
        if (!first.has(path)) first.set(path, await firstScripts(page.request, path));
        gate.hold(first.get(path));
      }
      await page.clock.resume();
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await pauseSoon(page);
      await page.evaluate(() => {
        (window as unknown as { __samePage?: true }).__samePage = true;
      });
    },
    release: () => gate?.release(),
    async idle() {
      while (open > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    requestsMade: () => made,
    close: () => context.close(),
  };
}

/**
 * Pauses the page's clock just ahead of now: it keeps running while the call travels, and on a
 * busy machine may pass the time asked for, which is then asked again. A document that replaces
 * the page meanwhile (a press that left it) is waited for, then paused.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 100 * attempt);
      return;
    } catch (error) {
      const retry = /to the past|context was destroyed/.test(String(error));
      if (attempt === 5 || !retry) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/**
 * Each part's controls as the server HTML has them (before the part has hydrated), that a
 * visitor can see and press: one load for all the parts of a page.
 */
export async function controlsOf(
  side: PressSide,
  path: string,
  names: readonly string[],
): Promise<PartControl[]> {
  await side.load(path, { holdLater: true });
  const found = await side.page.evaluate(
    ({ names, selector, attribute }) => {
      const label = (element: Element) => {
        const text =
          element instanceof HTMLInputElement
            ? `${element.name}=${element.value}`
            : (element.getAttribute('aria-label') ?? element.textContent ?? '');
        return `${element.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      return names.flatMap((name) => {
        const holder = document.querySelector(`[${attribute}="${name}"]`);
        const controls = [...(holder?.querySelectorAll(selector) ?? [])];
        return controls.flatMap((element, index) => {
          const box = element.getBoundingClientRect();
          // Hidden, or shown but out of reach (a closed menu's panel, faded and letting presses
          // through): not a control a visitor can press.
          const hidden =
            box.width === 0 ||
            box.height === 0 ||
            !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
            getComputedStyle(element).pointerEvents === 'none';
          if (hidden || element.matches(':disabled, [aria-hidden=true] *')) return [];
          const kind: Control['kind'] = element.matches('select')
            ? 'choose'
            : element.matches('input[type=range]')
              ? 'slide'
              : 'click';
          const alone = element.matches('a[href], [type=submit], form button:not([type])');
          const opens = element.matches('summary, [aria-expanded], [aria-haspopup]');
          return [{ name, control: { index, kind, alone, opens, label: label(element) } }];
        });
      });
    },
    { names, selector: CONTROLS, attribute: DEFERRED_HYDRATION_ATTRIBUTE },
  );
  side.release();
  return found;
}

const controlIn = (page: Page, name: string, control: Control) =>
  page.locator(partSelector(name)).locator(CONTROLS).nth(control.index);

async function press(page: Page, name: string, control: Control): Promise<void> {
  const target = controlIn(page, name, control);
  if (control.kind === 'choose') {
    const options = await target.locator('option').count();
    const current = await target.evaluate((select: HTMLSelectElement) => select.selectedIndex);
    await target.selectOption({ index: (current + 1) % options });
  } else if (control.kind === 'slide') {
    const box = await target.boundingBox();
    await target.click({ position: { x: (box?.width ?? 0) * 0.75, y: (box?.height ?? 0) / 2 } });
  } else {
    const { disabled, markedUnavailable, opens } = await target.evaluate((element) => ({
      disabled: element.matches(':disabled'),
      markedUnavailable: element.getAttribute('aria-disabled') === 'true',
      opens: element.matches('a[target=_blank]'),
    }));
    // A control the server HTML offers may be disabled once hydrated (Send with nothing typed):
    // pressing it then does nothing, which is what the early press must come to as well.
    if (disabled) return;
    // A link opening a new tab does so a moment after the click: wait for it, either way.
    const popup = opens ? page.context().waitForEvent('page') : null;
    // Marked unavailable is not disabled: a visitor can press it (the calculator's Decrease at
    // the minimum keeps the count), though Playwright would wait for it to be enabled.
    await target.click({ force: markedUnavailable });
    await popup;
  }
}

/** How long a part may take to hydrate once its code may load: a cap for a stuck run. */
const HYDRATION_CAP_MS = 120_000;

/**
 * Waits, with the page's clock running, until the parts have hydrated (or have left the page:
 * a press took the visitor elsewhere), then pauses the clock again: React commits a part that
 * has just hydrated after a timer (it spaces out revealing content, up to 300 ms), which a
 * paused clock would never fire.
 */
async function untilHydrated(side: PressSide, names: readonly string[]): Promise<void> {
  const { page } = side;
  await page.clock.resume();
  try {
    await page.waitForFunction(
      (selectors) =>
        selectors.every((selector) => {
          const holder = document.querySelector(selector);
          return !holder || holder.hasAttribute('data-hydrated');
        }),
      names.map(partSelector),
      // A safety cap, not a verdict: a part hydrates within a second or two on a quiet machine.
      { timeout: HYDRATION_CAP_MS },
    );
  } catch (error) {
    // A whole new page is loading, the parts gone with the old one: the effect compared next
    // shows it. A part that never hydrated is this test's failure, said as such.
    if (error instanceof errors.TimeoutError)
      throw new Error(
        `the parts ${names.join(', ')} did not all hydrate within ${HYDRATION_CAP_MS / 1000} s` +
          ` on ${page.url()} (failed requests: ${side.failedRequests.join(', ') || 'none'})`,
      );
  } finally {
    await page.waitForLoadState('load');
    await pauseSoon(page);
  }
}

/**
 * Resolves once every task the page had queued has run: whatever a response or a loaded module
 * set going (evaluating the code, the router's next fetch, React's render, which with the clock
 * paused never yields) has run, however slow the machine. Two messages, each posted when the one
 * before arrives, behind everything queued until then (a message channel is not the test's
 * clock). Not the browser's idle callback: with a transition under way it could wait out its
 * whole timeout at each step, most of this test's time.
 */
const pageCaughtUp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => {
          rounds += 1;
          if (rounds === 2) {
            channel.port1.close();
            resolve();
          } else channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      }),
  );

/** How long a step waits for the router to load the next page: a cap for a stuck run. */
const NAVIGATION_CAP_MS = 30_000;

/**
 * Waits while the router loads the next page and React renders it (`data-navigating`): its code
 * and data, fetched, compiled and run, which a slow machine may finish after the requests and
 * the queued tasks (a module compiles off the page's thread), then the transition that commits
 * it, which may end after the address has changed. Resolves true if it is still loading at the
 * cap.
 */
async function navigationLoading(page: Page): Promise<boolean> {
  const ended = page
    .evaluate(
      (attribute) =>
        new Promise<void>((resolve) => {
          const root = document.documentElement;
          if (!root.hasAttribute(attribute)) return resolve();
          // An observer, not a timer: the test's clock holds the page's timers.
          new MutationObserver((_, observer) => {
            if (root.hasAttribute(attribute)) return;
            observer.disconnect();
            resolve();
          }).observe(root, { attributes: true, attributeFilter: [attribute] });
        }),
      NAVIGATING_ATTRIBUTE,
    )
    // A whole new page: no navigation of the router's is under way in it.
    .then(
      () => false,
      () => false,
    );
  let timer: NodeJS.Timeout | undefined;
  const capped = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), NAVIGATION_CAP_MS);
  });
  try {
    return await Promise.race([ended, capped]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's time advanced at each step of `settle`. */
const STEP_MS = 250;

/**
 * Lets the press play out: the page's time in steps of 250 ms, and whatever it fetches between
 * (a form's checks, the next page's code) loaded and run to the end at each step; at least 1 s (the
 * minimum of a form's submit), then until two steps pass with no new request (React waits up to
 * 300 ms, on a timer, before revealing what a response let it render) and the router has
 * no next page loading, at most 1.75 s of the page's time. Less
 * than the 3 s of the shortest recurring change, counted from the part's hydration, so both
 * presses see the same.
 */
async function settle(side: PressSide): Promise<void> {
  let quietSteps = 0;
  for (let step = 0; step <= 7; step += 1) {
    const before = side.requestsMade();
    if (step > 0) await side.page.clock.runFor(STEP_MS);
    await side.page.waitForLoadState('load');
    await side.idle();
    await pageCaughtUp(side.page);
    const navigating = await navigationLoading(side.page);
    quietSteps = side.requestsMade() === before && !navigating ? quietSteps + 1 : 0;
    if (step >= 4 && quietSteps >= 2) break;
  }
}

async function effectOf(side: PressSide, names: readonly string[]): Promise<Effect> {
  const { page } = side;
  const address = new URL(page.url());
  const markup = await page.evaluate(
    (selectors) => selectors.map((selector) => document.querySelector(selector)?.innerHTML ?? ''),
    names.map(partSelector),
  );
  return {
    address: address.pathname + address.search + address.hash,
    newDocument: await page.evaluate(
      () => !(window as unknown as { __samePage?: true }).__samePage,
    ),
    popups: await Promise.all(
      side.popups.map(async (popup) => {
        await popup.waitForLoadState('domcontentloaded');
        return popup.url();
      }),
    ),
    heading: (await page.locator('h1').first().textContent()) ?? '',
    parts: Object.fromEntries(
      names.map((name, at) => [name, (markup[at] ?? '').split(/(?=<[a-z/])/)]),
    ),
  };
}

/** What differs between two effects, briefly: the fields, with both values or the first line. */
export function differences(expected: Effect, actual: Effect): string {
  const found: string[] = [];
  for (const key of ['address', 'newDocument', 'heading'] as const)
    if (expected[key] !== actual[key])
      found.push(`${key} ${JSON.stringify(actual[key])}, not ${JSON.stringify(expected[key])}`);
  if (expected.popups.join() !== actual.popups.join())
    found.push(`popups [${actual.popups.join(', ')}], not [${expected.popups.join(', ')}]`);
  for (const [name, lines] of Object.entries(expected.parts)) {
    const actualLines = actual.parts[name] ?? [];
    const line = lines.findIndex((markup, index) => markup !== actualLines[index]);
    if (line < 0 && lines.length === actualLines.length) continue;
    const at = line >= 0 ? line : Math.min(lines.length, actualLines.length);
    found.push(
      `${name} line ${at} ${JSON.stringify(actualLines[at] ?? '(none)')}, not ${JSON.stringify(lines[at] ?? '(none)')}`,
    );
  }
  return found.join('; ') || 'the same';
}

/**
 * A page's controls dealt into rounds: each link and submit button alone; the others one per part a round, with at
 * most one control that opens something, pressed last. A page of several parts then needs about
 * as many loads as its busiest part has controls, not as all its parts have together.
 */
export function roundsOf(path: string, controls: readonly PartControl[]): Round[] {
  const rounds: Round[] = controls
    .filter(({ control }) => control.alone)
    .map((press) => ({ path, presses: [press] }));
  const left = new Map<string, { openers: PartControl[]; others: PartControl[] }>();
  for (const press of controls.filter(({ control }) => !control.alone)) {
    const part = left.get(press.name) ?? { openers: [], others: [] };
    (press.control.opens ? part.openers : part.others).push(press);
    left.set(press.name, part);
  }
  const remaining = () =>
    [...left.values()].some((part) => part.openers.length + part.others.length);
  while (remaining()) {
    // The round's one opener comes from the part with the most of them left.
    const [openerPart] = [...left.values()]
      .filter((part) => part.openers.length > 0)
      .sort((a, b) => b.openers.length - a.openers.length);
    const presses = [...left.values()].flatMap((part) =>
      part === openerPart ? [] : part.others.splice(0, 1),
    );
    presses.push(...(openerPart?.openers.splice(0, 1) ?? []));
    rounds.push({ path, presses });
  }
  return rounds;
}

const namesOf = (round: Round) => round.presses.map(({ name }) => name);

/** The presses made once their parts have hydrated: what they should do. */
export async function pressAfterHydration(side: PressSide, round: Round): Promise<Effect> {
  await side.load(round.path);
  // The pointer comes over each control first, as a visitor's does before a press: a part used
  // rarely (the header's navigation) loads only then, the others once they come near.
  for (const { name, control } of round.presses) await controlIn(side.page, name, control).hover();
  await untilHydrated(side, namesOf(round));
  for (const { name, control } of round.presses) await press(side.page, name, control);
  await settle(side);
  return effectOf(side, namesOf(round));
}

/**
 * The same presses made before their parts have hydrated: their code is held back until every
 * press has been made, then let through. Also says which parts had hydrated at their press
 * (none should have).
 */
export async function pressBeforeHydration(
  side: PressSide,
  round: Round,
): Promise<{ effect: Effect; hydratedAtPress: string[] }> {
  await side.load(round.path, { holdLater: true });
  const hydratedAtPress: string[] = [];
  for (const { name, control } of round.presses) {
    const hydrated = side.page.locator(`${partSelector(name)}[data-hydrated]`);
    const before = await hydrated.count();
    await press(side.page, name, control);
    if (before + (await hydrated.count()) > 0) hydratedAtPress.push(name);
  }
  side.release();
  // The parts hydrate now and the held presses are made again; unless a press left the page (a
  // whole new page loaded: one of the failures this test is for), which the effect shows.
  await untilHydrated(side, namesOf(round));
  await settle(side);
  return { effect: await effectOf(side, namesOf(round)), hydratedAtPress };
}
