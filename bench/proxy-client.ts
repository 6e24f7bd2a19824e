import http from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** bench:proxy's client: one request on a fresh connection, the answer read whole. */

export interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
  readonly ms: number;
}

export interface SendOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The local address to send from (the client address the proxy sees). */
  readonly from?: string;
}

export function send(port: number, target: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The body as text, whatever its Content-Encoding. */
export function decode(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

export const cacheStatus = (answer: Answer): string =>
  String(answer.headers['x-cache-status'] ?? '-');

/**
 * Posts `bytes` to `target` as a busy client does: the whole body written before anything is
 * read. Resolves with the status line it then reads, or the error it got instead (a server that
 * closed while the body was still arriving resets the connection and the answer is lost). The
 * status line is enough: nginx keeps the client's connection after relaying the app's 413.
 */
export function postOversized(port: number, target: string, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let received = '';
    const settle = (outcome: string) => {
      clearTimeout(timer);
      resolve(outcome);
      socket.destroy();
    };
    const timer = setTimeout(() => settle('timeout'), 20_000);
    socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const lineEnd = received.indexOf('\r\n');
      if (lineEnd !== -1) settle(received.slice(0, lineEnd));
    });
    socket.on('close', () => settle(received || 'closed without an answer'));
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${bytes}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(bytes, 'a'));
    setTimeout(() => socket.resume(), 300);
  });
}
