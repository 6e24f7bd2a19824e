import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { spawnBuiltServer } from './load-server.ts';

/** nginx and two replicas of the production server on loopback, as deploy/nginx/ configures them. */

const root = path.resolve(import.meta.dirname, '..');
const nginxDir = path.join(root, 'deploy/nginx');

export interface LogLine {
  readonly msg?: string;
  readonly req?: { id?: string; url?: string; method?: string };
  readonly res?: { statusCode?: number };
}

export interface Replica {
  readonly name: string;
  readonly port: number;
  readonly lines: LogLine[];
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Debian's nginx, installed with apt-get when it is missing (as the browser tests do Chromium). */
export function ensureNginx(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (found) return found.split('\n')[0] ?? found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    throw new Error("nginx is missing: install Debian's nginx-light (apt-get install nginx-light)");
  console.info("nginx is missing: installing Debian's nginx-light with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'];
  if (spawnSync('apt-get', install, { stdio: 'inherit', env }).status !== 0)
    throw new Error('apt-get install nginx-light failed');
  return '/usr/sbin/nginx';
}

export interface ProxyPorts {
  /** The shipped configuration: cache on. */
  readonly cached: number;
  /** The same, with the cache bypassed, so load reaches the replicas. */
  readonly uncached: number;
  /** The same, with the cache lifetime cut to 2 s, to see revalidation without waiting s-maxage. */
  readonly shortLived: number;
}

/**
 * How long nginx keeps a replica out after a failed connection (the upstream's `fail_timeout`):
 * a restarted replica that refused connections while it was down is not routed to for this long
 * after it is ready again, so a rolling restart waits this out before stopping the next one.
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 5;

/** The bench's nginx.conf: the repository's site-http.conf and site-location.conf, local paths. */
export function nginxConfig(dir: string, ports: ProxyPorts, replicas: readonly Replica[]): string {
  const location = `include ${path.join(nginxDir, 'site-location.conf')};`;
  const upstreams = replicas
    .map(
      (replica) =>
        `server 127.0.0.1:${replica.port} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`,
    )
    .join('\n    ');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${path.join(nginxDir, 'site-http.conf')};
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=64m inactive=1d use_temp_path=off;
  upstream site {
    ${upstreams}
    keepalive 32;
    keepalive_timeout 60s;
  }
  server { listen 127.0.0.1:${ports.cached} default_server; return 421; }
  server {
    listen 127.0.0.1:${ports.cached};
    server_name 127.0.0.1;
    client_max_body_size 64k;
    location / { ${location} }
  }
  server {
    listen 127.0.0.1:${ports.uncached};
    location / { ${location} proxy_cache_bypass 1; proxy_no_cache 1; }
  }
  server {
    listen 127.0.0.1:${ports.shortLived};
    proxy_ignore_headers Cache-Control Expires Vary;
    proxy_cache_valid 200 2s;
    location / { ${location} }
  }
}
`;
}

export function startNginx(binary: string, dir: string, config: string): ChildProcess {
  mkdirSync(dir, { recursive: true });
  // nginx's workers run as an unprivileged user: they must reach the cache and temp folders.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  return spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Starts (or restarts) a replica; its JSON log lines are collected. */
export function startReplica(
  replica: Replica,
  distDir: string,
  siteUrl: string,
  env: Record<string, string> = {},
): void {
  const child = spawnBuiltServer(
    distDir,
    replica.port,
    { SITE_URL: siteUrl, LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '1000', ...env },
    'pipe',
  );
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      replica.lines.push(JSON.parse(line) as LogLine);
    } catch {
      // not a log line
    }
  });
  replica.child = child;
  replica.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits for /readyz (the warm start done); false after `ms`. */
export async function waitReady(port: number, ms = 90_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
