import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

const names: Record<string, string> = { '1': 'Ada', '2': 'Bo', '3': 'Cy', '4': 'Di', '5': 'Ed', '6': 'Flo', '7': 'Gus' };
const nameOf = (id: string) => names[id] ?? id;
const more = (list: string, count: number) => `${list} and ${count} more`;

describe('reaction summary', () => {
  it('lists only the emoji used, in the fixed order, with counts and the viewer marked', () => {
    const rows = [
      { emoji: 'frown', user_id: '3' },
      { emoji: 'heart', user_id: '1' },
      { emoji: 'heart', user_id: '2' },
    ];
    expect(summarize(rows, '2', nameOf, more).reaction_summary).toEqual([
      { emoji: 'heart', count: 2, tooltip: 'Ada, Bo', is_active: true },
      { emoji: 'frown', count: 1, tooltip: 'Cy', is_active: false },
    ]);
    expect(summarize(rows, null, nameOf, more).reaction_summary.every((item) => !item.is_active)).toBe(true);
    expect(summarize([], '1', nameOf, more)).toEqual({ reaction_summary: [] });
  });

  it('names the first five reactors and counts the rest', () => {
    const rows = ['1', '2', '3', '4', '5', '6', '7'].map((user_id) => ({ emoji: 'smile', user_id }));
    expect(summarize(rows, '7', nameOf, more).reaction_summary).toEqual([{ emoji: 'smile', count: 7, tooltip: 'Ada, Bo, Cy, Di, Ed and 2 more', is_active: true }]);
  });
});
