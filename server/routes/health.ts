import { Router } from 'express';

export function healthRoutes(version: string): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', version });
  });
  return router;
}
