/**
 * The built server and the owner's tool, as processes: a submission answered with success is on
 * disk, whatever happens to the process next (SIGKILL right after the answers), and the next
 * start opens the same file and takes new leads. Then the tool exports and erases.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'leads-durable-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function environment(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PAGE_CACHE: 'off',
    LEADS_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
  };
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(distDir, 'server/index.js')], {
    env: environment(port),
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    if (Date.now() - started > 20_000 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A process ended by a signal has no exit code, only its signal.
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(null)
      : child.once('exit', resolve),
  );

/** The owner's tool: the bundle the container runs, or `source` as `npm run leads` runs it. */
async function leadsTool(...args: string[]): Promise<string> {
  const source = args[0] === 'source';
  const { stdout } = await promisify(execFile)(
    source ? path.resolve('node_modules/.bin/tsx') : process.execPath,
    source
      ? ['server/leads/cli.ts', ...args.slice(1)]
      : [path.join(distDir, 'server/leads.js'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SITE_URL: 'http://x.test' },
    },
  );
  return stdout;
}

const emailsOf = (jsonLines: string) =>
  jsonLines
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { fields: { email: string } }).fields.email);

describe('acknowledged leads survive SIGKILL', () => {
  it(
    'finds every answered submission after a kill and a restart',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const server = await startServer(port);
      const acknowledged: string[] = [];
      // 40 at once, half with JavaScript's request, half as posts without it; the process is
      // killed the moment the 20th success has arrived, with the rest still on the wire.
      const sends = Array.from({ length: 40 }, async (_, index) => {
        const email = `visitor${index}@example.com`;
        const url =
          index % 2 === 0
            ? `http://127.0.0.1:${port}/api/leads/newsletter`
            : `http://127.0.0.1:${port}/newsletter`;
        const response = await fetch(url, {
          method: 'POST',
          body: new URLSearchParams({ email }),
        }).catch(() => null);
        if (response?.status !== 200) return;
        await response.text().catch(() => undefined);
        acknowledged.push(email);
        if (acknowledged.length === 20) server.kill('SIGKILL');
      });
      await Promise.all(sends);
      server.kill('SIGKILL');
      await exited(server);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      // The next start opens the same file (a lock left by the kill is cleared) and takes leads.
      const again = await startServer(port);
      try {
        const after = await fetch(`http://127.0.0.1:${port}/api/leads/contact`, {
          method: 'POST',
          body: new URLSearchParams({
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            subject: 'sales',
            message: 'Calling about the analytical engine.',
          }),
        });
        expect(after.status).toBe(200);
        const stored = emailsOf(await leadsTool('export'));
        const missing = acknowledged.filter((email) => !stored.includes(email));
        expect(missing).toEqual([]);
        expect(stored).toContain('ada@example.com');
        expect(emailsOf(await leadsTool('export', '--form', 'contact'))).toEqual([
          'ada@example.com',
        ]);

        // Erasure, while the server runs: every record of that person, nobody else's.
        await leadsTool('erase', '--email', 'ADA@example.com');
        const left = emailsOf(await leadsTool('export'));
        expect(left).not.toContain('ada@example.com');
        expect(left.length).toBe(stored.length - 1);
        // `npm run leads` (the TypeScript source under tsx) reads the same store.
        expect(emailsOf(await leadsTool('source', 'export'))).toEqual(left);
      } finally {
        again.kill('SIGTERM');
        await exited(again);
      }
    },
  );
});
