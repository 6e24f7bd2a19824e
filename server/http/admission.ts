import { AsyncResource } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import onFinished from 'on-finished';
import { countRefused } from '../ops/metrics.ts';

export interface AdmissionOptions {
  /** Renders allowed at once. */
  readonly concurrency: number;
  /** Requests allowed to wait for a slot; past it they are refused. */
  readonly queueLength: number;
}

export interface Admission {
  /** Express middleware placed in front of the render. */
  readonly gate: RequestHandler;
  readonly running: () => number;
  readonly waiting: () => number;
}

/** Tiny and static: an overloaded server should not spend anything on refusals. */
const BUSY_BODY = 'Service Unavailable: the server is busy, please retry in a moment.\n';
const BUSY_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Length': String(Buffer.byteLength(BUSY_BODY)),
  'Cache-Control': 'no-store',
  'Retry-After': '1',
};

/**
 * Admission control for renders. A render is synchronous CPU work plus a whole page in memory,
 * so running more at once than the cores can take only adds latency and memory: at most
 * `concurrency` run, at most `queueLength` wait in arrival order, and the rest get a 503 with
 * Retry-After at once. A slot is held until the response is finished or the visitor leaves.
 * Cached pages are answered before this gate, so they never wait behind renders.
 */
export function createAdmission({ concurrency, queueLength }: AdmissionOptions): Admission {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) next();
  };

  const gate: RequestHandler = (req, res, next) => {
    // The visitor may have left while the request went through the middleware (the socket
    // closed before this point): a 'close' listener added now would never run, and the slot
    // would be held for good. on-finished also calls back for a response already over.
    if (onFinished.isFinished(res)) return;
    const start = () => {
      running += 1;
      onFinished(res, release);
      next();
    };
    if (running < concurrency) {
      start();
      return;
    }
    if (queue.length >= queueLength) {
      countRefused();
      res.writeHead(503, BUSY_HEADERS);
      res.end(req.method === 'HEAD' ? undefined : BUSY_BODY);
      return;
    }
    // Bound to this request's own async context: the slot is freed inside the previous
    // response's context (React's request store among it), and a render started there would
    // keep that response, and through it every earlier one, reachable for as long as the load
    // lasts.
    const waiter = AsyncResource.bind(() => {
      res.off('close', leave);
      start();
    });
    // A visitor who gives up while waiting frees the place in the queue.
    const leave = () => {
      const index = queue.indexOf(waiter);
      if (index !== -1) queue.splice(index, 1);
    };
    res.once('close', leave);
    queue.push(waiter);
  };

  return { gate, running: () => running, waiting: () => queue.length };
}
