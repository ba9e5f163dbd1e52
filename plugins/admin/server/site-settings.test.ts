import { describe, expect, it } from 'vitest';
import { normaliseSiteUrl } from './site-general';
import { isKnownTimeZone } from './site-interface';

describe('normaliseSiteUrl', () => {
  it('keeps the scheme, host and path, without a trailing slash', () => {
    expect(normaliseSiteUrl('https://Example.com/')).toBe('https://example.com');
    expect(normaliseSiteUrl(' http://example.com:8080/community// ')).toBe('http://example.com:8080/community');
    expect(normaliseSiteUrl('https://example.com/community#top')).toBe('https://example.com/community');
  });
});

describe('isKnownTimeZone', () => {
  it('knows the IANA zones of the platform and UTC', () => {
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Europe/Berlin']) expect(isKnownTimeZone(zone), zone).toBe(true);
  });

  it('refuses offsets, other spellings and made-up zones', () => {
    for (const zone of ['UTC+8', 'asia/shanghai', 'Mars/Olympus_Mons', '']) expect(isKnownTimeZone(zone), zone).toBe(false);
  });
});
