import http from 'node:http';
import { startServer } from './load-server.ts';

/**
 * SIGTERM while 100 keep-alive clients hammer the pages. A request counts as lost when it was
 * sent on a connection opened before the signal and no complete response came back. New
 * connections after the signal are expected to fail: refused, or reset when they were still in
 * the kernel's accept queue as the listener closed (never accepted, so never the server's).
 */

export interface ShutdownReport {
  readonly inFlightAtSignal: number;
  readonly completedAfterSignal: number;
  readonly refusedAfterSignal: number;
  readonly resetInAcceptQueue: number;
  readonly lost: number;
  readonly lostReasons: Record<string, number>;
  readonly exitCode: number | null;
  readonly exitMs: number;
}

type Outcome = 'ok' | 'refused' | 'reset-new' | 'lost';

function get(
  agent: http.Agent,
  url: string,
  onLost: (reason: string) => void,
  isAfterSignal: () => boolean,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let freshAfterSignal = false;
    let answered = false;
    const request = http.get(url, { agent, timeout: 15_000 }, (response) => {
      answered = true;
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.complete ? 'ok' : 'lost'));
      response.on('error', (error) => {
        onLost(error.message);
        resolve('lost');
      });
    });
    request.on('socket', () => {
      freshAfterSignal = !request.reusedSocket && isAfterSignal();
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve('refused');
      if (error.code === 'ECONNRESET' && freshAfterSignal && !answered) return resolve('reset-new');
      onLost(error.code ?? error.message);
      resolve('lost');
    });
  });
}

export async function shutdownUnderLoad(
  distDir: string,
  port: number,
  paths: readonly string[],
  connections: number,
  warmUpMs: number,
): Promise<ShutdownReport> {
  const server = await startServer(distDir, port);
  let signalled = false;
  let inFlight = 0;
  let inFlightAtSignal = 0;
  let completedAfterSignal = 0;
  let refusedAfterSignal = 0;
  let resetInAcceptQueue = 0;
  let lost = 0;
  const lostReasons: Record<string, number> = {};
  const onLost = (reason: string) => {
    lost += 1;
    lostReasons[reason] = (lostReasons[reason] ?? 0) + 1;
  };

  const worker = async (offset: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let index = offset; ; index += 1) {
      inFlight += 1;
      const outcome = await get(
        agent,
        `${server.baseUrl}${paths[index % paths.length]}`,
        onLost,
        () => signalled,
      );
      inFlight -= 1;
      if (signalled && outcome === 'ok') completedAfterSignal += 1;
      if (outcome === 'reset-new') {
        resetInAcceptQueue += 1;
        break;
      }
      if (outcome === 'refused') {
        if (signalled) refusedAfterSignal += 1;
        else onLost('refused before the signal');
        break;
      }
    }
    agent.destroy();
  };
  const workers = Array.from({ length: connections }, (_, index) => worker(index * 7));

  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  signalled = true;
  inFlightAtSignal = inFlight;
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const exit = await Promise.race([
    server.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  if (!exit) server.child.kill('SIGKILL');
  await Promise.all(workers);
  return {
    inFlightAtSignal,
    completedAfterSignal,
    refusedAfterSignal,
    resetInAcceptQueue,
    lost,
    lostReasons,
    exitCode: exit ? exit.code : null,
    exitMs: exit ? Math.round(exit.at - signalledAt) : -1,
  };
}
