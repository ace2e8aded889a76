import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (issue 20): https anywhere public; loopback, link-local, private and
 * other special ranges only when WEBHOOK_ALLOW_PRIVATE=true, and plain http only to such an address.
 * The rule is applied to the address a request actually connects to (lib/webhooks/send.ts resolves
 * the name and checks every answer), not only to the name typed in the form.
 */

// Never reachable, even when private addresses are allowed: "this network", multicast, reserved.
const never = new BlockList();
never.addSubnet('0.0.0.0', 8, 'ipv4');
never.addSubnet('224.0.0.0', 4, 'ipv4');
never.addSubnet('240.0.0.0', 4, 'ipv4');
never.addAddress('::', 'ipv6');
never.addSubnet('ff00::', 8, 'ipv6');

// Not the public internet: loopback, private, carrier-grade NAT, link-local, benchmarking, documentation, unique-local.
const special = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
] as const)
  special.addSubnet(net, prefix, 'ipv4');
special.addAddress('::1', 'ipv6');
special.addSubnet('fc00::', 7, 'ipv6');
special.addSubnet('fe80::', 10, 'ipv6');
special.addSubnet('2001:db8::', 32, 'ipv6');

export type AddressClass = 'public' | 'private' | 'forbidden';

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** How an IP address (v4 or v6 literal) is treated; anything that is not an address is forbidden. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return 'forbidden';
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner) return classifyAddress(inner);
    if (never.check(bare, 'ipv6')) return 'forbidden';
    return special.check(bare, 'ipv6') ? 'private' : 'public';
  }
  if (never.check(bare, 'ipv4') || bare === '255.255.255.255') return 'forbidden';
  return special.check(bare, 'ipv4') ? 'private' : 'public';
}

/** Whether a request over `protocol` may connect to `address`. */
export function addressAllowed(address: string, protocol: string, allowPrivate: boolean): boolean {
  const kind = classifyAddress(address);
  if (kind === 'forbidden') return false;
  if (kind === 'private') return allowPrivate;
  return protocol === 'https:';
}

export type UrlProblem = 'invalid' | 'notHttps' | 'private';

const LOCAL_NAMES = /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$/i;

/**
 * What is wrong with an endpoint URL as typed, before any name is resolved (null: nothing). A name is
 * judged again at each send by the address it resolves to.
 */
export function webhookUrlProblem(value: string, allowPrivate: boolean): UrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (!url.hostname) return 'invalid';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  const kind: AddressClass | 'name' = literal ? classifyAddress(host) : LOCAL_NAMES.test(host) ? 'private' : 'name';
  if (kind === 'forbidden') return 'private';
  if (kind === 'private') return allowPrivate ? null : 'private';
  // A public address, or a name: plain http is allowed only towards a private address.
  if (url.protocol === 'http:') return allowPrivate && kind === 'name' ? null : 'notHttps';
  return null;
}
