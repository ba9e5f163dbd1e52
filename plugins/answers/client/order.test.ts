import { describe, expect, it } from 'vitest';
import { pageCount, readListPosition, writeListPosition } from './order';

const query = (text: string) => new URLSearchParams(text);

describe('the answer list position in the address', () => {
  it('defaults to the first page by score and ignores unknown values', () => {
    expect(readListPosition(query(''))).toEqual({ order: 'default', page: 1 });
    expect(readListPosition(query('order=votes&page=abc'))).toEqual({ order: 'default', page: 1 });
    expect(readListPosition(query('order=created&page=3'))).toEqual({ order: 'created', page: 3 });
    expect(readListPosition(query('order=updated&page=-2'))).toEqual({ order: 'updated', page: 1 });
  });

  it('keeps score and the first page out of the address', () => {
    expect(writeListPosition(query('order=created'), { order: 'default' })).toBe('?');
    expect(writeListPosition(query('page=2'), { page: 1 })).toBe('?');
  });

  it('starts a new order at its first page and keeps the order when paging', () => {
    expect(writeListPosition(query('order=created&page=3'), { order: 'updated' })).toBe('?order=updated');
    expect(writeListPosition(query('order=created'), { page: 2 })).toBe('?order=created&page=2');
    expect(writeListPosition(query('order=created&page=2'), { order: 'created' })).toBe('?order=created&page=2');
  });

  it('keeps the address\'s other parameters', () => {
    expect(writeListPosition(query('utm=mail'), { order: 'created' })).toBe('?utm=mail&order=created');
  });

  it('counts pages of fifteen answers, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
  });
});
