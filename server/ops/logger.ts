import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Belt and braces: even if a header object reaches a log line, these never do.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;
const QUIET_PATHS = ['/healthz', '/readyz', '/assets/', '/favicon'];

/** Honours a sane incoming X-Request-Id (from a load balancer) so one id follows a request. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** 4xx are warnings and 5xx errors; everything else is routine. */
export function logLevelFor(status: number): 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return 'info';
}

/**
 * One line per request. Only method, path, id, status and time are logged: no headers (so no
 * cookies, authorization or form data) and no client address, as the privacy page says. 4xx are
 * warnings and 5xx errors.
 */
export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => QUIET_PATHS.some((path) => (req.url ?? '').startsWith(path)) },
    customLogLevel: (_req, res, error) => (error ? 'error' : logLevelFor(res.statusCode)),
    serializers: {
      req: (req: { id: string; method: string; url: string; raw: IncomingMessage }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
