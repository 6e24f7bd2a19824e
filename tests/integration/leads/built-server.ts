/**
 * The built server and the owner's tool as the container runs them: processes on loopback, a
 * store in a folder of the test's own.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');

export function serverEnvironment(
  port: number,
  store: Record<string, string>,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    PAGE_CACHE: 'off',
    LEADS_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
    ...store,
    ...extra,
  };
}

/** Starts `dist/server/index.js` and resolves once `/readyz` answers 200. */
export async function startBuiltServer(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(distDir, 'server/index.js')], {
    env,
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

/** Resolves once the process has ended (one ended by a signal has no exit code, only its signal). */
export const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(null)
      : child.once('exit', resolve),
  );

/**
 * The owner's tool: the bundle the container runs, or `source` as `npm run leads` runs it.
 * Resolves with its output; rejects (with code, stdout and stderr) when it exits non-zero.
 */
export async function leadsTool(store: Record<string, string>, ...args: string[]) {
  const source = args[0] === 'source';
  return promisify(execFile)(
    source ? path.resolve('node_modules/.bin/tsx') : process.execPath,
    source
      ? ['server/leads/cli.ts', ...args.slice(1)]
      : [path.join(distDir, 'server/leads.js'), ...args],
    { env: { ...process.env, ...store, NODE_ENV: 'production', SITE_URL: 'http://x.test' } },
  );
}

export const emailsOf = (jsonLines: string) =>
  jsonLines
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { fields: { email: string } }).fields.email);
