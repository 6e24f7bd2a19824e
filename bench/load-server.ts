import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_HEAP_FLAGS, SERVER_MALLOC_ENV } from '#server/ops/heap-flags.ts';

/** The production server as a child process on loopback, and its memory as the OS sees it. */

export interface RunningServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly exited: Promise<{ code: number | null; at: number }>;
}

/**
 * Waits for `/readyz`: not listening yet, or 503 while the warm start fills the page cache, is
 * asked again every 200 ms. False when it is still not ready after `attempts`.
 */
async function waitUntilReady(baseUrl: string, attempts = 150): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * The built production server as a child process on loopback: heap flags, malloc settings,
 * production mode and `SITE_URL` set as a deployment sets them; `env` adds or overrides
 * variables (the caller's environment overrides the malloc settings: `MALLOC_ARENA_MAX=` with
 * no value measures glibc's default).
 */
export function spawnBuiltServer(
  distDir: string,
  port: number,
  env: Readonly<Record<string, string>>,
  stdio: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, [...SERVER_HEAP_FLAGS, path.join(distDir, 'server/index.js')], {
    env: {
      ...SERVER_MALLOC_ENV,
      ...process.env,
      // Each server a lead store of its own: the embedded file belongs to one process.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-leads-')),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', stdio, 'inherit'],
  });
}

export async function startServer(
  distDir: string,
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  // 4xx are warnings: the share of 404s would flood the terminal. All load comes from one
  // address, so the per-address lead limit is off (its own test covers it).
  const child = spawnBuiltServer(distDir, port, {
    LOG_LEVEL: 'error',
    LEADS_RATE_LIMIT: '0',
    ...env,
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await waitUntilReady(baseUrl)) return { child, baseUrl, exited };
  child.kill('SIGKILL');
  throw new Error(`the server did not answer on ${baseUrl}`);
}

/** Resident set size in MB, from ps (Linux and macOS). */
export function rssMegabytes(pid: number): number {
  const kilobytes = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  );
  return Math.round(kilobytes / 102.4) / 10;
}

/**
 * RSS and, on Linux, its two kinds (/proc/<pid>/status): anonymous memory (heaps, malloc, stacks)
 * and file-backed pages (mostly the node binary's code and data, shared with every process that
 * runs the same binary, and counted in RSS all the same). MB, one decimal.
 */
export function memoryBreakdown(pid: number): { readonly rss: number; readonly text: string } {
  const rss = rssMegabytes(pid);
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return { rss, text: `${rss} MB` };
  }
  const field = (name: string) =>
    Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 102.4) /
    10;
  const text = `${rss} MB (anonymous ${field('RssAnon')} MB, file-backed ${field('RssFile')} MB)`;
  return { rss, text };
}
