import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, type DrainSettings } from '#server/ops/drain.ts';
import { createTestApp } from '../app-harness.ts';
import { closed, connect, connectError, get, readResponse } from '../raw-http.ts';

/** A loader that holds its request until the test lets it go, and says when it has it. */
function createGate() {
  let release!: () => void;
  let entered!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return { release, reached, loader: () => (entered(), released.then(() => null)) };
}

function Page() {
  return <h1>Drain test page</h1>;
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function startServer(settings: Partial<DrainSettings>, routes: RouteObject[]) {
  const drain = createDrain({ delayMs: 0, settleMs: 200, graceMs: 5_000, ...settings });
  const server = http.createServer(drain.handler(createTestApp({ routes })));
  drain.attach(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let accepted = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  server.on('connection', () => {
    accepted += 1;
    for (const waiter of waiters.filter((item) => item.count <= accepted)) waiter.resolve();
  });
  /** Resolves once the server has accepted that many connections in all. */
  const acceptedAtLeast = (count: number) =>
    count <= accepted
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ count, resolve }));
  return { drain, server, port, acceptedAtLeast };
}

describe('drain on shutdown', () => {
  it(
    'answers every request already sent, refuses new connections, then reports drained',
    { timeout: 30_000 },
    async () => {
      const gate = createGate();
      const routes: RouteObject[] = [
        { path: '/slow', loader: gate.loader, Component: Page },
        { path: '/fast', Component: Page },
      ];
      // Client and server share this event loop, so the renders delay the client's late writes:
      // a long settle keeps those quiet connections open (every socket here closes on its own).
      const { drain, port, acceptedAtLeast } = await startServer(
        { settleMs: 5_000, graceMs: 10_000 },
        routes,
      );

      // In flight: being rendered when the signal comes.
      const busy = await connect(port);
      busy.write(get('/slow'));
      const busyResponse = readResponse(busy);
      // Idle keep-alive: one answered request, then quiet.
      const idle = await connect(port);
      idle.write(get('/healthz'));
      expect((await readResponse(idle)).status).toBe(200);
      // Sent but not read yet: written in the same tick as the signal.
      const sameTick = await Promise.all(Array.from({ length: 10 }, () => connect(port)));
      // Open but quiet at the signal, their request comes once the listener is closed.
      const late = await Promise.all(Array.from({ length: 10 }, () => connect(port)));
      await acceptedAtLeast(22);
      await gate.reached;
      for (const socket of sameTick) socket.write(get('/fast'));
      const run = drain.start();
      idle.write(get('/healthz'));

      const health = await readResponse(idle);
      expect(health.status).toBe(503);
      expect(health.headers.connection).toBe('close');
      expect(health.body).toBe('{"status":"draining"}');

      await run.stoppedAccepting;
      expect(await connectError(port)).toBe('ECONNREFUSED');
      for (const socket of late) socket.write(get('/fast'));
      const answers = await Promise.all(
        [...sameTick, ...late].map((socket) => readResponse(socket)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.connection).toBe('close');
        expect(answer.body).toContain('Drain test page');
      }

      gate.release();
      const slow = await busyResponse;
      expect(slow.status).toBe(200);
      expect(slow.headers.connection).toBe('close');
      expect(slow.body).toContain('</html>');
      await Promise.all([busy, idle, ...sameTick, ...late].map(closed));
      expect(await run.done).toBe('drained');
    },
  );

  it(
    'answers connections still in the accept queue when the signal comes, not resets them',
    { timeout: 30_000 },
    async () => {
      const { drain, port } = await startServer({ settleMs: 5_000 }, [
        { path: '/fast', Component: Page },
      ]);
      const clients = Array.from({ length: 40 }, () => {
        const socket = net.connect(port, '127.0.0.1');
        socket.write(get('/fast'));
        return socket;
      });
      // A busy event loop (a render, the warm start) while the kernel completes the connections:
      // none of them has been taken from the accept queue when the signal comes.
      const busyUntil = Date.now() + 100;
      while (Date.now() < busyUntil);
      const run = drain.start();
      const answers = await Promise.allSettled(clients.map((socket) => readResponse(socket)));
      const statuses = answers.map((answer) =>
        answer.status === 'fulfilled' ? answer.value.status : answer.reason,
      );
      expect(statuses).toEqual(clients.map(() => 200));
      for (const answer of answers) {
        if (answer.status === 'fulfilled') expect(answer.value.headers.connection).toBe('close');
      }
      await Promise.all(clients.map(closed));
      expect(await run.done).toBe('drained');
    },
  );

  it('closes an idle keep-alive connection only after the settle time', async () => {
    const { drain, port } = await startServer({ settleMs: 300 }, [
      { path: '/fast', Component: Page },
    ]);
    const idle = await connect(port);
    idle.write(get('/healthz'));
    expect((await readResponse(idle)).status).toBe(200);
    const startedAt = Date.now();
    const run = drain.start();
    await closed(idle);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
    expect(await run.done).toBe('drained');
  });

  it('keeps accepting during the delay, with /healthz and /readyz at 503 for the balancer', async () => {
    const { drain, port } = await startServer({ delayMs: 300 }, [
      { path: '/fast', Component: Page },
    ]);
    const run = drain.start();
    for (const probe of ['/healthz', '/readyz']) {
      const late = await connect(port);
      late.write(get(probe));
      const health = await readResponse(late);
      expect([probe, health.status]).toEqual([probe, 503]);
      expect(health.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    }
    await run.stoppedAccepting;
    expect(await connectError(port)).toBe('ECONNREFUSED');
    expect(await run.done).toBe('drained');
  });

  it('cuts what is still open at the end of the grace period', async () => {
    const gate = createGate();
    const routes: RouteObject[] = [{ path: '/slow', loader: gate.loader, Component: Page }];
    const { drain, port } = await startServer({ graceMs: 300 }, routes);
    const stuck = await connect(port);
    stuck.write(get('/slow'));
    await gate.reached;
    const run = drain.start();
    expect(await run.done).toBe('timed-out');
    await closed(stuck);
    gate.release();
  });
});
