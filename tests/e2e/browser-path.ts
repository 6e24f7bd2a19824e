import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive, all from Debian's packages: `CHROMIUM_PATH` when set;
 * otherwise the headless shell (`chromium-headless-shell`, the build Playwright itself runs
 * headless tests in: the same engine without the desktop browser's UI layers, about 40% less CPU
 * per test here); otherwise the full `chromium`. The benchmarks keep the full browser.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH;
}

/** The test browser's switches (playwright.config.ts; a test file that adds one starts from these). */
export const TEST_BROWSER_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  // Without these, Chromium's background connections fail on a closed network.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Nothing leaves this machine: every name but the test server's fails at once (a social link
  // opens a tab on an error page). Playwright's routing would do it too, but it turns the
  // browser's cache off for the whole context, and every load would compile the scripts again.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
