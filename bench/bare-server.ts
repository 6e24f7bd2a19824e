/**
 * The benchmark's yardstick: a bare node:http server that answers each path with the very bytes
 * and headers the real server sent for it, from memory. Started by server-bench.ts with
 * BARE_ORIGIN (where to copy the pages from), BARE_PATHS (comma-separated), BARE_ACCEPT_ENCODING
 * and PORT; prints "ready" once every page is loaded.
 */
import { createServer, get, type IncomingHttpHeaders } from 'node:http';

const origin = process.env.BARE_ORIGIN ?? 'http://127.0.0.1:3000';
const paths = (process.env.BARE_PATHS ?? '/').split(',');
const acceptEncoding = process.env.BARE_ACCEPT_ENCODING ?? 'br, gzip';
const port = Number(process.env.PORT ?? 3002);

/** Set by Node itself on every response, or per response by the real server. */
const SKIP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

interface Copy {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly body: Buffer;
}

function copy(path: string): Promise<Copy> {
  return new Promise((resolve, reject) => {
    get(new URL(path, origin), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: IncomingHttpHeaders = { ...res.headers };
        const kept: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined && !SKIP.has(name)) kept[name] = value;
        }
        kept['content-length'] = String(body.length);
        resolve({ status: res.statusCode ?? 200, headers: kept, body });
      });
    }).on('error', reject);
  });
}

const pages = new Map<string, Copy>();
for (const path of paths) pages.set(path, await copy(path));

createServer((req, res) => {
  const page = pages.get(req.url ?? '/');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, page.headers);
  res.end(page.body);
}).listen(port, '127.0.0.1', () => console.info('ready'));
