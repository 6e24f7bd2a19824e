import { Router, type Response } from 'express';

function answer(res: Response, status: number, body: object): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json(body);
}

/**
 * `/healthz`: the process is up (liveness). `/readyz`: it should get traffic (readiness), which
 * waits for the page cache's warm start, so a balancer sends the first visitors to a server
 * that answers every page from memory. While draining, both answer 503 (server/ops/drain.ts).
 */
export function healthRoutes(version: string, ready: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => answer(res, 200, { status: 'ok', version }));
  router.get('/readyz', (_req, res) =>
    ready()
      ? answer(res, 200, { status: 'ready', version })
      : answer(res, 503, { status: 'warming', version }),
  );
  return router;
}
