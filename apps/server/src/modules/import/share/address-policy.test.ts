import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

describe('share-link address policy', () => {
  const refused = [
    // loopback, "this network", unspecified
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '::1',
    '::',
    // private (RFC 1918) at both ends of each range
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.20.10.5',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.255.255',
    // link-local (cloud metadata lives here), CGNAT, benchmarking, documentation
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '198.18.0.1',
    '192.0.2.1',
    '203.0.113.9',
    // multicast, reserved, broadcast
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6: IPv4-mapped and -compatible, NAT64, 6to4, Teredo, ULA, link-local, multicast, docs
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fd00::1',
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    // not addresses at all
    'localhost',
    'mubu.com',
    '',
    '2130706433',
    '0x7f.0.0.1',
  ];
  const allowed = [
    '1.1.1.1',
    '8.8.8.8',
    '47.96.1.10',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '192.169.0.1',
    '2400:3200::1',
    '2606:4700:4700::1111',
    '240e:ff:e020::1',
  ];

  it.each(refused)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(allowed)('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
