import net from 'node:net';

/** HTTP on a raw socket, for what clients like supertest hide: timing, limits, closes. */

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with the error code when a connection cannot be made (ECONNREFUSED, ...). */
export function connectError(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

export function get(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ Host: 'localhost', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

function parse(buffer: Buffer): { response: RawResponse; rest: Buffer } | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...headerLines] = buffer
    .subarray(0, end)
    .toString('latin1')
    .split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let body = buffer.subarray(end + 4);
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (body.length < length) return null;
    return {
      response: { status, headers, body: body.subarray(0, length).toString('utf8') },
      rest: body.subarray(length),
    };
  }
  if (headers['transfer-encoding'] === 'chunked') {
    const chunks: Buffer[] = [];
    for (;;) {
      const lineEnd = body.indexOf('\r\n');
      if (lineEnd < 0) return null;
      const size = parseInt(body.subarray(0, lineEnd).toString('latin1'), 16);
      if (body.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) {
        return {
          response: { status, headers, body: Buffer.concat(chunks).toString('utf8') },
          rest: body.subarray(lineEnd + 4),
        };
      }
      chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      body = body.subarray(lineEnd + 2 + size + 2);
    }
  }
  return { response: { status, headers, body: '' }, rest: body };
}

/** Reads one response; rejects if the connection closes or resets before it is complete. */
export function readResponse(socket: net.Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const parsed = parse(buffer);
      if (!parsed) return;
      cleanup();
      socket.pause();
      if (parsed.rest.length > 0) socket.unshift(parsed.rest);
      resolve(parsed.response);
    };
    const onClose = () => {
      cleanup();
      reject(new Error(`connection closed after ${buffer.length} bytes`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onError);
    // A previous read paused the socket; an explicitly paused stream does not resume on 'data'.
    socket.resume();
  });
}

/** Resolves when the server has closed the connection (or it was reset). */
export function closed(socket: net.Socket): Promise<void> {
  if (socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.once('error', () => undefined);
    socket.resume();
  });
}
