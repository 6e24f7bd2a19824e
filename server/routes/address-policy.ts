import ipaddr from 'ipaddr.js';

/**
 * True only for global unicast addresses. Everything ipaddr.js classifies otherwise is refused:
 * loopback, private, link-local (cloud metadata 169.254.169.254), CGNAT, unique-local (fd00::/8,
 * fd00:ec2::254), multicast, broadcast, unspecified, reserved, and IPv6 forms that embed an IPv4
 * address (IPv4-mapped, NAT64, 6to4, Teredo). IPv4-mapped addresses are judged as their IPv4.
 * https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
 */
export function isPublicUnicastAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress())
    parsed = parsed.toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The host of a URL as an IP literal, or null for a DNS name. WHATWG URL already normalised
 * every IPv4 notation (2130706433, 0x7f.1, 017700000001) to dotted decimal. */
export function ipLiteral(hostname: string): string | null {
  const bare =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
