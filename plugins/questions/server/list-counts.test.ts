import { describe, expect, it } from 'vitest';
import { LIST_COUNT_TTL_MS, ListCounts, SMALL_COUNT } from './list-counts';

const ALL = { unanswered: false, linked: false };
const UNANSWERED = { unanswered: true, linked: false };

/** A count whose value the test sets, remembering how often it ran. */
function counter(initial: number) {
  const state = { value: initial, runs: 0 };
  const count = async () => {
    state.runs += 1;
    return state.value;
  };
  return { state, count };
}

describe('list totals', () => {
  it('keeps a large total until this process writes questions', async () => {
    const counts = new ListCounts();
    const { state, count } = counter(SMALL_COUNT + 5);
    expect(await counts.get('all', ALL, count)).toBe(SMALL_COUNT + 5);
    state.value += 1;
    expect(await counts.get('all', ALL, count)).toBe(SMALL_COUNT + 5);
    expect(state.runs).toBe(1);
    counts.forget();
    expect(await counts.get('all', ALL, count)).toBe(SMALL_COUNT + 6);
  });

  it('counts small totals every time, so they stay exact for every process', async () => {
    const counts = new ListCounts();
    const { state, count } = counter(3);
    expect(await counts.get('all', ALL, count)).toBe(3);
    state.value = 4;
    expect(await counts.get('all', ALL, count)).toBe(4);
  });

  it('drops only the totals an answer can change', async () => {
    const counts = new ListCounts();
    const all = counter(SMALL_COUNT);
    const unanswered = counter(SMALL_COUNT);
    await counts.get('all', ALL, all.count);
    await counts.get('unanswered', UNANSWERED, unanswered.count);
    counts.forget((scope) => scope.unanswered);
    await counts.get('all', ALL, all.count);
    await counts.get('unanswered', UNANSWERED, unanswered.count);
    expect([all.state.runs, unanswered.state.runs]).toEqual([1, 2]);
  });

  it('answers an expired total once more while counting it again in the background', async () => {
    let now = 0;
    const counts = new ListCounts(LIST_COUNT_TTL_MS, () => now);
    const { state, count } = counter(SMALL_COUNT);
    await counts.get('all', ALL, count);
    state.value += 10;
    now += LIST_COUNT_TTL_MS + 1;
    expect(await counts.get('all', ALL, count)).toBe(SMALL_COUNT);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await counts.get('all', ALL, count)).toBe(SMALL_COUNT + 10);
    expect(state.runs).toBe(2);
  });

  it('shares one count between concurrent requests and keeps no count that a write overtook', async () => {
    const counts = new ListCounts();
    let release: (value: number) => void = () => {};
    let runs = 0;
    const slow = () => {
      runs += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = counts.get('all', ALL, slow);
    const second = counts.get('all', ALL, slow);
    expect(runs).toBe(1);
    counts.forget(); // a question was asked while the count ran
    release(SMALL_COUNT);
    expect([await first, await second]).toEqual([SMALL_COUNT, SMALL_COUNT]);
    expect(counts.size).toBe(0);
  });
});
