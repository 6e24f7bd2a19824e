import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Proxies whose X-Forwarded-For is believed: a balancer, CDN edge or sidecar on the same host or
 * private network. Express's `trust proxy` uses the same list, so req.ip and the logs agree.
 */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

const trusted = proxyAddr.compile(TRUSTED_PROXIES.split(', '));

/** The visitor's address: the socket's, or the nearest untrusted hop of X-Forwarded-For. */
export function clientAddress(req: IncomingMessage): string {
  return proxyAddr(req, trusted);
}
