/**
 * The lead store's PostgreSQL tests start throwaway clusters of their own, so they need
 * PostgreSQL's server programs (initdb, postgres) and, under root, the `postgres` user to run
 * them as. Installs Debian's postgresql package when either is missing and we are root with apt;
 * otherwise says what to do. The package's own cluster (port 5432) is not used by the tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, canAptInstall } from './apt-install.ts';

const DEBIAN_FOLDER = '/usr/lib/postgresql';

function serverPrograms(): string | null {
  const folders = existsSync(DEBIAN_FOLDER)
    ? readdirSync(DEBIAN_FOLDER).map((version) => path.join(DEBIAN_FOLDER, version, 'bin'))
    : [];
  const found = [...(process.env.PATH ?? '').split(':'), ...folders].find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
  );
  return found ?? null;
}

const isRoot = process.getuid?.() === 0;
const hasPostgresUser = () => spawnSync('id', ['-u', 'postgres']).status === 0;
const ready = () => serverPrograms() !== null && (!isRoot || hasPostgresUser());

if (ready()) process.exit(0);

if (!canAptInstall) {
  console.error(
    "PostgreSQL's server programs (initdb, postgres) were not found: the lead store's " +
      "PostgreSQL tests need them. Install Debian's package (apt-get install postgresql) or put " +
      'their folder on PATH, then run the tests again.',
  );
  process.exit(1);
}

console.info(
  "PostgreSQL is missing: installing Debian's postgresql with apt-get (for the lead store's tests)...",
);
aptInstall('postgresql');
if (!ready()) {
  console.error('apt-get finished but initdb, postgres or the postgres user is still missing.');
  process.exit(1);
}
console.info('PostgreSQL installed.');
