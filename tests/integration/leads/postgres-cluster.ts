import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.ts';

/** PostgreSQL's server programs, from PATH or Debian's versioned folder; null when absent. */
export function postgresBinaries(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
  );
  // Under root the server runs as the `postgres` user, which the package creates.
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) return null;
  return found ?? null;
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
  const server: ChildProcess = spawn(postgres, [...args], { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const started = Date.now();
  const { default: pg } = await import('pg');
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() - started > 20_000) throw new Error('PostgreSQL did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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
    stop: async () => {
      // Through pg_ctl: under root the server runs behind runuser, which forwards no signal.
      const [pgCtl, stopArgs] = run('pg_ctl', ['stop', '-D', data, '-m', 'immediate']);
      await promisify(execFile)(pgCtl, [...stopArgs]).catch(() => server.kill('SIGKILL'));
      await new Promise((resolve) =>
        server.exitCode !== null || server.signalCode !== null
          ? resolve(null)
          : server.once('exit', resolve),
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
