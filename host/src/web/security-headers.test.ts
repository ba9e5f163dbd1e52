import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, TransportSecurity } from './security-headers';

describe('Strict-Transport-Security', () => {
  it('is sent only while the site’s address is https', () => {
    const hsts = new TransportSecurity();
    expect(hsts.header()).toBeNull();
    hsts.seenText(JSON.stringify({ site_url: 'https://answer.example.com' }));
    expect(hsts.header()).toBe(HSTS_VALUE);
    hsts.seenText(JSON.stringify({ site_url: 'http://answer.example.com' }));
    expect(hsts.header()).toBeNull();
    hsts.seenSiteUrl(' HTTPS://answer.example.com ');
    expect(hsts.header()).toBe(HSTS_VALUE);
    hsts.seenText('not json');
    expect(hsts.header()).toBeNull();
    hsts.seenText(null);
    expect(hsts.header()).toBeNull();
  });
});
