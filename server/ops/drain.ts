import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface DrainSettings {
  /** After the signal, keep accepting (with /healthz and /readyz at 503) so a balancer can deregister us. */
  readonly delayMs: number;
  /** An idle keep-alive connection is closed only after it has been idle this long. */
  readonly settleMs: number;
  /** Hard limit from the signal: whatever is still open then is cut. */
  readonly graceMs: number;
}

export type DrainResult = 'drained' | 'timed-out';

export interface DrainRun {
  /** Resolves once the listening socket is closed: new connections are refused from then on. */
  readonly stoppedAccepting: Promise<void>;
  readonly done: Promise<DrainResult>;
}

export interface Drain {
  readonly draining: () => boolean;
  /** Wraps the app: while draining, /healthz and /readyz are 503 and every response closes its connection. */
  readonly handler: (app: RequestListener) => RequestListener;
  /** Starts tracking the server's connections; call before it listens. */
  readonly attach: (server: Server) => void;
  readonly start: () => DrainRun;
}

interface Connection {
  readonly responses: Set<ServerResponse>;
  idleSince: number;
  bytesRead: number;
}

function isHealthCheck(req: IncomingMessage): boolean {
  const path = req.url?.split('?')[0];
  return (
    (req.method === 'GET' || req.method === 'HEAD') && (path === '/healthz' || path === '/readyz')
  );
}

export function createDrain(settings: DrainSettings): Drain {
  let draining = false;
  let server: Server | undefined;
  let run: DrainRun | undefined;
  const connections = new Map<Socket, Connection>();
  /** Connections taken from the accept queue so far. */
  let accepted = 0;

  const handler = (app: RequestListener): RequestListener => {
    return (req, res) => {
      if (!draining) return app(req, res);
      res.setHeader('Connection', 'close');
      if (!isHealthCheck(req)) return app(req, res);
      res.statusCode = 503;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(req.method === 'HEAD' ? undefined : '{"status":"draining"}');
    };
  };

  const attach = (target: Server) => {
    server = target;
    target.on('connection', (socket: Socket) => {
      accepted += 1;
      connections.set(socket, { responses: new Set(), idleSince: Date.now(), bytesRead: 0 });
      socket.once('close', () => connections.delete(socket));
    });
    target.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const connection = connections.get(req.socket);
      if (!connection) return;
      connection.responses.add(res);
      res.once('close', () => {
        connection.responses.delete(res);
        connection.idleSince = Date.now();
        connection.bytesRead = req.socket.bytesRead;
      });
    });
  };

  const start = (): DrainRun => {
    if (run) return run;
    if (!server) throw new Error('createDrain: attach() the server before start()');
    const target = server;
    draining = true;
    const startedAt = Date.now();
    // Responses already being prepared close their connection too, if their headers are not out.
    for (const connection of connections.values()) {
      for (const res of connection.responses) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
    }

    const stoppedAccepting = new Promise<void>((resolve) => {
      // libuv takes one connection from the kernel's accept queue per turn of the event loop,
      // so while renders keep the loop busy (the warm start, a loaded machine) dozens of
      // connections the kernel has completed can be waiting there; closing the listener resets
      // them. Keep turning until a turn takes none (bounded, should new ones never stop).
      const acceptUntil = Date.now() + settings.delayMs + settings.graceMs / 2;
      const closeOnceQueueIsEmpty = () => {
        const before = accepted;
        // An immediate runs after the poll phase, where a waiting connection would be taken.
        setImmediate(() => {
          if (accepted !== before && Date.now() < acceptUntil) return closeOnceQueueIsEmpty();
          // http.Server#close() would also close every connection it deems idle, including those
          // whose request has arrived but not been read yet: stop listening only.
          NetServer.prototype.close.call(target);
          resolve();
        });
      };
      setTimeout(closeOnceQueueIsEmpty, settings.delayMs);
    });

    const done = new Promise<DrainResult>((resolve) => {
      const finish = (result: DrainResult) => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve(result);
      };
      const closeSettledConnections = () => {
        const now = Date.now();
        for (const [socket, connection] of connections) {
          if (connection.responses.size > 0) continue;
          // Bytes arrived since the last response: a request is on its way in.
          if (socket.bytesRead !== connection.bytesRead) {
            connection.bytesRead = socket.bytesRead;
            connection.idleSince = now;
            continue;
          }
          if (now - Math.max(connection.idleSince, startedAt) >= settings.settleMs)
            socket.destroy();
        }
        if (!target.listening && connections.size === 0) finish('drained');
      };
      // Checked after the poll phase (setImmediate), so requests that arrived while the event
      // loop was busy have been read before a connection is judged idle.
      const sweep = setInterval(
        () => setImmediate(closeSettledConnections),
        Math.max(10, Math.min(100, settings.settleMs / 4)),
      );
      const deadline = setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy();
        finish('timed-out');
      }, settings.graceMs);
    });

    run = { stoppedAccepting, done };
    return run;
  };

  return { draining: () => draining, handler, attach, start };
}
