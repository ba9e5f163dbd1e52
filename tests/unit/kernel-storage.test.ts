import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY_MS, ExpiringStorage, MemoryBackend, STORAGE_SEPARATOR } from '../../core/src/storage/storage';

describe('expiring local storage', () => {
  it('writes Answer format <expiry>|_a_t_s_|<json> with a 7-day default', () => {
    const backend = new MemoryBackend();
    const storage = new ExpiringStorage(backend, () => 1_000);
    storage.set('_a_rp_', '/questions/1');
    expect(backend.getItem('_a_rp_')).toBe(`${1_000 + DEFAULT_EXPIRY_MS}${STORAGE_SEPARATOR}"/questions/1"`);
    expect(DEFAULT_EXPIRY_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('reads values back before expiry, objects included', () => {
    const storage = new ExpiringStorage(new MemoryBackend(), () => 5);
    storage.set('k', { a: 1, b: ['x'] });
    expect(storage.get('k')).toEqual({ a: 1, b: ['x'] });
  });

  it('removes an expired value when it is read', () => {
    let now = 0;
    const backend = new MemoryBackend();
    const storage = new ExpiringStorage(backend, () => now);
    storage.set('k', 'v', 100);
    now = 99;
    expect(storage.get('k')).toBe('v');
    now = 100;
    expect(storage.get('k')).toBeUndefined();
    expect(backend.getItem('k')).toBeNull();
  });

  it('reads a value written without the wrapper', () => {
    const backend = new MemoryBackend();
    backend.setItem('_a_lang_', 'zh_CN');
    expect(new ExpiringStorage(backend).get('_a_lang_')).toBe('zh_CN');
  });

  it('keeps working when the backend throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = new ExpiringStorage(broken);
    expect(() => storage.set('k', 1)).not.toThrow();
    expect(storage.get('k')).toBeUndefined();
  });
});
