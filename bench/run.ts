/**
 * `npm run bench`: bundle sizes, server throughput and Lighthouse, printed as figures.
 * Builds first unless BENCH_DIST names an existing build. Traffic stays on 127.0.0.1.
 * BENCH_SKIP_LOAD and BENCH_SKIP_LIGHTHOUSE leave out the slow parts.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { bundleReport } from './bundle-size.ts';
import { lighthousePages, lighthouseReport } from './lighthouse.ts';
import { loadReport } from './server-load.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 3300);
const baseUrl = `http://127.0.0.1:${port}`;
const pages = ['/', '/pricing', '/blog', '/features/voice-agents'];

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
bundleReport(distDir);

const server = spawn(process.execPath, [path.join(distDir, 'server/index.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
try {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (!process.env.BENCH_SKIP_LOAD) await loadReport(baseUrl, pages);
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await lighthouseReport(baseUrl, lighthousePages);
} finally {
  server.kill('SIGTERM');
}
