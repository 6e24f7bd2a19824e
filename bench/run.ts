/**
 * `npm run bench`: bundle sizes, server throughput (server-bench.ts), the phone run with applied
 * throttling (phone-run.ts) and Lighthouse as a second opinion, printed as figures.
 * Builds first unless BENCH_DIST names an existing build. Traffic stays on 127.0.0.1.
 * BENCH_SKIP_LOAD, BENCH_SKIP_PHONE and BENCH_SKIP_LIGHTHOUSE leave out the slow parts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleReport } from './bundle-size.ts';
import { lighthousePages, lighthouseReport } from './lighthouse.ts';
import { startServer } from './load-server.ts';
import { phoneRun } from './phone-run.ts';
import { serverBench } from './server-bench.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3300);

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
bundleReport(distDir);
if (!process.env.BENCH_SKIP_LOAD)
  await serverBench({
    distDir,
    port,
    baselineDist: process.env.BENCH_BASELINE_DIST,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    memorySeconds:
      process.env.BENCH_MEMORY === '1' ? Number(process.env.BENCH_MEMORY_SECONDS ?? 60) : 0,
  });

if (!process.env.BENCH_SKIP_PHONE) await phoneRun(distDir, port);

const server = await startServer(distDir, port);
try {
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await lighthouseReport(server.baseUrl, lighthousePages);
} finally {
  server.child.kill('SIGTERM');
}
