/**
 * `tsx scripts/compare-html.ts <base-ref>`: builds the commit <base-ref> in a temporary folder
 * outside the project and the working tree beside it, serves both on 127.0.0.1 and compares the
 * server HTML of every sitemap page (plus the feed, the sitemap and the not-found page), byte
 * for byte once asset file names (content hashes) are set aside. Prints each difference and
 * exits 1 if any. COMPARE_PORT (default 3551) and the next port are used.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const baseRef = process.argv[2];
const port = Number(process.env.COMPARE_PORT ?? 3551);

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The base commit's files and a hard-linked copy of node_modules (same paths for esbuild). */
async function checkOut(ref: string, dir: string): Promise<void> {
  await run('sh', ['-c', `git -C "${root}" archive "${ref}" | tar -x -C "${dir}"`], { cwd: dir });
  await run(
    'sh',
    [
      '-c',
      `cp -al "${root}/node_modules" node_modules || cp -a "${root}/node_modules" node_modules`,
    ],
    {
      cwd: dir,
    },
  );
}

async function build(cwd: string, outDir: string): Promise<void> {
  await run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd,
    env: { ...process.env, BUILD_DIR: outDir, NODE_ENV: 'production' },
  });
}

async function serve(dist: string, listenPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
    cwd: path.dirname(dist),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_URL: 'http://localhost:3000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${listenPort}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The server of ${dist} did not become ready on port ${listenPort}`);
}

/** Hashed asset names change with any code change; the page around them must not. */
const normalize = (html: string) =>
  html.replace(/\/assets\/[\w./-]+?-[\w-]{8,}\.(js|css|svg|woff2)/g, '/assets/*.$1');

async function page(listenPort: number, pagePath: string) {
  const response = await fetch(`http://127.0.0.1:${listenPort}${pagePath}`, { redirect: 'manual' });
  return { status: response.status, body: normalize(await response.text()) };
}

async function sitemapPaths(listenPort: number): Promise<string[]> {
  const xml = (await page(listenPort, '/sitemap.xml')).body;
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}

/** The first few places where two pages differ, one tag per line. */
function differences(before: string, after: string, limit = 6): string[] {
  const a = before.split(/(?<=>)/);
  const b = after.split(/(?<=>)/);
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while ((i < a.length || j < b.length) && lines.length < limit * 2) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    // Resynchronise on the next tag both sides share.
    const nextJ = b.indexOf(a[i] ?? '', j);
    const nextI = a.indexOf(b[j] ?? '', i);
    if (nextJ !== -1 && (nextI === -1 || nextJ - j <= nextI - i)) {
      lines.push(...b.slice(j, nextJ).map((text) => `    + ${text.slice(0, 300)}`));
      j = nextJ;
    } else if (nextI !== -1) {
      lines.push(...a.slice(i, nextI).map((text) => `    - ${text.slice(0, 300)}`));
      i = nextI;
    } else {
      lines.push(`    - ${(a[i] ?? '').slice(0, 300)}`, `    + ${(b[j] ?? '').slice(0, 300)}`);
      i += 1;
      j += 1;
    }
  }
  return lines;
}

async function main(): Promise<void> {
  if (!baseRef) throw new Error('Usage: tsx scripts/compare-html.ts <base-ref>');
  const work = await mkdtemp(path.join(tmpdir(), 'compare-html-'));
  const servers: ChildProcess[] = [];
  try {
    console.info(`building ${baseRef} in ${work}/base and the working tree in ${work}/current`);
    await checkOut(baseRef, work);
    await build(work, path.join(work, 'base-dist'));
    await build(root, path.join(work, 'current-dist'));
    servers.push(await serve(path.join(work, 'base-dist'), port));
    servers.push(await serve(path.join(work, 'current-dist'), port + 1));
    const paths = [
      ...new Set([
        ...(await sitemapPaths(port)),
        ...(await sitemapPaths(port + 1)),
        '/rss.xml',
        '/sitemap.xml',
        '/no-such-page',
      ]),
    ];
    let differing = 0;
    for (const pagePath of paths) {
      const [before, after] = await Promise.all([page(port, pagePath), page(port + 1, pagePath)]);
      if (before.status === after.status && before.body === after.body) continue;
      differing += 1;
      console.info(`\n${pagePath}: ${before.status} -> ${after.status}`);
      for (const line of differences(before.body, after.body)) console.info(line);
    }
    console.info(
      `\n${paths.length - differing} of ${paths.length} addresses identical, ${differing} differ (asset hashes set aside)`,
    );
    if (differing > 0) process.exitCode = 1;
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await rm(work, { recursive: true, force: true });
  }
}

await main();
