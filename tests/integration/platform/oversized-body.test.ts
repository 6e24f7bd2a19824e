/**
 * A refused upload arrives as a 413, not as a reset: 5 MB posted to a form page, 20 times, on a
 * real socket, by a client that reads the answer only once it has written its body.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../app-harness.ts';

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer(createTestApp({ pageCache: null }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const FIVE_MB = Buffer.alloc(5 * 1024 * 1024, 'a');

/**
 * Sends 5 MB to /contact as a busy client does: it writes the whole body before it reads
 * anything (here, for 300 ms). What it then reads is the status line, or the error it got
 * instead (a server that closed while the body was still arriving reset the connection, and
 * the reset threw the unread answer away).
 */
function postFiveMegabytes(): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let received = '';
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.write(
      'POST /contact HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${FIVE_MB.length}\r\n\r\n`,
    );
    socket.write(FIVE_MB);
    setTimeout(() => socket.resume(), 300);
  });
}

describe('an oversized upload', () => {
  it('gets its 413 every time, never a reset', { timeout: 60_000 }, async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) outcomes.push(await postFiveMegabytes());
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => 'HTTP/1.1 413 Payload Too Large'));
  });
});
