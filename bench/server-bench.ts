/**
 * `npm run bench:server` (also part of `npm run bench`): page throughput on loopback, in one run,
 * alternating per page between (a) the production server with its page cache warm, (b) the same
 * build with PAGE_CACHE=off, (c) a bare node:http server sending the same bytes and headers from
 * memory, and optionally (d) another build (BENCH_BASELINE_DIST, e.g. the code before a change).
 * 50 connections, a warm-up before each measurement, bounded in time. `--memory` (or
 * BENCH_MEMORY=1) adds the memory run: 100 connections over every sitemap address, RSS after each.
 *
 * BENCH_DIST: build to use (default dist, built first when unset); BENCH_PORT: first of four
 * ports (default 3300); BENCH_SECONDS / BENCH_WARMUP_SECONDS / BENCH_MEMORY_SECONDS: durations.
 * The baseline runs without the heap flags and malloc settings of server/ops/heap-flags.ts, or with
 * the node flags BENCH_BASELINE_FLAGS lists (space-separated): the same build with
 * BENCH_BASELINE_FLAGS set to the heap flags compares the malloc settings alone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { blogPosts } from '#content/blog/posts.ts';
import { SERVER_HEAP_FLAGS, SERVER_MALLOC_ENV } from '#server/ops/heap-flags.ts';
import { sitemapPaths } from '#shared/routing/site-paths.ts';

const ACCEPT_ENCODING = 'br, gzip';
const CONNECTIONS = 50;
const MEMORY_CONNECTIONS = 100;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

export interface ServerBenchOptions {
  readonly distDir: string;
  readonly port: number;
  readonly baselineDist?: string;
  /** Node flags of the baseline (default none). */
  readonly baselineFlags?: readonly string[];
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** 0 skips the memory run. */
  readonly memorySeconds: number;
}

interface Target {
  readonly name: string;
  readonly url: string;
  readonly process: ChildProcess;
}

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** Answers other than 2xx (e.g. 503 from admission control). */
  readonly non2xx: number;
  /** Connection errors and requests without an answer within autocannon's 10 s. */
  readonly errors: number;
}

