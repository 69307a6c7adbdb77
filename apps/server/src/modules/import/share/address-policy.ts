import { BlockList, isIP } from 'node:net';

/**
 * IPv4 ranges that are never the public internet (RFC 6890 special-purpose registry):
 * "this network", private, CGNAT, loopback, link-local, IETF protocol, documentation,
 * 6to4 relay, benchmarking, multicast and reserved (with broadcast).
 */
const V4_SPECIAL: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6: only global unicast (2000::/3) is public; inside it, the ranges that embed or tunnel
 * IPv4 (Teredo and the IETF block 2001::/23, 6to4 2002::/16) or are documentation. Everything
 * outside 2000::/3 is refused: loopback, unspecified, IPv4-mapped and -compatible, NAT64
 * (64:ff9b::/96), unique local (fc00::/7), link-local, site-local and multicast.
 */
const V6_SPECIAL_IN_GLOBAL: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const v4Special = new BlockList();
for (const [net, prefix] of V4_SPECIAL) v4Special.addSubnet(net, prefix, 'ipv4');
const v6Global = new BlockList();
v6Global.addSubnet('2000::', 3, 'ipv6');
const v6Special = new BlockList();
for (const [net, prefix] of V6_SPECIAL_IN_GLOBAL) v6Special.addSubnet(net, prefix, 'ipv6');

/**
 * True only for an address on the public internet. Anything else (private, loopback, link-local,
 * CGNAT, multicast, IPv6 unique-local / loopback / IPv4-mapped, zone ids, non-addresses) is false.
 */
export function isPublicAddress(address: string): boolean {
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !v4Special.check(address, 'ipv4');
  if (family === 6) return v6Global.check(address, 'ipv6') && !v6Special.check(address, 'ipv6');
  return false;
}
