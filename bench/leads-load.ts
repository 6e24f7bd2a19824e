/**
 * `npm run bench:leads`: 50 lead submissions a second for 30 s (LEADS_RATE, LEADS_SECONDS)
 * through the form's own endpoint, alongside page traffic (10 connections over the sitemap
 * pages), on loopback against the built server with its embedded store. Then the owner's tool
 * exports the store: every submission answered 200 must be in it. Prints errors, lost leads and
 * the submissions' latency; exits 1 on any error or loss. Builds first unless BENCH_DIST is set.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { rssMegabytes, startServer } from './load-server.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.LOAD_PORT ?? 3320);
const rate = Number(process.env.LEADS_RATE ?? 50);
const seconds = Number(process.env.LEADS_SECONDS ?? 30);

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-store-'));
const server = await startServer(distDir, port, { DATA_DIR: dataDir });
const pid = server.child.pid ?? 0;
const rssBefore = rssMegabytes(pid);
let peakRss = rssBefore;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMegabytes(pid))), 500);

let sequence = 0;
const statuses = new Map<number, number>();
console.info(`\nleads: ${rate}/s for ${seconds} s, with page traffic (10 connections)`);
const [submissions, pages] = await Promise.all([
  autocannon({
    url: server.baseUrl,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/leads/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => {
          sequence += 1;
          const email = `load${sequence}@example.com`;
          return {
            ...request,
            body: new URLSearchParams({
              name: 'Load Test',
              email,
              subject: 'sales',
              message: 'A lead sent by the load benchmark.',
              filled_ms: '10000',
            }).toString(),
          };
        },
        onResponse: (status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  }),
  autocannon({
    url: server.baseUrl,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
    requests: sitemapPaths().map((page) => ({ method: 'GET', path: page })),
  }),
]);
clearInterval(sampler);

const exported = execFileSync(process.execPath, [path.join(distDir, 'server/leads.js'), 'export'], {
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', SITE_URL: 'http://x.test' },
  maxBuffer: 64 * 1024 * 1024,
})
  .toString()
  .trim()
  .split('\n')
  .filter(Boolean);
server.child.kill('SIGTERM');
await server.exited;

// Every answered success must be stored (the store may also hold a few whose answer was cut).
const ok = statuses.get(200) ?? 0;
const errors = submissions.errors + submissions.timeouts + (submissions.non2xx ?? 0);
const lost = Math.max(0, ok - exported.length);
console.info(
  [
    `submissions: ${submissions.requests.total} sent, ${ok} answered 200, ${errors} errors, ${lost} lost (${exported.length} in the store)`,
    `submission latency: p50 ${submissions.latency.p50} ms, p99 ${submissions.latency.p99} ms, max ${submissions.latency.max} ms`,
    `pages alongside: ${pages.requests.average} req/s, p99 ${pages.latency.p99} ms, ${pages.non2xx} non-2xx`,
    `RSS: ${rssBefore} MB at start, ${peakRss} MB at peak`,
  ].join('\n'),
);
if (errors > 0 || lost > 0) process.exit(1);
