import http from 'node:http';

/** Every limit the HTTP server enforces before a request reaches Express. */
export interface TransportLimits {
  /** All headers must have arrived by then, or the connection gets 408 and is closed (slowloris). */
  readonly headersTimeoutMs: number;
  /** The whole request, body included; forms are small, so 30 s is generous. */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; keep it above the balancer's idle timeout. */
  readonly keepAliveTimeoutMs: number;
  /** Request line plus headers; over it the client gets 431. */
  readonly maxHeaderBytes: number;
  readonly maxHeadersCount: number;
  /** How often the timeouts above are checked; Node's 30 s default would let them overrun. */
  readonly checkIntervalMs: number;
}

export const MAX_HEADER_BYTES = 16 * 1024;
export const MAX_HEADERS_COUNT = 100;

export function transportLimits(env: {
  readonly HTTP_HEADERS_TIMEOUT_MS: number;
  readonly HTTP_REQUEST_TIMEOUT_MS: number;
  readonly HTTP_KEEP_ALIVE_TIMEOUT_MS: number;
}): TransportLimits {
  return {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxHeaderBytes: MAX_HEADER_BYTES,
    maxHeadersCount: MAX_HEADERS_COUNT,
    checkIntervalMs: 1_000,
  };
}

/** An HTTP server for the app with the limits applied (not yet listening). */
export function createHttpServer(
  handler: http.RequestListener,
  limits: TransportLimits,
): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxHeadersCount = limits.maxHeadersCount;
  return server;
}
