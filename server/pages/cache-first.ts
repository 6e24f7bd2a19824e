import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { logLevelFor, requestId } from '../ops/logger.ts';
import { countCacheHit } from '../ops/metrics.ts';
import type { CachedAnswer, PageCache } from './page-cache/page-cache.ts';

/** Writes a kept page: its status, the headers prepared when it was stored, and its bytes. */
export function sendCachedAnswer(res: ServerResponse, answer: CachedAnswer): void {
  countCacheHit();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * Kept pages answered at the HTTP server, ahead of Express: a hit is a map lookup and one write
 * of bytes and headers prepared when the page was stored, so it costs about what a static file
 * server does. It keeps what a visitor and an operator rely on: the request id (incoming or new)
 * and one log line in the same shape as pino-http's. A visitor of a page that is being rendered
 * for someone else waits for that render rather than starting another (a cold start under load).
 * Everything else goes on to the app.
 */
export function cacheFirst(
  cache: PageCache,
  logger: Logger,
  app: RequestListener,
): RequestListener {
  const answerHit = (
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedAnswer,
    started: number,
  ) => {
    const id = requestId(req, res);
    sendCachedAnswer(res, answer);
    const level = logLevelFor(answer.status);
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { id, method: req.method, url: req.url },
        res: { statusCode: answer.status },
        responseTime: Math.round(performance.now() - started),
      },
      'request completed',
    );
  };

  return (req, res) => {
    const started = performance.now();
    const answer = cache.find(req);
    if (answer) return answerHit(req, res, answer, started);
    const underWay = cache.renderUnderWay(req);
    if (!underWay) return app(req, res);
    let left = false;
    res.once('close', () => (left = true));
    void underWay.then(() => {
      if (left) return;
      const kept = cache.find(req);
      if (kept) answerHit(req, res, kept, started);
      else app(req, res);
    });
  };
}

/** Express middleware in front of the render: a page kept since routing (the not-found page). */
export function answerKeptPage(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const kept = cache.findForRender(req);
    if (kept) sendCachedAnswer(res, kept);
    else next();
  };
}
