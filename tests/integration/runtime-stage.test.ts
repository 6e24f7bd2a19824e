/**
 * No Docker engine runs here, so this assembles what the Dockerfile's runtime stage holds
 * (package.json and the build; the server bundle needs no node_modules) in a fresh folder, starts it under Node 24
 * as the container would, and checks it serves and stops cleanly.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const root = path.resolve('.');
/** The container's runtime is Node 24, and so is the one `npm test` runs under (with-node-24.sh). */
const node24 = process.execPath;

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

describe('runtime stage (Dockerfile) under Node 24', () => {
  it('runs under Node 24, as the image does', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  let folder: string;
  let child: ChildProcess;
  let base: string;
  let logs = '';

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'runtime-stage-'));
    cpSync(path.join(root, 'package.json'), path.join(folder, 'package.json'));
    cpSync(path.resolve(process.env.TEST_DIST ?? 'dist'), path.join(folder, 'dist'), {
      recursive: true,
    });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(node24, ['dist/server/index.js'], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: base,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    await waitForHealth(`${base}/healthz`, child, 20_000);
  }, 240_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('runs on Node 24 with production dependencies only', () => {
    expect(execFileSync(node24, ['--version']).toString()).toMatch(/^v24\./);
    expect(() => createRequire(path.join(folder, 'package.json')).resolve('vitest')).toThrow();
  });

  it('answers /healthz and renders /', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<h1');
    expect(html).toContain('</html>');
  });

  it('finishes an in-flight request and exits 0 on SIGTERM', async () => {
    // fetch resolves on the response headers: the server has accepted the request and is
    // streaming the page when the signal arrives.
    const response = await fetch(`${base}/features`);
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</html>');
    const started = Date.now();
    expect(await exited, logs).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});
