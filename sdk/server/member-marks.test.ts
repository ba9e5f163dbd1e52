import { describe, expect, it } from 'vitest';
import { MemberMarks } from './member-marks';
import { rowsLoader } from './member-sets.test-support';

function marksWith(rows: Record<string, string[]>, options: { maxMarksPerMember?: number; maxMembers?: number } = {}) {
  const { options: loader, loads, advance } = rowsLoader(rows);
  return { marks: new MemberMarks({ ...loader, ...options }), loads, advance };
}

describe('MemberMarks', () => {
  it('names only the ids the member marked, loading their set once', async () => {
    const { marks, loads } = marksWith({ '7': ['101', '205'] });
    expect(await marks.maybeMarked('7', ['100', '101', '102', '205'])).toEqual(['101', '205']);
    expect(await marks.maybeMarked('7', ['300'])).toEqual([]);
    expect(loads).toEqual(['7']);
  });

  it('knows a mark added after the load, and one added while the load was under way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const marks = new MemberMarks({
      load: async () => {
        await gate;
        return ['1'];
      },
    });
    const first = marks.maybeMarked('7', ['1', '2', '3']);
    marks.add('7', '2');
    release();
    expect(await first).toEqual(['1', '2']);
    marks.add('7', '3');
    expect(await marks.maybeMarked('7', ['1', '2', '3', '4'])).toEqual(['1', '2', '3']);
  });

  it('loads again once the set is older than its age, and after forget', async () => {
    const rows: Record<string, string[]> = { '7': ['1'] };
    const { marks, loads, advance } = marksWith(rows);
    await marks.maybeMarked('7', ['1']);
    rows['7'] = ['1', '2'];
    expect(await marks.maybeMarked('7', ['2'])).toEqual([]);
    advance(1001);
    expect(await marks.maybeMarked('7', ['2'])).toEqual(['2']);
    rows['7'] = ['3'];
    marks.forget('7');
    expect(await marks.maybeMarked('7', ['2', '3'])).toEqual(['3']);
    expect(loads).toEqual(['7', '7', '7']);
  });

  it('hands every id to the query for a member with more marks than it keeps', async () => {
    const { marks } = marksWith({ '7': ['1', '2', '3'] }, { maxMarksPerMember: 2 });
    expect(await marks.maybeMarked('7', ['8', '9'])).toEqual(['8', '9']);
  });

  it('drops the least recently used member past its limit', async () => {
    const { marks, loads } = marksWith({}, { maxMembers: 2 });
    await marks.maybeMarked('1', ['x']);
    await marks.maybeMarked('2', ['x']);
    await marks.maybeMarked('1', ['x']);
    await marks.maybeMarked('3', ['x']);
    await marks.maybeMarked('1', ['x']);
    await marks.maybeMarked('2', ['x']);
    expect(loads).toEqual(['1', '2', '3', '2']);
  });
});
