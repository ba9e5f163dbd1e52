/**
 * Keeps webhooks off this machine and private networks (server-side request forgery): an address
 * is refused when its host is the site's own, or when any address its name resolves to is
 * loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved or one of
 * this machine's own interfaces. Checked when a member saves the address and again at every post
 * (inside the connection's own lookup), since a name may resolve elsewhere later. The admin may
 * allow such addresses (an intranet chat server).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

export type AddressRefusal = 'scheme' | 'credentials' | 'own_host' | 'private' | 'unresolved';

export type LookupAll = (hostname: string) => Promise<LookupAddress[]>;

export interface AddressPolicy {
  allowPrivate: boolean;
  /** The host name of the site's own address (`general.site_url`). */
  siteHost: string;
  /** Resolves a name to every address (dns.lookup with `all`); replaceable in tests. */
  lookup?: LookupAll;
}

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** This machine's own interface addresses (public ones included: the host itself). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) for (const entry of list ?? []) own.add(entry.address.toLowerCase());
  return own;
}

/** Whether a literal IP address is one a webhook must not reach. IPv4-mapped IPv6 is judged as IPv4. */
export function blockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  return ownAddresses().has(address.toLowerCase());
}

const defaultLookup: LookupAll = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Why `raw` may not be posted to, or null when it may. Resolves the name (all its addresses). */
export async function refuseAddress(raw: string, policy: AddressPolicy): Promise<AddressRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'scheme';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  // an address with a login in it would leak the login into logs and lists
  if (url.username || url.password) return 'credentials';
  if (policy.allowPrivate) return null;
  const host = bareHost(url.hostname);
  if (!host) return 'scheme';
  if (host === bareHost(policy.siteHost)) return 'own_host';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  if (isIP(host)) return blockedAddress(host) ? 'private' : null;
  let addresses: LookupAddress[];
  try {
    addresses = await (policy.lookup ?? defaultLookup)(host);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.some((entry) => blockedAddress(entry.address)) ? 'private' : null;
}

/** The host name of an address ('' when it is not one). */
export function hostOf(raw: string): string {
  try {
    return bareHost(new URL(raw).hostname);
  } catch {
    return '';
  }
}
