/**
 * The browser tests drive Debian's Chromium (Playwright's own browser downloads are not used):
 * the headless shell where it can be had, the full browser otherwise (tests/e2e/browser-path.ts).
 * Installs the headless shell when it is missing and we are root with apt, saying so; when that
 * fails, the full browser (installed the same way when missing) runs the tests.
 */
import { existsSync } from 'node:fs';
import {
  FULL_CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  testBrowserPath,
} from '../tests/e2e/browser-path.ts';
import { aptInstall, canAptInstall } from './apt-install.ts';

const canInstall = canAptInstall;

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

if (!existsSync(HEADLESS_SHELL_PATH) && canInstall) {
  console.info(
    `The browser tests run in Chromium's headless shell, missing at ${HEADLESS_SHELL_PATH}: ` +
      "installing Debian's chromium-headless-shell package with apt-get...",
  );
  if (!aptInstall('chromium-headless-shell')) {
    console.info('That failed: the tests use the full Chromium instead.');
  }
}

if (!existsSync(testBrowserPath()) && canInstall) {
  console.info(
    `Chromium is missing at ${FULL_CHROMIUM_PATH}: installing Debian's chromium package with apt-get...`,
  );
  aptInstall('chromium');
}

if (!existsSync(testBrowserPath())) {
  console.error(
    `No Chromium at ${HEADLESS_SHELL_PATH} or ${FULL_CHROMIUM_PATH}. Install Debian's package ` +
      '(apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH to a ' +
      'Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
console.info(`Browser tests run in ${testBrowserPath()}.`);
