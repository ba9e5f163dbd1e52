import { describe, expect, it } from 'vitest';
import { MemberValues } from './member-values';
import { rowsLoader } from './member-sets.test-support';

function valuesWith(rows: Record<string, [string, number][]>, options: { maxValuesPerMember?: number; maxMembers?: number } = {}) {
  const { options: loader, loads, advance } = rowsLoader(rows);
  return { values: new MemberValues({ ...loader, ...options }), loads, advance };
}

const asObject = (map: Map<string, number> | null) => (map ? Object.fromEntries(map) : null);

describe('MemberValues', () => {
  it("answers a member's values from one load, ids beyond 2^53 included", async () => {
    const { values, loads } = valuesWith({ '7': [['10010000000021174', 1], ['10020000000000005', -1], ['10010000000021175', 0]] });
    expect(asObject(await values.valuesOf('7', ['10010000000021174', '10010000000021175', '10010000000021173', '10020000000000005']))).toEqual({
      '10010000000021174': 1,
      '10020000000000005': -1,
    });
    expect(asObject(await values.valuesOf('7', ['1']))).toEqual({});
    expect(asObject(await values.valuesOf('8', ['10010000000021174']))).toEqual({});
    expect(loads).toEqual(['7', '8']);
  });

  it('knows a value set after the load, one set while the load was under way, and a removal', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const values = new MemberValues({
      load: async () => {
        await gate;
        return [['1', 1] as const, ['2', 1] as const];
      },
    });
    const first = values.valuesOf('7', ['1', '2', '3']);
    values.set('7', '3', -1);
    values.set('7', '2', 0);
    release();
    expect(asObject(await first)).toEqual({ '1': 1, '3': -1 });
    values.set('7', '1', -1);
    values.set('7', '4', 1);
    expect(asObject(await values.valuesOf('7', ['1', '2', '3', '4']))).toEqual({ '1': -1, '3': -1, '4': 1 });
  });

  it('loads again once the values are older than their age, and after forget', async () => {
    const rows: Record<string, [string, number][]> = { '7': [['1', 1]] };
    const { values, loads, advance } = valuesWith(rows);
    await values.valuesOf('7', ['1']);
    rows['7'] = [['1', -1]];
    expect(asObject(await values.valuesOf('7', ['1']))).toEqual({ '1': 1 });
    advance(1001);
    expect(asObject(await values.valuesOf('7', ['1']))).toEqual({ '1': -1 });
    rows['7'] = [];
    values.forget();
    expect(asObject(await values.valuesOf('7', ['1']))).toEqual({});
    expect(loads).toEqual(['7', '7', '7']);
  });

  it('leaves to the query a member with more values than it keeps, an id it cannot hold, and a forgotten load', async () => {
    const { values } = valuesWith({ '7': [['1', 1], ['2', 1], ['3', 1]], '8': [['a-slug', 1]] }, { maxValuesPerMember: 2 });
    expect(await values.valuesOf('7', ['1'])).toBeNull();
    expect(await values.valuesOf('8', ['1'])).toBeNull();
    const { values: small } = valuesWith({ '7': [['1', 1]] });
    expect(await small.valuesOf('7', ['99999999999999999999999'])).toBeNull();

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const racing = new MemberValues({
      load: async () => {
        const n = ++loads;
        if (n === 1) await gate;
        return [['1', n] as const];
      },
    });
    const stale = racing.valuesOf('7', ['1']);
    racing.forget('7');
    expect(asObject(await racing.valuesOf('7', ['1']))).toEqual({ '1': 2 });
    release();
    expect(asObject(await stale)).toEqual({ '1': 1 });
    // the load that began before the forget ended last, and was not kept
    expect(asObject(await racing.valuesOf('7', ['1']))).toEqual({ '1': 2 });
    expect(loads).toBe(2);
  });

  it('drops the least recently read member past its size', async () => {
    const { values, loads } = valuesWith({ '1': [['5', 1]], '2': [['5', 1]], '3': [['5', 1]] }, { maxMembers: 2 });
    await values.valuesOf('1', ['5']);
    await values.valuesOf('2', ['5']);
    await values.valuesOf('1', ['5']);
    await values.valuesOf('3', ['5']);
    await values.valuesOf('1', ['5']);
    await values.valuesOf('2', ['5']);
    expect(loads).toEqual(['1', '2', '3', '2']);
  });
});
