import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import onHeaders from 'on-headers';

/** How much of an unread body is read and thrown away after an early answer, and for how long. */
export const LINGER_LIMITS = { bytes: 16 * 1024 * 1024, ms: 5_000 } as const;

/**
 * A response that goes out before its request's body has been read (a 413, a refusal, a kept
 * page answering a GET that carried a body) closes the connection: the unread bytes would
 * otherwise be parsed as the client's next request. But closing a socket that still has data
 * coming makes the kernel reset the connection, and a client still sending its body then sees
 * a broken pipe instead of the answer. So the close lingers, as nginx's does: the server ends
 * its side after the answer (FIN), reads and discards what the client still sends until it stops
 * or a bound in bytes or time is reached, and only then closes the socket.
 */
export function closeAfterUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  const declaresBody =
    'transfer-encoding' in req.headers || Number(req.headers['content-length']) > 0;
  if (!declaresBody) return;
  onHeaders(res, () => {
    if (req.readableEnded) return;
    res.setHeader('Connection', 'close');
    // Node ends a `Connection: close` response's socket with destroySoon(): linger instead.
    const socket = req.socket as Socket & { destroySoon: () => void };
    socket.destroySoon = () => linger(socket, req);
  });
}

function linger(socket: Socket, req: IncomingMessage): void {
  socket.end();
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_LIMITS.ms);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_LIMITS.bytes) close();
  });
  req.once('end', close);
  req.once('aborted', close);
  // A parser that gave up on the body left it paused.
  req.resume();
}
