import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { spawnBuiltServer } from './load-server.ts';

/**
 * SIGTERM at a chosen moment of the server's life, with requests on the wire: the built server
 * is started, 60 keep-alive connections each send one GET, and the signal follows once every
 * one of them is connected and its request written (a condition, not a fixed time: on a busy
 * machine the client may take longer than any guess to connect them all). Every one of those
 * requests was accepted by the kernel before the signal, so each must be answered in full (with
 * `Connection: close`). Shared by the integration test and `npm run bench:shutdown-warm`.
 */

/**
 * `warming`: right after `/healthz` is 200, while the warm start renders the sitemap.
 * `ready`: after `/readyz` is 200. `contention`: after `/readyz`, with a CPU-bound child
 * process competing for the cores.
 */
export type ShutdownMoment = 'warming' | 'ready' | 'contention';

export interface ShutdownProbeOptions {
  readonly distDir: string;
  readonly port: number;
  readonly moment: ShutdownMoment;
  readonly connections?: number;
  readonly paths?: readonly string[];
}

export interface ShutdownProbeResult {
  readonly sent: number;
  /** Complete responses, every one of which asked to close its connection. */
  readonly answered: number;
  readonly lost: number;
  /** Why requests were lost (error code or reason), with counts. */
  readonly lostReasons: Readonly<Record<string, number>>;
  /** Answered requests whose response did not carry `Connection: close`. */
  readonly keptOpen: number;
  readonly exitCode: number | null;
  readonly exitMs: number;
}

export const PROBE_PATHS = ['/', '/pricing', '/blog', '/interactive-elements', '/features'];
// Generous: on a loaded machine the warm start of every sitemap page can take a minute.
const WAIT_LIMIT_MS = 120_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a health path until it answers 200; fails when the server exits or time runs out. */
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const status = await new Promise<number>((resolve) => {
      // A fresh connection that closes at once, so the poll leaves no idle socket behind.
      const request = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
    if (status === 200) return;
    await pause(10);
  }
  throw new Error(`no 200 from ${url} within ${WAIT_LIMIT_MS} ms`);
}

type Outcome = { readonly kind: 'answered'; readonly closes: boolean } | { readonly kind: string };

interface OnTheWire {
  /** Resolves once the request is written to its connection (or has failed before that). */
  readonly written: Promise<void>;
  readonly outcome: Promise<Outcome>;
}

/** One connection, one GET: when it is on the wire, and how it ended. */
function oneRequest(url: string): OnTheWire {
  let written!: () => void;
  const onTheWire = new Promise<void>((resolve) => (written = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = http.get(url, { agent, timeout: 20_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        if (!res.complete) return resolve({ kind: 'incomplete' });
        resolve({ kind: 'answered', closes: res.headers.connection === 'close' });
      });
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: error.code ?? error.message }),
      );
    });
    // Written means connected: the request waits in the agent until its socket connects.
    request.on('finish', written);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      written();
      agent.destroy();
      resolve({ kind: error.code ?? error.message });
    });
  });
  return { written: onTheWire, outcome };
}

/** Spins one core for at most `ms`; killed when the probe ends. */
function cpuHog(ms: number): ChildProcess {
  return spawn(
    process.execPath,
    [
      '-e',
      `const end = Date.now() + ${ms}; let x = 0; while (Date.now() < end) x += Math.sqrt(x);`,
    ],
    { stdio: 'ignore' },
  );
}

export async function probeShutdown(options: ShutdownProbeOptions): Promise<ShutdownProbeResult> {
  const { distDir, port, moment } = options;
  const connections = options.connections ?? 60;
  const paths = options.paths ?? PROBE_PATHS;
  const child = spawnBuiltServer(distDir, port, { LOG_LEVEL: 'error' });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  let hog: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${moment === 'warming' ? '/healthz' : '/readyz'}`, child);
    if (moment === 'contention') {
      hog = cpuHog(15_000);
      await pause(100);
    }
    const requests = Array.from({ length: connections }, (_, index) =>
      oneRequest(`${base}${paths[index % paths.length] ?? '/'}`),
    );
    await Promise.all(requests.map((request) => request.written));
    const signalledAt = performance.now();
    child.kill('SIGTERM');
    const outcomes = await Promise.all(requests.map((request) => request.outcome));
    const exit = await Promise.race([exited, pause(15_000).then(() => null)]);
    const lostReasons: Record<string, number> = {};
    let answered = 0;
    let keptOpen = 0;
    for (const outcome of outcomes) {
      if ('closes' in outcome) {
        answered += 1;
        if (!outcome.closes) keptOpen += 1;
      } else {
        lostReasons[outcome.kind] = (lostReasons[outcome.kind] ?? 0) + 1;
      }
    }
    return {
      sent: connections,
      answered,
      lost: connections - answered,
      lostReasons,
      keptOpen,
      exitCode: exit ? exit.code : null,
      exitMs: exit ? Math.round(exit.at - signalledAt) : -1,
    };
  } finally {
    hog?.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
