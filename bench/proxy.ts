/**
 * `npm run bench:proxy`: the site behind a real caching reverse proxy. Debian's nginx (installed
 * when missing) with deploy/nginx/site-http.conf and site-location.conf in front of two replicas,
 * all on loopback. Checks the proxy cache (hits, ETag revalidation, encodings kept apart and
 * chosen by q-value, one entry per page whatever campaign or made-up parameters a link carries,
 * no redirected address or misreadable query kept as a page, other Hosts refused, posts, 404s
 * and errors not kept), oversized uploads answered 413 through the proxy, no client address in
 * the replicas' logs, a rolling restart under PROXY_CONNECTIONS (100) connections that must lose
 * no request, and a replica shedding load with 503s (Retry-After) while the other keeps
 * serving. Bounded: the whole run stops after 6 minutes. Builds first unless BENCH_DIST names a
 * build. Exits 1 when a check fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sitemapPaths } from '#shared/routing/site-paths.ts';
import { cacheStatus, decode, postOversized, send, type Answer } from './proxy-client.ts';
import {
  ensureNginx,
  nginxConfig,
  startNginx,
  startReplica,
  waitReady,
  type Replica,
  UPSTREAM_FAIL_TIMEOUT_S,
} from './proxy-topology.ts';

const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
const base = Number(process.env.PROXY_PORT ?? 3460);
const connections = Number(process.env.PROXY_CONNECTIONS ?? 100);
const ports = { cached: base, uncached: base + 3, shortLived: base + 4 };
const LOAD_PATHS = ['/', '/pricing', '/features', '/contact', '/blog', '/product-tour'];
/** Requests per second across all connections: steady load, not a saturation test. */
const rate = Number(process.env.PROXY_RATE ?? 200);

