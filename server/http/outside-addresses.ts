import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type TcpNetConnectOpts } from 'node:net';
import { Agent } from 'undici';

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

type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: Resolver = (hostname) => lookup(hostname, { all: true });

/**
 * A connection's own name look-up that refuses a name with a private address. The addresses checked are the ones
 * connected to: a name that answers a public address to one look-up and a private one to the next (DNS rebinding)
 * reaches nothing inside. `resolve` is the system's resolver, a test's own in tests.
 */
export function publicOnlyLookup(resolve: Resolver = resolveAll): NonNullable<TcpNetConnectOpts['lookup']> {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const inside = addresses.find((address) => privateAddressOf(address.address));
        const usable = addresses.filter((address) => !options.family || address.family === options.family);
        if (inside) callback(new Error(`${hostname} is a private address (${inside.address})`), []);
        else if (usable.length === 0) callback(new Error(`${hostname} could not be found`), []);
        else if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      () => callback(new Error(`${hostname} could not be found`), []),
    );
  };
}

/** Connections that reach the internet only (undici's, the major version of Node's own fetch, which takes it). */
const publicOnly = new Agent({ connect: { lookup: publicOnlyLookup() } });

/**
 * Calls a club's address by the rules of `outsideUrlProblem`; on a public deployment the connection also refuses a
 * name with a private address when it is made. A refusal is the fetch's error, its cause saying why.
 */
export async function fetchOutside(url: URL, init: RequestInit, onLoopback: boolean): Promise<Response> {
  const problem = outsideUrlProblem(url.href, onLoopback);
  if (problem) throw new TypeError('fetch failed', { cause: new Error(`the address ${problem}`) });
  return fetch(url, onLoopback ? init : ({ ...init, dispatcher: publicOnly } as RequestInit));
}
