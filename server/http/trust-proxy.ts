import proxyAddr from 'proxy-addr';

/**
 * Which hops' X-Forwarded-For is believed (TRUST_PROXY), in the form Express's `trust proxy`
 * takes: a number of hops, or names (`loopback`, `linklocal`, `uniquelocal`), addresses and
 * CIDR ranges. The default is loopback only: a client can then not choose its own address by
 * sending the header through a balancer that passes it on. docs/deployment.md says what to set
 * behind nginx and in Kubernetes.
 */
export type TrustProxy = number | readonly string[];

export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('names no proxy');
  // proxy-addr throws on anything it does not take (an invalid address or range).
  proxyAddr.compile(entries);
  return entries;
}