/** Starts a build as it ships; the baseline (`asShipped: false`) without the malloc settings. */
function startServer(
  distDir: string,
  port: number,
  env: Record<string, string>,
  flags: readonly string[] = SERVER_HEAP_FLAGS,
  asShipped = true,
): ChildProcess {
  return spawn(process.execPath, [...flags, path.join(distDir, 'server/index.js')], {
    env: {
      ...(asShipped ? SERVER_MALLOC_ENV : {}),
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Resident set size of a process in MB (ps reads it from the kernel). */
function rssMb(child: ChildProcess): number {
  const kb = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)])
      .toString()
      .trim(),
  );
  return Math.round(kb / 1024);
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  paths?: readonly string[],
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    ...(paths
      ? { requests: paths.map((pathname) => ({ method: 'GET' as const, path: pathname })) }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const cell = (figures: Figures) =>
  `${figures.rps.toFixed(0).padStart(6)} ${String(figures.p50).padStart(5)} ${String(figures.p99).padStart(6)}`;

export async function serverBench(options: ServerBenchOptions): Promise<void> {
  const { distDir, port, seconds, warmupSeconds } = options;
  const post = blogPosts[0];
  const pages = ['/', '/pricing', '/blog', `/blog/${post?.slug ?? ''}`, '/interactive-elements'];
  const cached = startServer(distDir, port, { PAGE_CACHE: 'on' });
  const uncached = startServer(distDir, port + 1, { PAGE_CACHE: 'off' });
  const baseline = options.baselineDist
    ? startServer(options.baselineDist, port + 3, {}, options.baselineFlags ?? [], false)
    : undefined;
  const children = [cached, uncached, ...(baseline ? [baseline] : [])];
  try {
    const origin = (offset: number) => `http://127.0.0.1:${port + offset}`;
    for (const offset of [0, 1, ...(baseline ? [3] : [])]) {
      await waitFor(async () => (await fetch(`${origin(offset)}/healthz`)).ok, 'the servers');
    }
    // Warm: every sitemap page answers from the cache (a cached response carries an ETag), so
    // no warm-up render or compression competes with the measurements.
    const everyPage = sitemapPaths();
    await waitFor(async () => {
      for (const page of [...pages, ...everyPage]) {
        const answer = await fetch(`${origin(0)}${page}`, { method: 'HEAD' });
        if (!answer.headers.has('etag')) return false;
      }
      return true;
    }, 'the cache to warm');

    const bare = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(benchDir, 'bare-server.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port + 2),
          BARE_ORIGIN: origin(0),
          BARE_PATHS: pages.join(','),
          BARE_ACCEPT_ENCODING: ACCEPT_ENCODING,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(bare);
    await once(bare.stdout!, 'data');

    const targets: Target[] = [
      { name: 'a cached', url: origin(0), process: cached },
      { name: 'b cache off', url: origin(1), process: uncached },
      { name: 'c bare', url: origin(2), process: bare },
      ...(baseline ? [{ name: 'd baseline', url: origin(3), process: baseline }] : []),
    ];
    const rssBefore = targets.map((target) => rssMb(target.process));
    console.info(
      `\nServer throughput: ${CONNECTIONS} connections, ${warmupSeconds} s warm-up + ${seconds} s per cell, Accept-Encoding: ${ACCEPT_ENCODING}, 127.0.0.1`,
    );
    const header = targets.map((target) => `${target.name.padEnd(20)}`).join(' | ');
    console.info(`${'page'.padEnd(34)} | ${header} | a/c  | b/c${baseline ? '  | d/c' : ''}`);
    console.info(`${''.padEnd(34)} | ${targets.map(() => ' req/s   p50    p99').join(' | ')} |`);
    for (const [index, page] of pages.entries()) {
      const results = new Map<string, Figures>();
      // Rotate the order per page so no target always runs first on a cold CPU.
      const order = targets.map((_, at) => targets[(at + index) % targets.length]!);
      for (const target of order) {
        await load(`${target.url}${page}`, CONNECTIONS, warmupSeconds);
        results.set(target.name, await load(`${target.url}${page}`, CONNECTIONS, seconds));
      }
      const figures = targets.map((target) => results.get(target.name)!);
      const bareRps = figures[2]!.rps;
      const ratio = (at: number) => (figures[at]!.rps / bareRps).toFixed(2);
      const failures = figures.reduce((sum, entry) => sum + entry.non2xx + entry.errors, 0);
      console.info(
        `${page.padEnd(34)} | ${figures.map(cell).join(' | ')} | ${ratio(0)} | ${ratio(1)}${baseline ? ` | ${ratio(3)}` : ''}${failures ? `  (${failures} failed)` : ''}`,
      );
    }
    const rssAfter = targets.map((target) => rssMb(target.process));
    console.info(
      `RSS MB before → after: ${targets.map((target, at) => `${target.name} ${rssBefore[at]} → ${rssAfter[at]}`).join(', ')}`,
    );

    if (options.memorySeconds > 0) {
      console.info(
        `\nMemory: ${MEMORY_CONNECTIONS} connections over all ${everyPage.length} sitemap addresses, ${options.memorySeconds} s per run`,
      );
      for (const [target, runs] of [
        [targets[0]!, 2],
        [targets[1]!, 1],
      ] as const) {
        const before = rssMb(target.process);
        for (let run = 1; run <= runs; run += 1) {
          const figures = await load(
            target.url,
            MEMORY_CONNECTIONS,
            options.memorySeconds,
            everyPage,
          );
          console.info(
            `  ${target.name.padEnd(12)} run ${run}: RSS ${before} → ${rssMb(target.process)} MB   ${figures.rps.toFixed(0)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   non-2xx ${figures.non2xx}   errors/timeouts ${figures.errors}`,
          );
        }
      }
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
  if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const memory = process.argv.includes('--memory') || process.env.BENCH_MEMORY === '1';
  await serverBench({
    distDir,
    port: Number(process.env.BENCH_PORT ?? 3300),
    baselineDist: process.env.BENCH_BASELINE_DIST,
    baselineFlags: process.env.BENCH_BASELINE_FLAGS?.split(/\s+/).filter(Boolean),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    memorySeconds: memory ? Number(process.env.BENCH_MEMORY_SECONDS ?? 60) : 0,
  });
}
