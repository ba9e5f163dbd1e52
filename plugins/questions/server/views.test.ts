import { describe, expect, it } from 'vitest';
import { FLUSH_AT_QUESTIONS, ViewBuffer, type PendingViews, type ViewStore } from './views';

/** A store in memory: the shared cache's first sightings and the writes, one entry per flush. */
function memoryStore() {
  const sightings = new Set<string>();
  const writes: Map<string, PendingViews>[] = [];
  const store: ViewStore = {
    firstToday: async (key) => {
      if (sightings.has(key)) return false;
      sightings.add(key);
      return true;
    },
    add: async (counts) => {
      writes.push(counts);
    },
  };
  return { store, writes, sightings };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('buffered page views', () => {
  it('writes the views of many requests in one flush and shows them as pending until then', async () => {
    const { store, writes } = memoryStore();
    const buffer = new ViewBuffer(store, (error) => {
      throw error;
    });
    buffer.record('q1', 'ip:10.0.0.1');
    buffer.record('q1', 'ip:10.0.0.1');
    buffer.record('q1', 'user:7');
    buffer.record('q2', 'user:7');
    expect(buffer.pending('q1')).toEqual({ views: 3, unique: 2 });
    expect(writes).toHaveLength(0);
    await buffer.flush();
    expect(writes).toEqual([
      new Map([
        ['q1', { views: 3, unique: 2 }],
        ['q2', { views: 1, unique: 1 }],
      ]),
    ]);
    expect(buffer.pending('q1')).toEqual({ views: 0, unique: 0 });
  });

  it('counts a viewer once a day, also when another process saw them first', async () => {
    let now = 0;
    const { store, writes, sightings } = memoryStore();
    const buffer = new ViewBuffer(store, () => {}, () => now);
    buffer.record('q1', 'user:7');
    await buffer.flush();
    buffer.record('q1', 'user:7');
    await buffer.flush();
    now += DAY_MS;
    // another process counted user 8 today already
    sightings.add(`view:q1:user:8:${Math.floor(now / DAY_MS)}`);
    buffer.record('q1', 'user:7');
    buffer.record('q1', 'user:8');
    await buffer.flush();
    expect(writes.map((write) => write.get('q1'))).toEqual([
      { views: 1, unique: 1 },
      { views: 1, unique: 0 },
      { views: 2, unique: 1 },
    ]);
  });

  it('flushes without waiting for the timer once many questions wait', async () => {
    const { store, writes } = memoryStore();
    const buffer = new ViewBuffer(store, () => {});
    for (let i = 0; i < FLUSH_AT_QUESTIONS; i++) buffer.record(`q${i}`, 'user:1');
    await buffer.flush();
    expect(writes[0]?.size).toBe(FLUSH_AT_QUESTIONS);
  });

  it('reports a failed write and keeps counting', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const buffer = new ViewBuffer(
      {
        firstToday: async () => true,
        add: async () => {
          if (fail) throw new Error('database is locked');
        },
      },
      (error) => errors.push(error),
    );
    buffer.record('q1', 'user:1');
    await buffer.flush();
    fail = false;
    buffer.record('q1', 'user:2');
    await buffer.flush();
    expect(errors).toHaveLength(1);
  });
});
