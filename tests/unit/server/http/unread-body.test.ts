import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeAfterUnreadBody, LINGER_LIMITS } from '#server/http/unread-body.ts';

/** A server that refuses every body unread (413), except on /read, where it reads it first. */
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    closeAfterUnreadBody(req, res);
    if (req.url === '/read') {
      req.resume();
      req.on('end', () => res.end('read'));
      return;
    }
    res.writeHead(413, { 'Content-Type': 'text/plain' }).end('Payload Too Large');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

interface Upload {
  readonly socket: Socket;
  /** The answer's head once it arrived (or the error that came instead). */
  readonly head: Promise<string>;
  /** Resolves when the server has closed the connection. */
  readonly closed: Promise<void>;
  /** Body bytes the client managed to write. */
  written: () => number;
}

/** Declares `declared` body bytes and sends `sent` of them, as fast as the socket takes them. */
function upload(target: string, declared: number, sent: number): Upload {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let written = 0;
  const head = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) resolve(received.split('\r\n\r\n')[0] ?? '');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(`POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${declared}\r\n\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 'a');
  const pump = () => {
    while (written < sent && !socket.destroyed) {
      const size = Math.min(chunk.length, sent - written);
      written += size;
      if (!socket.write(chunk.subarray(0, size))) return void socket.once('drain', pump);
    }
  };
  pump();
  return { socket, head, closed, written: () => written };
}

describe('an answer sent before its request body was read', () => {
  it('reaches a client still sending, and the connection closes once the body is in', async () => {
    const sending = upload('/refuse', 4 * 1024 * 1024, 4 * 1024 * 1024);
    const head = await sending.head;
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nConnection: close/i);
    await sending.closed;
    expect(sending.written()).toBe(4 * 1024 * 1024);
  });

  it('stops reading past its byte bound: the server closes before a huge body is all sent', async () => {
    const huge = LINGER_LIMITS.bytes * 4;
    const sending = upload('/refuse', huge, huge);
    expect(await sending.head).toMatch(/^HTTP\/1\.1 413 /);
    await sending.closed;
    expect(sending.written()).toBeLessThan(huge);
  });

  it('stops waiting past its time bound for a client that stalls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stalled = upload('/refuse', 1024 * 1024, 1024);
    expect(await stalled.head).toMatch(/^HTTP\/1\.1 413 /);
    let closed = false;
    void stalled.closed.then(() => (closed = true));
    // The linger's timer starts once the answer is finished.
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(LINGER_LIMITS.ms - 100);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    vi.advanceTimersByTime(100);
    await stalled.closed;
  });

  it('leaves a connection whose body was read open for the next request', async () => {
    const sending = upload('/read', 1024, 1024);
    const head = await sending.head;
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).not.toMatch(/\r\nConnection: close/i);
    expect(sending.socket.destroyed).toBe(false);
    sending.socket.destroy();
  });
});
