/**
 * Every budget, in one file: the first-load test (tests/integration/pages/budgets.test.ts), the
 * shell's unit test, the phone run (bench/phone.ts) and the load run (bench/leads-load.ts) read
 * them, and the docs name this file instead of the numbers. Raising one is a change of its own,
 * with the reason in the commit message. What each measures today is printed by its test or
 * bench, not kept here (it would go stale).
 */
const KB = 1024;

/**
 * What a first visit to any page may cost: bytes and counts (timings stay in the benchmarks).
 * Not counted in the first load: the footer, the home page's sections and the interactive
 * elements' demos, each its own chunk loaded when scrolled near, the header's navigation and the
 * home page's demo form, loaded when first used (`shared/layout/deferred-part/`), and a form's
 * checks, loaded on its first use (`shared/forms/fields/lazy-validator.ts`).
 */
export const BUDGETS = {
  /** JavaScript of the first load of `/`, brotli: the entry (React, the router, the shell). */
  homeJsBrotli: 96 * KB,
  /** JavaScript of the first load of any other route, brotli. */
  routeJsBrotli: 107 * KB,
  /**
   * Every script a phone loads until the network is idle (the phone run, bench/phone.ts): the
   * first load and what loads once the page is interactive and idle.
   */
  scriptsUntilIdle: { home: 97 * KB, other: 107 * KB },
  /** Stylesheets of any route, brotli. */
  cssBrotli: 20 * KB,
  /** The server HTML of `/`, brotli. */
  homeHtmlBrotli: 12 * KB,
  /**
   * The two inline scripts of every page together (the early fetch and the pre-paint script, as
   * bundled from client/before-paint/), bytes as written in the HTML.
   */
  inlineScriptBytes: 3.5 * KB,
  /** Scripts requested on a first load: the entry, its modulepreloads and the route's chunks. */
  scriptRequests: 10,
  /**
   * Header, footer and floating controls: every element of the body outside <main>, on every
   * page (a menu link costs two: its <li> and <a>).
   */
  shellElements: 240,
  /** The same shell's HTML, bytes. */
  shellBytes: 19 * KB,
  /**
   * The server's resident memory (RSS, MB, as `ps` reports it: anonymous and file-backed pages)
   * after 100 connections for 60 s over every sitemap page with the embedded lead store open,
   * following the leads phases (`npm run bench:leads`, part 3), on a 2-core machine. Measured
   * 5 Dec 2026, two runs each: 147.7 and 147.7 MB before the store's thread ended when idle, the
   * pinned malloc trim threshold and the whitespace-minified server bundle; 129.7 and 128.6 MB
   * after (anonymous 67-68 MB, file-backed 62 MB). A machine of the same kind measured 155-156 MB
   * before, so the budget leaves room for one slower than this.
   */
  serverRssAfterLoadMb: 140,
} as const;

export type BudgetName = keyof typeof BUDGETS;

/** What to do when a budget is exceeded, besides raising it. */
const REMEDY: Record<BudgetName, string> = {
  homeJsBrotli:
    'move code the first screen does not need into a part loaded later (docs/architecture.md)',
  routeJsBrotli:
    "move code the page's first screen does not need into a part loaded later (docs/architecture.md)",
  scriptsUntilIdle: 'load less before the page is idle: defer a part until it is used',
  cssBrotli: 'remove unused rules or share a component instead of restyling it',
  homeHtmlBrotli: "shorten the home page's markup or move a section's content behind a link",
  inlineScriptBytes: 'shrink client/before-paint/ or move the code into the bundle',
  scriptRequests: 'merge small chunks (scripts/merge-chunks.ts) or import less on the first load',
  shellElements:
    'free elements in the header, footer or floating controls (shared/layout/), or keep the new link out of the menus',
  shellBytes: 'shorten the header, footer or floating controls markup (shared/layout/)',
  serverRssAfterLoadMb:
    'find where it went first: anonymous against file-backed pages (printed above), process.memoryUsage() and /proc/<pid>/smaps in the server (docs/leads.md, the benchmark section)',
};

/**
 * The line a test prints for a measurement over its budget: by how much, which budget in which
 * file, and what to do.
 */
export function overBudget(
  name: BudgetName,
  subject: string,
  measured: number,
  limit: number,
  format: (value: number) => string = String,
): string {
  return (
    `${subject}: ${format(measured)} > ${format(limit)} (over by ${format(measured - limit)}). ` +
    `Budget ${name} in tests/budgets.ts: ${REMEDY[name]}; or raise it there, with the reason in the commit message.`
  );
}
