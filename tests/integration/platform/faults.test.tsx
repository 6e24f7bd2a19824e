import type http from 'node:http';
import { use } from 'react';
import type { RouteObject } from 'react-router-dom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../app-harness.ts';
import { listen } from '../fuzz-support.ts';
import { closed, connect, get } from '../raw-http.ts';

function Thrower(): never {
  throw new Error('boom');
}

function Healthy() {
  return <h1>Healthy page</h1>;
}

/** A render that waits on a promise the test never settles, and says when it has started. */
let renderStarted!: () => void;
const started = new Promise<void>((resolve) => (renderStarted = resolve));
function Waiting() {
  renderStarted();
  use(new Promise<never>(() => {}));
  return null;
}

let loaderAborted!: () => void;
const aborted = new Promise<void>((resolve) => (loaderAborted = resolve));

const routes: RouteObject[] = [
  { path: '/throws', Component: Thrower },
  { path: '/healthy', Component: Healthy },
  {
    path: '/waits',
    loader: ({ request: incoming }) => {
      incoming.signal.addEventListener('abort', () => loaderAborted());
      return null;
    },
    Component: Waiting,
  },
];

let server: http.Server;
beforeAll(async () => {
  // A long render limit: if the disconnect did not clear its timer, the timer would still be there.
  server = await listen(createTestApp({ routes, renderTimeoutMs: RENDER_LIMIT_MS }));
}, 60_000);
afterAll(() => server.close());

const RENDER_LIMIT_MS = 60_000;

describe('faults', () => {
  it('a render that throws answers the fallback on that route only', async () => {
    const [broken, ...others] = await Promise.all([
      request(server).get('/throws'),
      request(server).get('/healthy'),
      request(server).get('/healthy'),
      request(server).get('/healthz'),
    ]);
    expect(broken!.status).toBe(500);
    expect(broken!.headers['cache-control']).toBe('no-store');
    expect(broken!.text).toContain('Something went wrong');
    expect(broken!.text).not.toContain('boom');
    expect(others.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(others[0]!.text).toContain('Healthy page');
    // And nothing has changed for the next visitor.
    expect((await request(server).get('/healthy')).status).toBe(200);
  });

  it('a client leaving mid-response aborts the render and leaves no timer behind', async () => {
    // The render's time limit is the one timer of that length: catch it, and its clearing.
    const realSetTimeout = globalThis.setTimeout;
    const renderTimers: unknown[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      delay?: number,
    ) => {
      const timer = realSetTimeout(callback, delay);
      if (delay === RENDER_LIMIT_MS) renderTimers.push(timer);
      return timer;
    }) as typeof setTimeout);
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      const socket = await connect((server.address() as { port: number }).port);
      socket.write(get('/waits'));
      await started;
      expect(renderTimers).toHaveLength(1);
      expect(cleared).not.toHaveBeenCalledWith(renderTimers[0]);
      socket.destroy();
      await closed(socket);
      await aborted;
      expect(cleared).toHaveBeenCalledWith(renderTimers[0]);
    } finally {
      vi.restoreAllMocks();
    }
    expect((await request(server).get('/healthy')).status).toBe(200);
  });
});
