/**
 * `npm run dev`: a development build (drafts included, not minified) served on PORT (3000), rebuilt
 * when a file under content/, shared/, client/, server/ or public/ is saved; open pages reload
 * once the new build is up. The site runs unchanged behind a small proxy that adds one
 * same-origin script to HTML pages (allowed by the site's CSP): it listens for the reload.
 * A build that fails (e.g. a Markdown check) is printed and the previous build keeps running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { exitIfNodeTooOld } from './node-version.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const sitePort = port + 1;
const buildDir = path.join(root, '.tmp/dev');
const WATCHED = ['content', 'shared', 'client', 'server', 'public'];
const RELOAD_SCRIPT = `new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n`;
const TAG = '<script type="module" src="/__dev/reload.js"></script>';

const listeners = new Set<http.ServerResponse>();
let site: ChildProcess | null = null;

function build(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', BUILD_DIR: buildDir },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function startSite(): Promise<void> {
  const previous = site;
  if (previous) {
    await new Promise((resolve) => {
      previous.once('exit', resolve);
      previous.kill('SIGTERM');
    });
  }
  site = spawn(process.execPath, [path.join(buildDir, 'server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      PAGE_CACHE: 'off',
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${sitePort}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Forwards a request to the site; HTML comes back with the reload script added. */
function forward(req: http.IncomingMessage, res: http.ServerResponse): void {
  const headers = { ...req.headers, 'accept-encoding': 'identity' };
  const upstream = http.request(
    { host: '127.0.0.1', port: sitePort, path: req.url, method: req.method, headers },
    (answer) => {
      const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace('</body>', `${TAG}</body>`);
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 200, rest);
        res.end(html);
      });
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain' }).end('The site is restarting; reload.');
  });
  req.pipe(upstream);
}

const proxy = http.createServer((req, res) => {
  if (req.url === '/__dev/reload.js') {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    res.end(RELOAD_SCRIPT);
    return;
  }
  if (req.url === '/__dev/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(': connected\n\n');
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
    return;
  }
  forward(req, res);
});

let running = false;
let again = false;
let timer: NodeJS.Timeout | undefined;

async function rebuild(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const started = Date.now();
  if (await build()) {
    await startSite();
    for (const listener of listeners) listener.write('event: reload\ndata: now\n\n');
    console.info(`dev: rebuilt in ${Date.now() - started} ms; open pages reload`);
  } else {
    console.error('dev: the build failed (above); the previous build is still served');
  }
  running = false;
  if (again) {
    again = false;
    await rebuild();
  }
}

exitIfNodeTooOld();
if (!(await build())) process.exit(1);
await startSite();
proxy.listen(port, () => console.info(`dev: http://localhost:${port} (drafts shown)`));
for (const folder of WATCHED) {
  watch(path.join(root, folder), { recursive: true }, (_event, file) => {
    // The compiler's own output must not trigger another build.
    if (!file || file.startsWith('generated')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 150);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    site?.kill('SIGTERM');
    proxy.close();
    process.exit(0);
  });
}
