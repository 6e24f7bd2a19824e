/**
 * `npm run bench:load`: load, memory, faults and shutdown, printed as figures. Loopback only and
 * bounded: LOAD_CONNECTIONS (100) connections for LOAD_SECONDS (60) over every sitemap URL plus
 * 404s, form posts and image probes; then the fault tests; then SIGTERM under load. Builds first
 * unless BENCH_DIST names an existing build. Exits 1 when a target is missed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import autocannon from 'autocannon';
import { requestMix } from './load-mix.ts';
import { rssMegabytes, startServer } from './load-server.ts';
import { shutdownUnderLoad } from './shutdown-under-load.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.LOAD_PORT ?? 3310);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const failures: string[] = [];

// 1. Load and memory.
const mix = requestMix();
const server = await startServer(distDir, port);
const pid = server.child.pid!;
const rss = { start: rssMegabytes(pid), middle: 0, end: 0 };
const unexpected = new Map<string, number>();
console.info(
  `\nload: ${connections} connections for ${seconds} s, ${mix.length} requests in the cycle, brotli accepted`,
);
const middle = setTimeout(() => (rss.middle = rssMegabytes(pid)), (seconds * 1000) / 2);
const end = setTimeout(() => (rss.end = rssMegabytes(pid)), seconds * 1000 - 500);
const result = await autocannon({
  url: server.baseUrl,
  connections,
  duration: seconds,
  timeout: 30,
  headers: { 'accept-encoding': 'br' },
  requests: mix.map((item) => ({
    method: item.method,
    path: item.path,
    ...(item.body
      ? { body: item.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
    onResponse: (status: number) => {
      if (status === item.expected) return;
      const key = `${item.method} ${item.path} → ${status} (expected ${item.expected})`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    },
  })),
});
clearTimeout(middle);
clearTimeout(end);
server.child.kill('SIGTERM');
await server.exited;

const unexpectedCount = [...unexpected.values()].reduce((sum, count) => sum + count, 0);
const growth = rss.middle > 0 ? ((rss.end - rss.middle) / rss.middle) * 100 : Number.NaN;
console.info(
  `  requests            ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
);
console.info(`  errors              ${result.errors} (timeouts ${result.timeouts})`);
console.info(`  unexpected statuses ${unexpectedCount}`);
for (const [key, count] of unexpected) console.info(`    ${count} × ${key}`);
console.info(`  latency             p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.info(
  `  RSS                 start ${rss.start} MB, middle ${rss.middle} MB, end ${rss.end} MB (${growth.toFixed(1)}% middle → end)`,
);
if (result.errors > 0 || result.timeouts > 0) failures.push('load: connection errors or timeouts');
if (unexpectedCount > 0) failures.push('load: unexpected statuses');
if (!(growth <= 10)) failures.push('load: RSS grew more than 10% between middle and end');

// 2. Faults: a throwing render and a client leaving mid-response (vitest, against the app).
console.info('\nfaults:');
const faults = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/integration/platform/faults.test.tsx', '--reporter=verbose'],
  { encoding: 'utf8' },
);
for (const line of faults.stdout.split('\n').filter((text) => /[✓×]/.test(text))) {
  console.info(`  ${stripVTControlCharacters(line).trim()}`);
}
if (faults.status !== 0) failures.push('faults: a fault test failed');

// 3. SIGTERM under load.
const shutdown = await shutdownUnderLoad(
  distDir,
  port,
  mix.filter((item) => item.method === 'GET' && item.expected === 200).map((item) => item.path),
  connections,
  3_000,
);
console.info(`\nSIGTERM under load (${connections} keep-alive clients):`);
console.info(`  in flight at the signal   ${shutdown.inFlightAtSignal}`);
console.info(`  completed after it        ${shutdown.completedAfterSignal}`);
console.info(`  refused after it          ${shutdown.refusedAfterSignal} (new connections)`);
console.info(
  `  reset in accept queue     ${shutdown.resetInAcceptQueue} (new connections made after the signal)`,
);
console.info(
  `  requests lost             ${shutdown.lost} ${JSON.stringify(shutdown.lostReasons)}`,
);
console.info(`  exit                      code ${shutdown.exitCode} after ${shutdown.exitMs} ms`);
if (shutdown.lost > 0) failures.push('shutdown: requests lost');
if (shutdown.exitCode !== 0 || shutdown.exitMs > 10_000)
  failures.push('shutdown: no exit 0 within 10 s');

console.info(failures.length === 0 ? '\nall targets met' : `\nmissed:\n  ${failures.join('\n  ')}`);
process.exit(failures.length === 0 ? 0 : 1);
