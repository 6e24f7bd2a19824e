/**
 * `npm run bench:leads`: what storing leads costs page serving, on loopback against the built
 * server with its embedded store (builds first unless BENCH_DIST is set).
 *
 * 1. Page p99 alone against page p99 with 30 leads/s arriving (LEADS_RATE), alternating phases
 *    of LEADS_SECONDS (10) each, three of each: the median p99s and their ratio (target ≤ 1.5).
 * 2. The same with the disk made slow: a concurrent writer syncing every 4 KB block (dd
 *    oflag=dsync) on the store's file system for the whole alternation.
 * 3. RSS after RSS_CONNECTIONS (100) connections for RSS_SECONDS (60) over every sitemap page,
 *    with the store open (target: `serverRssAfterLoadMb` of tests/budgets.ts), printed with its
 *    anonymous and file-backed parts, and at ready for comparison. The server runs with the heap flags and malloc settings of
 *    server/ops/heap-flags.ts (`MALLOC_ARENA_MAX=` with no value in the environment: glibc's default).
 * Every submission answered 200 must then be in the owner's export. Exits 1 on a loss or error,
 * or on RSS over its budget.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { BUDGETS, overBudget } from '../tests/budgets.ts';
import { memoryBreakdown, startServer } from './load-server.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const port = Number(process.env.LOAD_PORT ?? 3320);
const rate = Number(process.env.LEADS_RATE ?? 30);
const phaseSeconds = Number(process.env.LEADS_SECONDS ?? 10);
const rssConnections = Number(process.env.RSS_CONNECTIONS ?? 100);
const rssSeconds = Number(process.env.RSS_SECONDS ?? 60);

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-store-'));
const server = await startServer(distDir, port, { DATA_DIR: dataDir, LEADS_RATE_LIMIT: '0' });
const pid = server.child.pid ?? 0;
console.info(`RSS at ready (every sitemap page kept, store open): ${memoryBreakdown(pid).text}`);

let sequence = 0;
let answered200 = 0;
let failures = 0;

const pages = (seconds: number, connections = 10) =>
  autocannon({
    url: server.baseUrl,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
    requests: sitemapPaths().map((page) => ({ method: 'GET', path: page })),
  });

const leads = (seconds: number) =>
  autocannon({
    url: server.baseUrl,
    connections: 5,
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
          const body = new URLSearchParams({
            name: 'Load Test',
            email: `load${sequence}@example.com`,
            subject: 'sales',
            message: 'A lead sent by the load benchmark.',
            filled_ms: '10000',
          });
          return { ...request, body: body.toString() };
        },
        onResponse: (status) => {
          if (status === 200) answered200 += 1;
          else failures += 1;
        },
      },
    ],
  });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Three alternations of pages alone and pages with leads arriving; median p99 of each. */
async function alternate(label: string) {
  const alone: number[] = [];
  const withLeads: number[] = [];
  for (let round = 0; round < 3; round++) {
    alone.push((await pages(phaseSeconds)).latency.p99);
    const [loaded, sent] = await Promise.all([pages(phaseSeconds), leads(phaseSeconds)]);
    failures += sent.errors + sent.timeouts;
    withLeads.push(loaded.latency.p99);
  }
  const ratio = median(withLeads) / Math.max(1, median(alone));
  console.info(
    `${label}: page p99 alone ${alone.join('/')} ms (median ${median(alone)}), with ${rate} leads/s ${withLeads.join('/')} ms (median ${median(withLeads)}): ratio ${ratio.toFixed(2)} (target ≤ 1.5)`,
  );
  return ratio;
}

/** A writer that syncs every block: fsync on this file system becomes slow for everyone. */
function slowDisk() {
  const ballast = path.join(dataDir, 'slow-disk-ballast');
  let running = true;
  const loop = async () => {
    while (running) {
      await new Promise((resolve) => {
        const writer = spawn(
          'dd',
          ['if=/dev/zero', `of=${ballast}`, 'bs=4k', 'count=2000', 'oflag=dsync'],
          {
            stdio: 'ignore',
          },
        );
        writer.once('exit', resolve);
      });
    }
  };
  const done = loop();
  return async () => {
    running = false;
    await done;
    rmSync(ballast, { force: true });
  };
}

console.info(
  `\nleads beside pages: ${rate} leads/s, phases of ${phaseSeconds} s, 10 page connections`,
);
await pages(5); // warm: every page kept, JIT settled
const quiet = await alternate('quiet disk');
const stopWriter = slowDisk();
const slow = await alternate('slow disk ');
await stopWriter();

console.info(
  `\nRSS: ${rssConnections} connections for ${rssSeconds} s over ${sitemapPaths().length} sitemap pages, store open`,
);
const load = await pages(rssSeconds, rssConnections);
const memory = memoryBreakdown(pid);
const rss = memory.rss;
const rssBudget = BUDGETS.serverRssAfterLoadMb;
console.info(
  `pages: ${load.requests.average} req/s, p99 ${load.latency.p99} ms; RSS after: ${memory.text} (target ≤ ${rssBudget} MB)`,
);
if (rss > rssBudget) {
  const mb = (value: number) => `${Math.round(value * 10) / 10} MB`;
  console.error(overBudget('serverRssAfterLoadMb', 'RSS after load', rss, rssBudget, mb));
}

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
rmSync(dataDir, { recursive: true, force: true });

// Every answered success must be stored.
const lost = Math.max(0, answered200 - exported.length);
console.info(
  `\nsubmissions: ${sequence} sent, ${answered200} answered 200, ${failures} errors, ${lost} lost (${exported.length} in the store)`,
);
console.info(
  `summary: p99 ratio ${quiet.toFixed(2)} quiet, ${slow.toFixed(2)} slow disk; RSS ${rss} MB`,
);
if (failures > 0 || lost > 0 || rss > rssBudget) process.exit(1);
