import { describe, expect, it } from 'vitest';
import { storedPathOf } from './handed-out';

describe('storedPathOf', () => {
  const stored = `2024/05/${'a'.repeat(32)}.png`;

  it('reads the stored path from an address the upload call handed out', () => {
    expect(storedPathOf(`https://example.com/uploads/${stored}`, 'https://example.com', '')).toBe(stored);
    expect(storedPathOf(`https://example.com/community/uploads/${stored}`, 'https://example.com/community/', '/community')).toBe(stored);
    expect(storedPathOf(`/community/uploads/${stored}`, '/community', '/community')).toBe(stored);
  });

  it('names no upload for another site, another folder or a path that leaves the uploads', () => {
    expect(storedPathOf(`https://elsewhere.example.com/uploads/${stored}`, 'https://example.com', '')).toBeNull();
    expect(storedPathOf(`//elsewhere.example.com/uploads/${stored}`, '', '')).toBeNull();
    expect(storedPathOf(`https://example.com/files/${stored}`, 'https://example.com', '')).toBeNull();
    expect(storedPathOf('https://example.com/uploads/2024/05/x.png?download=1', 'https://example.com', '')).toBeNull();
    expect(storedPathOf('javascript:alert(1)', 'https://example.com', '')).toBeNull();
  });
});
