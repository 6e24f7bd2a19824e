import { createServer, type Server } from 'node:http';
import { scrape } from './metrics.ts';

/**
 * The metrics port: GET /metrics and nothing else, on a port of its own so the public site never
 * exposes it (a proxy or ingress routes only the site's port). It keeps answering while the site
 * drains, so the last scrape sees the drain.
 */
export function createMetricsServer(): Server {
  return createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    scrape().then(
      ({ body, contentType }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Error\n'),
    );
  });
}
