import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../free-port.ts';

/**
 * PostgreSQL's server programs, from PATH or Debian's versioned folder. `npm test` installs
 * Debian's package first when they are missing (scripts/ensure-postgres.ts); a run without them
 * fails here, naming what is missing, rather than skipping the tests.
 */
export function postgresBinaries(): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
  );
  const missing = 'run `npx tsx scripts/ensure-postgres.ts` (npm test does) or install postgresql';
  if (!found) throw new Error(`PostgreSQL's initdb and postgres were not found: ${missing}`);
  // Under root the server runs as the `postgres` user, which the package creates.
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    throw new Error(`There is no postgres user to run PostgreSQL as: ${missing}`);
  }
  return found;
}

/**
 * A throwaway PostgreSQL cluster on loopback (trust authentication, no fsync: a test store).
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 */
export async function startPostgres(binDir: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'leads-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await promisify(execFile)('id', ['-u', 'postgres']);
    const { stdout: group } = await promisify(execFile)('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? (['runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args]] as const)
      : ([path.join(binDir, program), args] as const);
  const data = path.join(dir, 'data');
  const [initdb, initArgs] = run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  await promisify(execFile)(initdb, [...initArgs]);
  const port = await freePort();
  const [postgres, args] = run('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  let server: ChildProcess;

  /** Starts the server and resolves once it takes connections. */
  async function launch(): Promise<void> {
    server = spawn(postgres, [...args], { stdio: 'ignore' });
    const started = Date.now();
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        if (Date.now() - started > 20_000) throw new Error('PostgreSQL did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** Stops the server (through pg_ctl: under root it runs behind runuser, which forwards no signal). */
  async function halt(mode: 'fast' | 'immediate'): Promise<void> {
    const [pgCtl, stopArgs] = run('pg_ctl', ['stop', '-D', data, '-m', mode]);
    await promisify(execFile)(pgCtl, [...stopArgs]).catch(() => server.kill('SIGKILL'));
    await new Promise((resolve) =>
      server.exitCode !== null || server.signalCode !== null
        ? resolve(null)
        : server.once('exit', resolve),
    );
  }

  await launch();
  let databases = 0;
  return {
    url,
    /** The URL of a new, empty database: each test starts from nothing, in any order. */
    freshDatabase: async () => {
      databases += 1;
      const name = `leads_${databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    /** A restart as an operator makes it: a fast stop, the database away for `awayMs`, a start. */
    restart: async (awayMs: number) => {
      await halt('fast');
      await new Promise((resolve) => setTimeout(resolve, awayMs));
      await launch();
    },
    stop: async () => {
      await halt('immediate');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One throwaway cluster for a test file: started before its tests, stopped after them. The
 * returned function gives the running cluster.
 */
export function usePostgresCluster(): () => Awaited<ReturnType<typeof startPostgres>> {
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;
  beforeAll(async () => {
    cluster = await startPostgres(postgresBinaries());
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return () => {
    if (!cluster) throw new Error('the PostgreSQL cluster has not started');
    return cluster;
  };
}
