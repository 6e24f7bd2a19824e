import proxyAddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '#server/http/trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('reads names, addresses and ranges, comma-separated', () => {
    expect(parseTrustProxy('loopback, 10.244.0.0/16,fd00::1')).toEqual([
      'loopback',
      '10.244.0.0/16',
      'fd00::1',
    ]);
  });

  it.each(['', ' , ', 'nginx', '10.0.0.0/99', '-1'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow();
  });

  it('trusts only what it names: the default does not believe a pod network hop', () => {
    const parsed = parseTrustProxy('loopback');
    if (typeof parsed === 'number') throw new Error('read as a hop count');
    const trust = proxyAddr.compile([...parsed]);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.244.1.7', 0)).toBe(false);
  });
});
