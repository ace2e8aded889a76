/**
 * The client's address. server/server.mjs (the production server) overwrites `x-vitrine-client-ip`
 * with the socket address, or with the first X-Forwarded-For hop when TRUST_PROXY is on, and drops
 * forwarding headers it must not trust; so here the header is authoritative.
 */
export const CLIENT_IP_HEADER = 'x-vitrine-client-ip';

export function clientIp(headers: Headers, trustProxy = false): string {
  const fromServer = headers.get(CLIENT_IP_HEADER);
  if (fromServer) return fromServer;
  // Only reached under `next dev`, which has no custom server in front of it.
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const hops = forwarded.split(',').map((h) => h.trim()).filter(Boolean);
    return (trustProxy ? hops[0] : hops[hops.length - 1]) ?? 'unknown';
  }
  return 'unknown';
}
