/**
 * The browser tests drive Debian's Chromium (Playwright's own browser downloads are not used).
 * Installs it when it is missing and we are root with apt; otherwise says what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]): void {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (existsSync(chromiumPath)) {
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package (apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.info(
  `Chromium is missing at ${chromiumPath}: installing Debian's chromium package with apt-get...`,
);
run('apt-get', ['update', '-qq']);
run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
console.info('Chromium installed.');
