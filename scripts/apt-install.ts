import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether Debian packages can be installed here: root, with apt-get. */
export const canAptInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Installs Debian packages for the test setup (a browser, Java, PostgreSQL), without
 * recommends and without questions; false when apt-get fails.
 */
export function aptInstall(...names: string[]): boolean {
  const options = {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  } as const;
  try {
    execFileSync('apt-get', ['update', '-qq'], options);
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], options);
    return true;
  } catch {
    return false;
  }
}