const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail: string): void {
  results.push({ name, ok, detail });
  console.info(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

if (!process.env.BENCH_DIST) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const nginxBinary = ensureNginx();
// nginx -v writes to stderr.
const nginxVersion = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr;
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-'));
const siteUrl = `http://127.0.0.1:${ports.cached}`;
const replicas: Replica[] = [1, 2].map((index) => ({
  name: `replica-${index}`,
  port: base + index,
  lines: [],
  child: undefined as never,
  exited: Promise.resolve(null),
}));
const guard = setTimeout(() => {
  console.error('bench:proxy: over 6 minutes, stopping');
  shutdown(1);
}, 360_000);

// Whatever happens, no replica or nginx outlives the bench.
process.on('exit', () => {
  for (const replica of replicas) replica.child?.kill('SIGKILL');
  nginx?.kill('SIGKILL');
});

process.once('SIGINT', () => shutdown(130));
process.once('SIGTERM', () => shutdown(143));

function shutdown(code: number): void {
  for (const replica of replicas) replica.child?.kill('SIGKILL');
  nginx?.kill('SIGQUIT');
  rmSync(dir, { recursive: true, force: true });
  clearTimeout(guard);
  process.exit(code);
}

// nginx first: a configuration error stops the run before any replica is started.
const nginx = startNginx(nginxBinary, dir, nginxConfig(dir, ports, replicas));
for (const replica of replicas) startReplica(replica, distDir, siteUrl);
const started = performance.now();
const ready = await Promise.all(replicas.map((replica) => waitReady(replica.port)));
if (!ready.every(Boolean)) {
  console.error('bench:proxy: the replicas did not get ready');
  shutdown(1);
}
console.info(
  `\nproxy: ${nginxVersion.trim()} on 127.0.0.1:${ports.cached}, replicas on ${replicas.map((r) => r.port).join(' and ')} (ready in ${Math.round(performance.now() - started)} ms)\n`,
);
/** Log lines reach us through a pipe a moment after the response (longer on a busy machine). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const seen = (url: string, method = 'GET') =>
  replicas.flatMap((replica) =>
    replica.lines.filter(
      (line) =>
        line.msg === 'request completed' &&
        line.req?.url === url &&
        line.req.method === method &&
        line.req.id !== 'page-cache-warm-up',
    ),
  );

// 1. Repeat views come from the proxy's cache within s-maxage.
const br = { 'accept-encoding': 'br' };
const views = [];
for (let view = 0; view < 3; view += 1)
  views.push(await send(ports.cached, '/pricing', { headers: br }));
await settle();
check(
  'repeat views served from the proxy cache',
  views.map(cacheStatus).join(' ') === 'MISS HIT HIT' && seen('/pricing').length === 1,
  `X-Cache-Status ${views.map(cacheStatus).join(', ')}; replicas saw ${seen('/pricing').length} request(s); ` +
    `miss ${views[0]!.ms.toFixed(1)} ms, hit ${views[2]!.ms.toFixed(1)} ms; Cache-Control "${views[0]!.headers['cache-control']}"`,
);

// 1b. Campaign links and made-up parameters share the page's entry (the key is the page's own).
const campaign = [
  '/pricing?utm_source=news&utm_medium=email&utm_campaign=launch',
  '/pricing?gclid=abc123',
  '/pricing?fbclid=IwAR0xyz',
  '/pricing?junk=1',
];
const campaignViews: Answer[] = [];
for (const target of campaign)
  campaignViews.push(await send(ports.cached, target, { headers: br }));
await settle();
check(
  'campaign and made-up parameters HIT the page entry',
  campaignViews.every((a) => a.status === 200 && cacheStatus(a) === 'HIT') &&
    campaign.every((target) => seen(target).length === 0),
  campaign.map((target, index) => `${target} ${cacheStatus(campaignViews[index]!)}`).join('; '),
);

// 1c. Another Host is refused and never cached.
const otherHost = [
  await send(ports.cached, '/pricing', { headers: { ...br, host: 'evil.example' } }),
  await send(ports.cached, '/pricing', { headers: { ...br, host: 'evil.example' } }),
];
check(
  'a request for another Host refused (421), never cached',
  otherHost.every((a) => a.status === 421 && cacheStatus(a) === '-'),
  otherHost.map((a) => `${a.status} ${cacheStatus(a)}`).join(', '),
);

// 1d. Encodings by q-value: a non-zero q allows brotli.
const weighted = await send(ports.cached, '/pricing', {
  headers: { 'accept-encoding': 'br;q=0.9, gzip;q=0.8' },
});
check(
  '`br;q=0.9, gzip;q=0.8` is compressed',
  weighted.headers['content-encoding'] === 'br' && decode(weighted).includes('</html>'),
  `Content-Encoding ${weighted.headers['content-encoding'] ?? 'none'}, ${weighted.body.length} bytes`,
);

// 1e. Addresses the app redirects and queries nginx could read otherwise than the app never
// stand for a page: each first, then the page it resembles, which must be the page itself (as
// the replicas render it without the cache) and not the first answer kept under its key.
const lookalikes: [string, string][] = [
  ['/%61gencies', '/agencies'],
  ['/?BILLING=annual', '/?billing=annual'],
  ['/?bill%69ng=annual', '/'],
  ['/interactive-elements?clear=&q=agents', '/interactive-elements?q=agents'],
];
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
const lookalikeViews: string[] = [];
let lookalikesOk = true;
for (const [lookalike, page] of lookalikes) {
  const first = await send(ports.cached, lookalike, { headers: br });
  const kept = await send(ports.cached, page, { headers: br });
  const rendered = await send(ports.uncached, page, { headers: br });
  const samePage = withoutNonces(decode(kept)) === withoutNonces(decode(rendered));
  lookalikesOk &&= kept.status === 200 && samePage;
  lookalikeViews.push(
    `${lookalike} ${first.status} ${cacheStatus(first)}, then ${page} ${kept.status} ${cacheStatus(kept)}${samePage ? '' : ' ANOTHER PAGE'}`,
  );
}
check(
  'redirected addresses and misreadable queries never stand for a page',
  lookalikesOk,
  lookalikeViews.join('; '),
);

// 2. Vary: Accept-Encoding keeps brotli and gzip apart.
const gzipViews = [
  await send(ports.cached, '/pricing', { headers: { 'accept-encoding': 'gzip, deflate' } }),
  await send(ports.cached, '/pricing', { headers: { 'accept-encoding': 'deflate, gzip' } }),
];
const plain = await send(ports.cached, '/pricing', { headers: { 'accept-encoding': 'identity' } });
const encodings = [views[2]!, ...gzipViews, plain].map(
  (a) => a.headers['content-encoding'] ?? 'none',
);
const same = [views[2]!, ...gzipViews, plain].every((a) => decode(a) === decode(plain));
check(
  'brotli, gzip and identity kept apart (Vary: Accept-Encoding)',
  encodings.join(' ') === 'br gzip gzip none' && same && cacheStatus(gzipViews[1]!) === 'HIT',
  `encodings ${encodings.join(', ')}; gzip ${gzipViews.map(cacheStatus).join(' then ')}; same page decoded: ${same}; Vary "${views[0]!.headers.vary}"`,
);

// 3. Once stale, the proxy revalidates with the ETag (lifetime cut to 2 s for the bench): the
// visitor gets the stale copy at once and the proxy asks the replica in the background.
const first = await send(ports.shortLived, '/features', { headers: br });
await new Promise((resolve) => setTimeout(resolve, 4000));
const stale = await send(ports.shortLived, '/features', { headers: br });
await settle();
const fresh = await send(ports.shortLived, '/features', { headers: br });
// Sorted: the two replicas' logs are read one after the other.
const conditional = seen('/features')
  .map((line) => line.res?.statusCode)
  .sort();
check(
  'revalidated with the ETag once stale',
  cacheStatus(first) === 'MISS' &&
    ['STALE', 'REVALIDATED'].includes(cacheStatus(stale)) &&
    cacheStatus(fresh) === 'HIT' &&
    conditional.join(' ') === '200 304',
  `X-Cache-Status ${cacheStatus(first)}, then ${cacheStatus(stale)} after 4 s, then ${cacheStatus(fresh)}; replicas answered ${conditional.join(', ')}; ETag ${first.headers.etag}`,
);

// 4. Form posts (a stored one is answered 303 to its page's success state), made-up addresses
// and errors are never kept.
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const body = 'email=someone%40example.com';
const posts = [
  await send(ports.cached, '/newsletter', { method: 'POST', headers: form, body }),
  await send(ports.cached, '/newsletter', { method: 'POST', headers: form, body }),
];
await settle();
check(
  'form posts not cached',
  posts.every((a) => a.status === 303 && a.headers.location === '/newsletter?sent=1') &&
    seen('/newsletter', 'POST').length === 2,
  `statuses ${posts.map((a) => `${a.status} to ${String(a.headers.location)}`).join(', ')}; replicas saw ${seen('/newsletter', 'POST').length} of 2`,
);
const madeUp = `/no-such-page-${Date.now()}`;
const missing = [await send(ports.cached, madeUp), await send(ports.cached, madeUp)];
await settle();
check(
  '404s of made-up addresses not cached',
  missing.every((a) => a.status === 404 && cacheStatus(a) === 'MISS') && seen(madeUp).length === 2,
  `statuses ${missing.map((a) => `${a.status} ${cacheStatus(a)}`).join(', ')}; replicas saw ${seen(madeUp).length} of 2`,
);
const probeUrl = '/api/image-probe?src=not-a-url';
const bad = [await send(ports.cached, probeUrl), await send(ports.cached, probeUrl)];
await settle();
check(
  "the app's GET errors not cached",
  bad.every((a) => a.status === 400 && cacheStatus(a) === 'MISS') && seen(probeUrl).length === 2,
  `statuses ${bad.map((a) => `${a.status} ${cacheStatus(a)}`).join(', ')}; replicas saw ${seen(probeUrl).length} of 2`,
);

// 4b. An oversized upload gets its 413 through the proxy, never a reset: 5 MB (over nginx's
// client_max_body_size, nginx's own 413) and 32 KB (under it, over the app's 8 KB: the app's).
for (const bytes of [5 * 1024 * 1024, 32 * 1024]) {
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++)
    outcomes.push(await postOversized(ports.cached, '/contact', bytes));
  const refused = outcomes.filter((line) => / 413 /.test(line)).length;
  const others = [...new Set(outcomes.filter((line) => !/ 413 /.test(line)))];
  check(
    `${bytes / 1024} KB posted to /contact 20 times through the proxy: 413 every time`,
    refused === 20,
    `${refused} of 20 got 413${others.length ? `; others: ${others.join(', ')}` : ''}`,
  );
}

// 5. The replicas log the request through nginx, and no client address (the privacy page's word).
const probe = `/pricing?client=${Date.now()}`;
const probed = await send(ports.uncached, probe, { from: '127.0.0.2' });
await settle();
const logged = seen(probe);
check(
  "no client address in the replica's log",
  logged.length === 1 && !JSON.stringify(logged[0]).includes('127.0.0.2'),
  `client 127.0.0.2 through nginx (127.0.0.1): ${probed.status} ${cacheStatus(probed)}, logged ${JSON.stringify(logged)}`,
);

// 5b. 1,000 distinct made-up parameters leave every sitemap page cached (after the checks that
// expect a page not yet kept: the bench's server blocks share one cache).
const pages = sitemapPaths();
for (const page of pages) await send(ports.cached, page, { headers: br });
let junkSent = 0;
const junk = async () => {
  while (junkSent < 1000) {
    const index = junkSent++;
    await send(ports.cached, `${pages[index % pages.length]}?x${index}=${index}`, { headers: br });
  }
};
await Promise.all(Array.from({ length: 10 }, junk));
const after: Answer[] = [];
for (const page of pages) after.push(await send(ports.cached, page, { headers: br }));
const notHit = pages.filter((_, index) => cacheStatus(after[index]!) !== 'HIT');
check(
  '1,000 made-up parameters leave the sitemap pages cached',
  notHit.length === 0,
  `${pages.length} sitemap pages, ${pages.length - notHit.length} still HIT${notHit.length ? `; not: ${notHit.join(', ')}` : ''}`,
);

// 6. Rolling restart under load: SIGTERM one replica, start it, wait for it, then the other.
let next = 0;
let finish: (result: autocannon.Result) => void = () => undefined;
const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
const load = autocannon(
  {
    url: `http://127.0.0.1:${ports.uncached}`,
    connections,
    overallRate: rate,
    duration: 240,
    // Longer than nginx's proxy_read_timeout (30 s): a stuck upstream shows as a 504, not here.
    timeout: 40,
    headers: br,
    requests: [
      { setupRequest: (req) => ({ ...req, path: LOAD_PATHS[next++ % LOAD_PATHS.length] }) },
    ],
  },
  (error, result) => {
    if (error) console.error(error);
    finish(result);
  },
);
const timeline: string[] = [];
const loadStart = performance.now();
const at = () => `${((performance.now() - loadStart) / 1000).toFixed(1)} s`;
await new Promise((resolve) => setTimeout(resolve, 3000));
for (const replica of replicas) {
  replica.child.kill('SIGTERM');
  timeline.push(`${at()} SIGTERM ${replica.name}`);
  const code = await replica.exited;
  timeline.push(`${at()} ${replica.name} exited ${code}`);
  startReplica(replica, distDir, siteUrl);
  const back = await waitReady(replica.port);
  timeline.push(`${at()} ${replica.name} ${back ? 'ready again' : 'NOT ready'}`);
  // A rolling restart never takes down the other replica while this one is not back, nor
  // while the proxy still keeps it out after the refused connections of its restart.
  if (!back) break;
  await new Promise((resolve) => setTimeout(resolve, (UPSTREAM_FAIL_TIMEOUT_S + 1) * 1000));
  timeline.push(`${at()} ${replica.name} routed to again`);
}
await new Promise((resolve) => setTimeout(resolve, 3000));
load.stop();
const result = await finished;
const lost = result.errors + result.timeouts + result.non2xx;
check(
  `rolling restart under ${connections} connections (${rate} requests/s) loses no request`,
  lost === 0 && result.requests.total > 0,
  `${result.requests.total} requests in ${(result.duration as number).toFixed(1)} s, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; ` +
    `status codes ${JSON.stringify(result.statusCodeStats)}; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${timeline.join('; ')}`,
);

// 7. One replica sheds load (one render at a time, no queue, no page cache: 503 with
// Retry-After), the other does not: the 503s reach the client, the shedding replica stays in
// rotation (nginx does not count a 503 as a failure), and the other serves its share with no error.
const [shedding, steady] = replicas as [Replica, Replica];
shedding.child.kill('SIGTERM');
await shedding.exited;
startReplica(shedding, distDir, siteUrl, {
  RENDER_CONCURRENCY: '1',
  RENDER_QUEUE_LENGTH: '0',
  PAGE_CACHE: 'off',
});
await waitReady(shedding.port);
await new Promise((resolve) => setTimeout(resolve, (UPSTREAM_FAIL_TIMEOUT_S + 1) * 1000));
const linesBefore = replicas.map((replica) => replica.lines.length);
const overloading = autocannon({
  url: `http://127.0.0.1:${ports.uncached}`,
  connections: 20,
  duration: 10,
  timeout: 20,
  headers: br,
  requests: [{ setupRequest: (req) => ({ ...req, path: LOAD_PATHS[next++ % LOAD_PATHS.length] }) }],
});
// Meanwhile, a few requests whose headers are read: the 503s must carry Retry-After.
const sampled: Answer[] = [];
let overloadOver = false;
const sampling = (async () => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  while (!overloadOver && sampled.length < 40) {
    sampled.push(await send(ports.uncached, '/pricing', { headers: br }));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
const overload = await overloading;
overloadOver = true;
await sampling;
await settle();
const sampled503 = sampled.filter((answer) => answer.status === 503);
const answered = (replica: Replica, index: number) =>
  replica.lines
    .slice(linesBefore[index])
    // pino-http says "request errored" for a 5xx.
    .filter((line) => line.res?.statusCode !== undefined && line.req?.url !== '/readyz')
    .map((line) => line.res?.statusCode ?? 0);
const shed = answered(shedding, 0);
const served = answered(steady, 1);
const shedShare = shed.length / Math.max(1, shed.length + served.length);
const client503 = overload.statusCodeStats?.['503']?.count ?? 0;
check(
  'a replica shedding load keeps its share, 503s with Retry-After; the other serves with 0 errors',
  served.length > 0 &&
    served.every((status) => status === 200) &&
    shed.some((status) => status === 503) &&
    shedShare > 0.3 &&
    overload.errors + overload.timeouts === 0 &&
    // Every 503 the client saw came from the shedding replica (autocannon leaves the last few
    // answers uncounted when it stops), none from nginx retrying or refusing.
    client503 > 0 &&
    client503 <= shed.filter((status) => status === 503).length &&
    sampled503.length > 0 &&
    sampled503.every((answer) => answer.headers['retry-after'] === '1'),
  `${overload.requests.total} requests: shedding replica answered ${shed.length} (${shed.filter((status) => status === 503).length} with 503), the other ${served.length} (${served.filter((status) => status !== 200).length} not 200); ` +
    `client saw ${JSON.stringify(overload.statusCodeStats)}, ${overload.errors} errors, ${overload.timeouts} timeouts; ` +
    `of ${sampled.length} sampled, ${sampled503.length} 503s, Retry-After ${[...new Set(sampled503.map((answer) => answer.headers['retry-after'] ?? 'missing'))].join(', ') || '-'}`,
);

const failed = results.filter((item) => !item.ok).length;
console.info(
  `\nbench:proxy: ${failed === 0 ? 'PASS' : 'FAIL'} (${results.length - failed} passed, ${failed} failed)`,
);
shutdown(failed === 0 ? 0 : 1);
