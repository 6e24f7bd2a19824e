/**
 * The budgets, in one file: the first-load test (tests/integration/pages/budgets.test.ts), the
 * phone run (bench/phone.ts) and the lead store's load run (bench/leads-load.ts) read them.
 */
const KB = 1024;

/**
 * What a first visit to any page may cost. Timings stay in the benchmark; these are bytes and
 * counts. react-dom, react-router and react alone are about 81 KB, the shell (route table,
 * providers, the early-press path) about 11 KB more (the first script is 92.4 KB). Not counted:
 * the footer, the home page's sections and the interactive elements' demos, each its own chunk
 * loaded when scrolled near, the header's navigation and the home page's demo form, loaded when
 * first used (`shared/layout/deferred-part/`), and a form's checks, loaded on its first use
 * (`shared/forms/lazy-validator.ts`).
 */
export const BUDGETS = {
  /**
   * JavaScript of the first load of `/`, brotli: 95.4 KB. Until the network is idle a first visit
   * also loads the welcome card and the floating buttons' check (`scriptsUntilIdle`).
   */
  homeJsBrotli: 96 * KB,
  /**
   * JavaScript of the first load of any other route, brotli. The largest are the personalization
   * demo (106.1 KB), the webinars (105.1 KB) and the progress demo (105.0 KB).
   */
  routeJsBrotli: 107 * KB,
  /**
   * Every script a phone loads until the network is idle (the phone run, bench/phone.ts, which
   * says which page is over): the first load and what loads once the page is interactive and idle.
   */
  scriptsUntilIdle: { home: 97 * KB, other: 107 * KB },
  /** Stylesheets of any route, brotli. */
  cssBrotli: 20 * KB,
  /** The server HTML of `/`, brotli. */
  homeHtmlBrotli: 12 * KB,
  /**
   * The two inline scripts of every page together (the early fetch and the pre-paint script, as
   * bundled from client/before-paint/), bytes as written in the HTML: 3,231 today.
   */
  inlineScriptBytes: 3.5 * KB,
  /** Scripts requested on a first load: the entry, its modulepreloads and the route's chunks. */
  scriptRequests: 10,
  /** Header, footer and floating controls: every element of the body outside <main>. */
  shellElements: 250,
  shellBytes: 20 * KB,
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
