/**
 * The phone run of `npm run bench`: real Chromium with throttling applied (not simulated), as a
 * mid-range phone on a slow 4G link sees the site. Per load: a fresh context (no cache), 4× CPU
 * slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 412×823 touch viewport. Loads
 * alternate between the builds (and pages) so that a busy machine weighs on all of them alike.
 * Figures per page and build, median of the runs: FCP, LCP, the moment `html[data-hydrated]` is
 * set, the inert window between FCP and that moment, CLS, and what the page fetched until the
 * network was idle (script bytes as transferred, script requests, all requests).
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { BUDGETS, overBudget } from '../tests/budgets.ts';
import { PHONE_PROFILE, phoneContextOptions, throttle } from './phone-profile.ts';

export interface PhoneBuild {
  readonly label: string;
  readonly baseUrl: string;
}

export interface PhoneLoad {
  readonly fcp: number;
  readonly lcp: number;
  readonly hydrated: number;
  readonly inert: number;
  readonly cls: number;
  readonly scriptBytes: number;
  readonly scriptTransfer: number;
  readonly scripts: number;
  readonly requests: number;
}

/** Network silence that counts as idle: longer than the gap before idle-time chunks start. */
const QUIET_MS = 2000;
const LOAD_TIMEOUT_MS = 60_000;

/** Records the paint, hydration and layout-shift times inside the page (before its own scripts). */
const PAGE_PROBE = `(() => {
  const probe = (window.__phoneProbe = { lcp: 0, hydrated: 0, cls: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    if (!probe.hydrated && document.documentElement.hasAttribute('data-hydrated'))
      probe.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

interface NetworkLog {
  inFlight: Set<string>;
  lastActivity: number;
  requests: number;
  scripts: Set<string>;
  headerBytes: Map<string, number>;
  /** Script bodies as sent (brotli) and the whole transfer, headers included. */
  scriptBytes: number;
  scriptTransfer: number;
}

function watchNetwork(cdp: CDPSession): NetworkLog {
  const log: NetworkLog = {
    inFlight: new Set(),
    lastActivity: performance.now(),
    requests: 0,
    scripts: new Set(),
    headerBytes: new Map(),
    scriptBytes: 0,
    scriptTransfer: 0,
  };
  const touch = () => (log.lastActivity = performance.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    log.inFlight.add(event.requestId);
    log.requests += 1;
    if (event.type === 'Script') log.scripts.add(event.requestId);
    touch();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    log.scripts.add(event.requestId);
    // Bytes received with the headers: the rest, up to loadingFinished, is the (brotli) body.
    log.headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    log.inFlight.delete(event.requestId);
    if (log.scripts.has(event.requestId)) {
      log.scriptTransfer += event.encodedDataLength;
      log.scriptBytes += event.encodedDataLength - (log.headerBytes.get(event.requestId) ?? 0);
    }
    touch();
  });
  cdp.on('Network.loadingFailed', (event) => {
    log.inFlight.delete(event.requestId);
    touch();
  });
  return log;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One load of one page: a new context, so nothing is cached or stored from a previous load. */
export async function phoneLoad(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext(phoneContextOptions());
  try {
    const page = await context.newPage();
    await page.addInitScript(PAGE_PROBE);
    const cdp = await context.newCDPSession(page);
    const network = watchNetwork(cdp);
    await throttle(cdp);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const started = performance.now();
    for (;;) {
      const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated);
      const quiet = performance.now() - network.lastActivity;
      if (hydrated !== undefined && network.inFlight.size === 0 && quiet >= QUIET_MS) break;
      if (performance.now() - started > LOAD_TIMEOUT_MS)
        throw new Error(`${url}: not hydrated and idle after ${LOAD_TIMEOUT_MS} ms`);
      await sleep(100);
    }
    const figures = await page.evaluate(() => {
      const probe = (
        window as unknown as { __phoneProbe: { lcp: number; hydrated: number; cls: number } }
      ).__phoneProbe;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { fcp, ...probe };
    });
    return {
      ...figures,
      inert: figures.hydrated - figures.fcp,
      scriptBytes: network.scriptBytes,
      scriptTransfer: network.scriptTransfer,
      scripts: network.scripts.size,
      requests: network.requests,
    };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs every page `runs` times per build, alternating, and prints one table row per page and build. */
export async function phoneReport(
  builds: readonly PhoneBuild[],
  pages: readonly string[],
  runs: number,
): Promise<Map<string, PhoneLoad[]>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const loads = new Map<string, PhoneLoad[]>();
  try {
    for (let run = 0; run < runs; run += 1)
      for (const pathname of pages)
        for (const build of builds) {
          const key = `${build.label} ${pathname}`;
          const load = await phoneLoad(browser, new URL(pathname, build.baseUrl).toString());
          loads.set(key, [...(loads.get(key) ?? []), load]);
        }
  } finally {
    await browser.close();
  }
  console.info(
    `\nPhone (applied throttling: ${PHONE_PROFILE.summary}), median of ${runs} loads per page and build`,
  );
  console.info(
    '| page | build | FCP | LCP | interactive | inert window | CLS | scripts until idle: brotli (transfer) in requests | all requests |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  const over: string[] = [];
  for (const pathname of pages)
    for (const build of builds) {
      const rows = loads.get(`${build.label} ${pathname}`) ?? [];
      const m = (pick: (load: PhoneLoad) => number) => median(rows.map(pick));
      const budget = BUDGETS.scriptsUntilIdle[pathname === '/' ? 'home' : 'other'];
      const scripts = m((l) => l.scriptBytes);
      if (scripts > budget)
        over.push(
          overBudget('scriptsUntilIdle', `${pathname} (${build.label})`, scripts, budget, kb),
        );
      console.info(
        `| \`${pathname}\` | ${build.label} | ${seconds(m((l) => l.fcp))} | ${seconds(m((l) => l.lcp))} | ${seconds(m((l) => l.hydrated))} | ${seconds(m((l) => l.inert))} | ${m((l) => l.cls).toFixed(3)} | ${kb(m((l) => l.scriptBytes))} (${kb(m((l) => l.scriptTransfer))}) in ${m((l) => l.scripts)} | ${m((l) => l.requests)} |`,
      );
    }
  console.info(
    over.length > 0
      ? `Scripts until idle over their budget:\n${over.join('\n')}`
      : 'Scripts until idle: every page within its budget (tests/budgets.ts).',
  );
  return loads;
}
