/**
 * `npm run bench:shutdown-warm`: SIGTERM with 60 requests on the wire, 5 times at each moment
 * (during the warm start, once ready, once ready with a CPU-bound process competing for the
 * cores), printing sent / answered / lost per run. Traffic stays on 127.0.0.1.
 *
 * BENCH_DIST: build to use (default dist, built first when unset); BENCH_PORT (default 3300);
 * BENCH_RUNS: runs per moment (default 5).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { probeShutdown, type ShutdownMoment } from './shutdown-probe.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3300);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const moments: readonly ShutdownMoment[] = ['warming', 'ready', 'contention'];

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
console.info(`shutdown with 60 requests on the wire (${distDir}), ${new Date().toISOString()}`);
let totalLost = 0;
for (const moment of moments) {
  for (let run = 1; run <= runs; run += 1) {
    const result = await probeShutdown({ distDir, port, moment });
    totalLost += result.lost;
    const reasons = Object.entries(result.lostReasons)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ');
    console.info(
      `${moment.padEnd(10)} run ${run}: sent ${result.sent}, answered ${result.answered}, lost ${result.lost}` +
        `${reasons ? ` (${reasons})` : ''}; without Connection: close ${result.keptOpen}; ` +
        `exit ${result.exitCode} after ${result.exitMs} ms`,
    );
  }
}
console.info(`lost in all: ${totalLost}`);
process.exitCode = totalLost === 0 ? 0 : 1;
