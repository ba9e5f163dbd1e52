import { describe, expect, it } from 'vitest';
import { configNumber, readNumbers } from './config-values';
import type { ServerContext } from './context';

function configOf(rows: Record<string, unknown>): ServerContext['config'] {
  return {
    get: async <T>(key: string) => (key in rows ? (rows[key] as T) : null),
    set: async () => undefined,
  };
}

describe('config numbers', () => {
  it('reads stored numbers and numeric text', () => {
    expect(configNumber(250, 1)).toBe(250);
    expect(configNumber('-1', 1)).toBe(-1);
    expect(configNumber(0, 1)).toBe(0);
  });

  it('falls back when the value is missing, blank or not a number', () => {
    for (const stored of [null, undefined, '', '  ', 'many', true, [], {}]) expect(configNumber(stored, 7)).toBe(7);
  });

  it('reads each key under the prefix with its own default', async () => {
    const config = configOf({ 'rank.answer.edit': 300, 'rank.answer.delete': '', 'rank.answer.audit': 'x' });
    const limits = await readNumbers(config, { 'answer.edit': 100, 'answer.delete': -1, 'answer.audit': 1000, 'answer.add': 1 }, 'rank.');
    expect(limits).toEqual({ 'answer.edit': 300, 'answer.delete': -1, 'answer.audit': 1000, 'answer.add': 1 });
  });

  it('uses the keys as they are without a prefix', async () => {
    expect(await readNumbers(configOf({ 'rank.vote.detail': '50' }), { 'rank.vote.detail': 0 })).toEqual({ 'rank.vote.detail': 50 });
  });

  it('answers the same table while the stored values stay, and a new one once an admin changes one', async () => {
    const rows: Record<string, unknown> = { 'rank.answer.edit': 300 };
    const config = configOf(rows);
    const defaults = { 'answer.edit': 100, 'answer.add': 1 };
    const first = await readNumbers(config, defaults, 'rank.');
    expect(await readNumbers(config, defaults, 'rank.')).toBe(first);
    rows['rank.answer.edit'] = 500;
    const changed = await readNumbers(config, defaults, 'rank.');
    expect(changed).toEqual({ 'answer.edit': 500, 'answer.add': 1 });
    expect(first).toEqual({ 'answer.edit': 300, 'answer.add': 1 });
    // another prefix reads other keys: never the table of the first
    expect(await readNumbers(config, defaults, 'other.')).toEqual({ 'answer.edit': 100, 'answer.add': 1 });
    expect(Object.isFrozen(changed)).toBe(true);
  });
});
