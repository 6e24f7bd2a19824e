import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * An Express request as a fetch Request for React Router. Its signal aborts when the client
 * goes away, so loaders and the render stop working for nobody.
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  siteUrl: string,
  /** Path and query to render instead of the request's own (a page key). */
  target: string = req.originalUrl,
): Request {
  // Appended to the origin with one leading slash: the router resolves //host/x and
  // //user:pass@host as another (or an invalid) authority, so such targets stay paths here.
  const url = new URL(`${siteUrl}/${target.replace(/^\/+/, '')}`);
  url.pathname = url.pathname.replace(/^\/{2,}/, '/');
  const controller = new AbortController();
  res.on('close', () => controller.abort());

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }

  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = postedFields(req);
    headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    headers.delete('content-length');
  }
  return new Request(url, init);
}

/** Whether a raw path's percent-escapes decode; one that does not is answered with a 400. */
export function isDecodablePath(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A form post's fields, parsed (and size-capped) before they reach a route: strings only. */
export function postedFields(req: ExpressRequest): URLSearchParams {
  const fields = new URLSearchParams();
  if (req.body && typeof req.body === 'object') {
    for (const [name, value] of Object.entries(req.body as Record<string, unknown>)) {
      if (typeof value === 'string') fields.append(name, value);
    }
  }
  return fields;
}
