import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The addresses outside the product that a club gives us and the server then calls: its webhook endpoints, the
 * calendar of its blocked times. On a public deployment they must never reach into the server's own network.
 */

/** Addresses inside a network (loopback, private, link-local, carrier-grade NAT, unspecified): never a club's address. */
const inside = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  inside.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  inside.addSubnet(network, prefix, 'ipv6');

/** True when an IP address is one of a private network or this machine (an IPv4 address mapped into IPv6 too). */
export function privateAddressOf(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return inside.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 4 ? inside.check(address, 'ipv4') : family === 6 ? inside.check(address, 'ipv6') : false;
}

/**
 * Why a club's address cannot be used, or null. On a public address: HTTPS only, and never a name or address
 * of this machine or a private network (the server would call into its own network). On this machine (a
 * developer's) any http(s) address, so that a local receiver can be tried.
 */
export function outsideUrlProblem(url: string, onLoopback: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return 'must not hold a user name or password';
  if (onLoopback)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : 'must start with https://';
  if (parsed.protocol !== 'https:') return 'must start with https://';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))
    return 'must be an address on the internet, not a local name';
  if (isIP(host) && privateAddressOf(host)) return 'must be an address on the internet, not a private one';
  return null;
}

/**
 * Why a club's address cannot be called now, or null: on a public deployment, its host name must be found and
 * none of its addresses may be private. Looked up before each call (DNS can change after the club entered it).
 */
export async function outsideHostProblem(url: URL, onLoopback: boolean): Promise<string | null> {
  if (onLoopback) return null;
  const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
  if (addresses.length === 0) return `${url.hostname} could not be found`;
  const inside = addresses.find((address) => privateAddressOf(address.address));
  return inside ? `${url.hostname} is a private address (${inside.address})` : null;
}
