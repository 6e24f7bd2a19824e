import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { setFormLogSink } from '#shared/forms/form-log.ts';

/**
 * Form actions run on the server for posts without JavaScript. Their submission log goes through
 * pino with the request's own logger (and so its request id): the action runs inside
 * `withRequestLogger`, and the sink finds that logger here.
 */
const requestLogger = new AsyncLocalStorage<Logger>();

export function logFormsThrough(fallback: Logger): void {
  setFormLogSink((entry) => (requestLogger.getStore() ?? fallback).info(entry, 'form submission'));
}

export function withRequestLogger<T>(logger: Logger, run: () => T): T {
  return requestLogger.run(logger, run);
}
