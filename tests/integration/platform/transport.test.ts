import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttpServer,
  MAX_HEADER_BYTES,
  type TransportLimits,
} from '#server/http/transport.ts';
import { createTestApp } from '../app-harness.ts';
import { closed, connect, get, readResponse } from '../raw-http.ts';

/** Short timeouts, checked often, so the slow-client case takes a fraction of a second. */
const limits: TransportLimits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderBytes: MAX_HEADER_BYTES,
  maxHeadersCount: 100,
  checkIntervalMs: 50,
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = createHttpServer(createTestApp(), limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function formPost(headers: Record<string, string>): string {
  const lines = Object.entries({
    Host: 'localhost',
    'Content-Type': 'application/x-www-form-urlencoded',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST /contact HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('transport limits', () => {
  it('answers headers over the limit with 431 and closes the connection', async () => {
    const socket = await connect(port);
    socket.write(get('/', { 'X-Padding': 'a'.repeat(MAX_HEADER_BYTES + 1) }));
    const response = await readResponse(socket);
    expect(response.status).toBe(431);
    await closed(socket);
  });

  it('still accepts headers just under the limit', async () => {
    const socket = await connect(port);
    socket.write(get('/healthz', { 'X-Padding': 'a'.repeat(MAX_HEADER_BYTES - 200) }));
    expect((await readResponse(socket)).status).toBe(200);
    socket.destroy();
  });

  it('closes a connection whose headers trickle in slower than the headers timeout', async () => {
    const socket = await connect(port);
    const startedAt = Date.now();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    // One more header line every 50 ms: each byte is on time, the headers as a whole are not.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${Date.now()}: 1\r\n`);
    }, 50);
    const response = await readResponse(socket).finally(() => clearInterval(trickle));
    const elapsed = Date.now() - startedAt;
    expect(response.status).toBe(408);
    await closed(socket);
    expect(elapsed).toBeGreaterThanOrEqual(limits.headersTimeoutMs);
    expect(elapsed).toBeLessThan(limits.headersTimeoutMs + 1_500);
  });

  it('refuses a declared oversized body with 413 before it is sent', async () => {
    const socket = await connect(port);
    socket.write(formPost({ 'Content-Length': String(10 * 1024 * 1024) }));
    socket.write(`message=${'x'.repeat(1_000)}`);
    const response = await readResponse(socket);
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.body).toBe('Payload Too Large');
    await closed(socket);
    // Far less than the declared 10 MB ever left the client.
    expect(socket.bytesWritten).toBeLessThan(2_000);
  });

  it('refuses a chunked body at the chunk that crosses the limit, without waiting for its end', async () => {
    const socket = await connect(port);
    socket.write(formPost({ 'Transfer-Encoding': 'chunked' }));
    const chunk = `message=${'x'.repeat(9 * 1024)}`;
    socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    // No terminating chunk is ever sent: the answer cannot wait for the body to end.
    const response = await readResponse(socket);
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    await closed(socket);
  });

  it.each([
    ['an unsupported method', 'DELETE / HTTP/1.1', 'text/plain', 405],
    ['an unsupported type', 'POST /contact HTTP/1.1', 'application/json', 415],
    ['a GET that carries a body', 'GET /healthz HTTP/1.1', 'text/plain', 200],
  ])(
    'closes the connection when it answers %s without reading the body',
    async (_case, requestLine, type, status) => {
      const socket = await connect(port);
      const body = 'x'.repeat(32 * 1024);
      socket.write(
        `${requestLine}\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      const response = await readResponse(socket);
      expect(response.status).toBe(status);
      // Left open, the unread body would sit in front of the next request, which would hang.
      expect(response.headers.connection).toBe('close');
      await closed(socket);
    },
  );

  it('keeps a connection open after refusing a request that has no body', async () => {
    const socket = await connect(port);
    socket.write('DELETE / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await readResponse(socket)).headers.connection).toBe('keep-alive');
    socket.write(get('/healthz'));
    expect((await readResponse(socket)).status).toBe(200);
    socket.destroy();
  });

  it('keeps answering forms under the limit', async () => {
    const socket = await connect(port);
    const body = 'email=someone%40example.com';
    socket.write(formPost({ 'Content-Length': String(body.length) }) + body);
    const response = await readResponse(socket);
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
    socket.destroy();
  });
});
