import express, { type RequestHandler, type Response } from 'express';

/**
 * Refuses an oversized body with 413 as soon as it is known to be too big: at once when the
 * declared Content-Length says so, else at the chunk that crosses the limit. The rest of the body
 * is not parsed; the connection closes after the answer, lingering (unread-body.ts) so that a
 * client still sending gets the 413 rather than a reset connection.
 */
function refuse(res: Response): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  res.setHeader('Cache-Control', 'no-store');
  res.status(413).type('text/plain').send('Payload Too Large');
}

/** The URL-encoded form parser behind a hard byte limit. */
export function limitedFormBodies(limitBytes: number, parameterLimit: number): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: limitBytes, parameterLimit });
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      refuse(res);
      return;
    }
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        req.off('data', count);
        refuse(res);
      }
    };
    req.on('data', count);
    parse(req, res, (error?: unknown) => {
      req.off('data', count);
      // Already refused above: the parser only noticed later (or drained what was in flight).
      if (res.headersSent) return;
      next(error);
    });
  };
}
