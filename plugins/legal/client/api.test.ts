import { describe, expect, it } from 'vitest';
import { documentAddress } from './api';

describe('a legal text hosted elsewhere', () => {
  it('is a text that is one web address, and nothing else', () => {
    expect(documentAddress('https://example.com/terms')).toBe('https://example.com/terms');
    expect(documentAddress('  http://example.com/privacy?lang=en \n')).toBe('http://example.com/privacy?lang=en');
    expect(documentAddress('')).toBeNull();
    expect(documentAddress('# Terms\n\nSee https://example.com/terms')).toBeNull();
    expect(documentAddress('https://example.com/terms and more')).toBeNull();
    expect(documentAddress('javascript:alert(1)')).toBeNull();
    expect(documentAddress('ftp://example.com/terms')).toBeNull();
  });
});
