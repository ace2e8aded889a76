/**
 * Where a webhook may be sent (issue 20): https anywhere public; loopback, link-local, private and
 * other special ranges only when WEBHOOK_ALLOW_PRIVATE=true, and plain http only to such an address.
 * The rule is applied to the address a request actually connects to (lib/webhooks/send.ts resolves
 * the name and checks every answer), not only to the name typed in the form. Pure (no node modules):
 * the endpoint form's schema runs in the browser too.
 */

/** An IPv4 address as a 32-bit number, or null. */
function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** An IPv6 address as its 8 groups, or null (an embedded dotted IPv4 tail is accepted). */
function parseIpv6(text: string): number[] | null {
  let value = text.toLowerCase();
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(value) || !value.includes(':')) return null;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (dotted) {
    const v4 = parseIpv4(dotted[1]);
    if (v4 === null) return null;
    value = `${value.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const read = (part: string) => (part === '' ? [] : part.split(':'));
  const head = read(halves[0]);
  const tail = halves.length === 2 ? read(halves[1]) : [];
  if ([...head, ...tail].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => parseInt(g, 16));
}

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
const inV4 = (address: number, net: number, prefix: number) => prefix === 0 || address >>> (32 - prefix) === net >>> (32 - prefix);

// Never reachable, even when private addresses are allowed: "this network", multicast, reserved, broadcast.
const neverV4: [number, number][] = [
  [v4(0, 0, 0, 0), 8],
  [v4(224, 0, 0, 0), 4],
  [v4(240, 0, 0, 0), 4],
];
// Not the public internet: loopback, private, carrier-grade NAT, link-local, IETF, benchmarking, documentation.
const specialV4: [number, number][] = [
  [v4(10, 0, 0, 0), 8],
  [v4(100, 64, 0, 0), 10],
  [v4(127, 0, 0, 0), 8],
  [v4(169, 254, 0, 0), 16],
  [v4(172, 16, 0, 0), 12],
  [v4(192, 0, 0, 0), 24],
  [v4(192, 0, 2, 0), 24],
  [v4(192, 168, 0, 0), 16],
  [v4(198, 18, 0, 0), 15],
  [v4(198, 51, 100, 0), 24],
  [v4(203, 0, 113, 0), 24],
];

export type AddressClass = 'public' | 'private' | 'forbidden';

function classifyV4(address: number): AddressClass {
  if (neverV4.some(([net, prefix]) => inV4(address, net, prefix))) return 'forbidden';
  return specialV4.some(([net, prefix]) => inV4(address, net, prefix)) ? 'private' : 'public';
}

function classifyV6(g: number[]): AddressClass {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judged as the IPv4 inside.
  const embedded = ((g[6] << 16) >>> 0) + g[7];
  if (zeros(0, 5) && g[5] === 0xffff) return classifyV4(embedded);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return classifyV4(embedded);
  if (zeros(0, 7) && g[7] === 0) return 'forbidden';
  if (zeros(0, 7) && g[7] === 1) return 'private';
  if (zeros(0, 6)) return classifyV4(embedded);
  if (g[0] >> 8 === 0xff) return 'forbidden';
  if ((g[0] & 0xfe00) === 0xfc00 || (g[0] & 0xffc0) === 0xfe80 || (g[0] === 0x2001 && g[1] === 0xdb8)) return 'private';
  return 'public';
}

/** Whether the text is an IP address (v4, or v6 with or without brackets). */
export function isIpAddress(text: string): boolean {
  const bare = text.replace(/^\[|\]$/g, '');
  return parseIpv4(bare) !== null || parseIpv6(bare) !== null;
}

/** How an IP address (v4 or v6 literal) is treated; anything that is not an address is forbidden. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '');
  const ipv4 = parseIpv4(bare);
  if (ipv4 !== null) return classifyV4(ipv4);
  const ipv6 = parseIpv6(bare);
  return ipv6 ? classifyV6(ipv6) : 'forbidden';
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
  const host = url.hostname.replace(/\.$/, '');
  const kind: AddressClass | 'name' = isIpAddress(host) ? classifyAddress(host) : LOCAL_NAMES.test(host) ? 'private' : 'name';
  if (kind === 'forbidden') return 'private';
  if (kind === 'private') return allowPrivate ? null : 'private';
  // A public address, or a name: plain http is allowed only towards a private address.
  if (url.protocol === 'http:') return allowPrivate && kind === 'name' ? null : 'notHttps';
  return null;
}
