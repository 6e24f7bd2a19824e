import type { APIRequestContext, Page, Route } from '@playwright/test';
import { DEFERRED_HYDRATION_ATTRIBUTE } from '../../shared/document/pre-paint.ts';
import { sweepTargets } from './sweep-routes.ts';
import { waitForHydration } from './fixtures.ts';

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
  /** For the test's name and messages: its tag and accessible text. */
  readonly label: string;
}

/** What a press did, as a visitor sees it. */
export interface Effect {
  readonly address: string;
  /** True when the press loaded a whole new page (the router did not follow it). */
  readonly newDocument: boolean;
  readonly popups: readonly string[];
  readonly heading: string;
  /** The part's markup, a tag a line (for a readable difference); empty once the press left. */
  readonly part: readonly string[];
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

/**
 * Holds every script the page asks for beyond those its HTML names to start with (the entry and
 * its preloads): the chunks of the parts that hydrate later, until `release`.
 */
async function holdLaterScripts(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const data = /<script[^>]*id="pre-paint"[^>]*>/.exec(html)?.[0] ?? '';
  const first = new Set(
    [...data.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ')),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route: Route) => {
    if (!first.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

/** Answers anything bound elsewhere (a social link) with an empty page: nothing leaves here. */
async function keepOnLoopback(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>away</title>' }),
  );
}

/**
 * Pauses the page's clock just ahead of now: it keeps running while the call travels, and on a
 * busy machine may pass the time asked for, which is then asked again.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100 * attempt);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Opens `path`, waits for React to listen and pauses the page's clock (timers, animations), so
 * both presses meet the same moment of anything that changes with time (a highlight every 3 s).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await pauseSoon(page);
  await page.evaluate(() => {
    (window as unknown as { __samePage?: true }).__samePage = true;
  });
}

/** The part's controls as its server HTML has them, that a visitor can see and press. */
export async function controlsOf(page: Page, path: string, name: string): Promise<Control[]> {
  await keepOnLoopback(page);
  await holdLaterScripts(page, path);
  await open(page, path);
  return page.locator(partSelector(name)).evaluate((holder, selector) => {
    const label = (element: Element) => {
      const text =
        element instanceof HTMLInputElement
          ? `${element.name}=${element.value}`
          : (element.getAttribute('aria-label') ?? element.textContent ?? '');
      return `${element.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    return [...holder.querySelectorAll(selector)].flatMap((element, index): Control[] => {
      const box = element.getBoundingClientRect();
      const hidden =
        box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible';
      if (hidden || element.matches(':disabled, [aria-hidden=true] *')) return [];
      const kind = element.matches('select')
        ? 'choose'
        : element.matches('input[type=range]')
          ? 'slide'
          : 'click';
      return [{ index, kind, label: label(element) }];
    });
  }, CONTROLS);
}

async function press(page: Page, name: string, control: Control): Promise<void> {
  const target = page.locator(partSelector(name)).locator(CONTROLS).nth(control.index);
  if (control.kind === 'choose') {
    const options = await target.locator('option').count();
    const current = await target.evaluate((select: HTMLSelectElement) => select.selectedIndex);
    await target.selectOption({ index: (current + 1) % options });
  } else if (control.kind === 'slide') {
    const box = await target.boundingBox();
    await target.click({ position: { x: (box?.width ?? 0) * 0.75, y: (box?.height ?? 0) / 2 } });
  } else if (!(await target.isDisabled())) {
    // A link opening a new tab does so a moment after the click: wait for it, either way.
    const opens = await target.evaluate((element) => element.matches('a[target=_blank]'));
    const popup = opens ? page.context().waitForEvent('page', { timeout: 5_000 }) : null;
    await target.click();
    await popup;
  }
  // A control the server HTML offers may be disabled once hydrated (Send with nothing typed):
  // pressing it then does nothing, which is what the early press must come to as well.
}

/**
 * Waits, with the page's clock running, until the part has hydrated (or has left the page: the
 * press took the visitor elsewhere), then pauses the clock again: React commits a part that has
 * just hydrated after a timer (it spaces out revealing content, up to 300 ms), which a paused
 * clock would never fire.
 */
async function untilHydrated(page: Page, name: string, timeoutMs = 10_000): Promise<void> {
  await page.clock.resume();
  const started = Date.now();
  try {
    while (Date.now() - started < timeoutMs) {
      const state = await page
        .evaluate((selector) => {
          const holder = document.querySelector(selector);
          if (!holder) return 'gone';
          return holder.hasAttribute('data-hydrated') ? 'hydrated' : 'waiting';
        }, partSelector(name))
        // A whole new page is loading: the part is gone with the old one.
        .catch(() => 'gone');
      if (state !== 'waiting') return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await page.waitForLoadState('load');
    await pauseSoon(page);
  }
}

/** The page's requests: how many were made, and a wait until none is under way. */
function trackRequests(page: Page) {
  let open = 0;
  let made = 0;
  page.on('request', () => {
    open += 1;
    made += 1;
  });
  const done = () => (open -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    made: () => made,
    idle: async () => {
      while (open > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

type Requests = ReturnType<typeof trackRequests>;

/** One task of the page's own (a message, not a timer: the clock is paused). */
const pageTask = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/**
 * Lets the press play out: the page's time in steps of 100 ms, and whatever it fetches between
 * (a form's checks, the next page's code), loaded to the end at each step; at least 1 s (the
 * minimum of a form's submit), then until three steps pass with no new request (React waits up
 * to 300 ms, on a timer, before revealing what a response let it render), at most 1.8 s. Less
 * than the 3 s of the shortest recurring change, counted from the part's hydration, so both
 * presses see the same.
 */
async function settle(page: Page, requests: Requests): Promise<void> {
  let quietSteps = 0;
  for (let step = 0; step <= 18; step += 1) {
    const before = requests.made();
    if (step > 0) await page.clock.runFor(100);
    await page.waitForLoadState('load');
    await requests.idle();
    await pageTask(page);
    quietSteps = requests.made() === before ? quietSteps + 1 : 0;
    if (step >= 10 && quietSteps >= 3) return;
  }
}

async function effectOf(page: Page, name: string, popups: readonly Page[]): Promise<Effect> {
  const address = new URL(page.url());
  return {
    address: address.pathname + address.search + address.hash,
    newDocument: await page.evaluate(
      () => !(window as unknown as { __samePage?: true }).__samePage,
    ),
    popups: await Promise.all(
      popups.map(async (popup) => {
        await popup.waitForLoadState('domcontentloaded');
        return popup.url();
      }),
    ),
    heading: (await page.locator('h1').first().textContent({ timeout: 5_000 })) ?? '',
    part: (
      await page.evaluate(
        (selector) => document.querySelector(selector)?.innerHTML ?? '',
        partSelector(name),
      )
    ).split(/(?=<[a-z/])/),
  };
}

function watchPopups(page: Page): Page[] {
  const popups: Page[] = [];
  page.context().on('page', (popup) => popups.push(popup));
  return popups;
}

/** The press made once the part has hydrated: what it should do. */
export async function pressAfterHydration(
  page: Page,
  path: string,
  name: string,
  control: Control,
): Promise<Effect> {
  await keepOnLoopback(page);
  const popups = watchPopups(page);
  const requests = trackRequests(page);
  await open(page, path);
  // The holder has no box of its own (display: contents): scroll to what it holds.
  await page.locator(partSelector(name)).locator('> *').first().scrollIntoViewIfNeeded();
  await untilHydrated(page, name);
  await press(page, name, control);
  await settle(page, requests);
  return effectOf(page, name, popups);
}

/**
 * The same press made before the part has hydrated: its code is held back until the press has
 * been made, then let through. Also says whether the part was still waiting at the press.
 */
export async function pressBeforeHydration(
  page: Page,
  path: string,
  name: string,
  control: Control,
): Promise<{ effect: Effect; waitingAtPress: boolean }> {
  await keepOnLoopback(page);
  const popups = watchPopups(page);
  const requests = trackRequests(page);
  const release = await holdLaterScripts(page, path);
  await open(page, path);
  const hydratedPart = page.locator(`${partSelector(name)}[data-hydrated]`);
  const waitingBefore = (await hydratedPart.count()) === 0;
  await press(page, name, control);
  const waitingAtPress = waitingBefore && (await hydratedPart.count()) === 0;
  release();
  // The part hydrates now and the held press is made again; unless the press left the page (a
  // whole new page loaded: one of the failures this test is for), which the effect shows.
  await untilHydrated(page, name);
  await settle(page, requests);
  return { effect: await effectOf(page, name, popups), waitingAtPress };
}
