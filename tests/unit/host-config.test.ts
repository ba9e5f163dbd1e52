import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../host/src/config';

describe('TRUST_PROXY', () => {
  it('trusts only proxies on this machine unless told otherwise', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('  ')).toBe('loopback');
  });

  it('takes true, false, addresses and a hop count', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8,192.168.1.1')).toBe('10.0.0.0/8,192.168.1.1');
    const twoHops = parseTrustProxy('2');
    if (typeof twoHops !== 'function') throw new Error('a hop count gives a function');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
