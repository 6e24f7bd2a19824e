import { describe, expect, it } from 'vitest';
import { ipLiteral, isPublicUnicastAddress } from '#server/routes/address-policy.ts';

describe('isPublicUnicastAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicUnicastAddress(address)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });
});

describe('ipLiteral', () => {
  it('recognises IPv4 and bracketed IPv6 hosts, not names', () => {
    expect(ipLiteral('127.0.0.1')).toBe('127.0.0.1');
    expect(ipLiteral('[::1]')).toBe('::1');
    expect(ipLiteral('images.example.com')).toBeNull();
  });
});
