import type { IncomingMessage, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';

/**
 * A response that goes out before its request's body has been read closes the connection
 * (a refusal, a kept page answering a GET that carried a body). Node leaves such a body on the
 * kept-alive connection, in front of the client's next request, which is then never answered.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const declaresBody =
    'transfer-encoding' in req.headers || Number(req.headers['content-length']) > 0;
  if (!declaresBody) return;
  onHeaders(res, () => {
    if (!req.readableEnded) res.setHeader('Connection', 'close');
  });
}
