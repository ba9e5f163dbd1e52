import { describe, expect, it } from 'vitest';
import { FLUSH_AT_QUESTIONS, ViewBuffer, WRITTEN_MAX_AGE_MS, type PendingViews, type ViewStore } from './views';

/** A store in memory: the shared cache's first sightings and the writes, one entry per flush. */
function memoryStore() {
  const sightings = new Set<string>();
  const writes: Map<string, PendingViews>[] = [];
  const store: ViewStore = {
    firstToday: async (keys) =>
      keys.map((key) => {
        if (sightings.has(key)) return false;
        sightings.add(key);
        return true;
      }),
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
        firstToday: async (keys) => keys.map(() => true),
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

  it('keeps the written counts a member page reads, moves them by its own flushes, and shows a flush in progress as waiting', async () => {
    let now = 0;
    const database = new Map([['q1', { views: 10, unique: 4 }]]);
    let release: () => void = () => undefined;
    let gate: Promise<void> | null = null;
    const store: ViewStore = {
      firstToday: async (keys) => keys.map(() => true),
      add: async (counts) => {
        if (gate) await gate;
        for (const [id, added] of counts) {
          const row = database.get(id) ?? { views: 0, unique: 0 };
          database.set(id, { views: row.views + added.views, unique: row.unique + added.unique });
        }
      },
    };
    const buffer = new ViewBuffer(store, (error) => {
      throw error;
    }, () => now);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return database.get('q1');
    };
    expect(await buffer.writtenCounts('q1', load)).toEqual({ views: 10, unique: 4 });
    buffer.record('q1', 'user:7');
    gate = new Promise((resolve) => (release = resolve));
    const flushed = buffer.flush();
    // while the write is under way the view still shows as waiting, and a read then is not kept
    expect(buffer.pending('q1')).toEqual({ views: 1, unique: 1 });
    now = WRITTEN_MAX_AGE_MS + 1;
    expect(await buffer.writtenCounts('q1', load)).toEqual({ views: 10, unique: 4 });
    release();
    await flushed;
    expect(buffer.pending('q1')).toEqual({ views: 0, unique: 0 });
    expect(await buffer.writtenCounts('q1', load)).toEqual({ views: 11, unique: 5 });
    expect(reads).toBe(3);
    // kept now, and moved by the next flush without reading again
    gate = null;
    buffer.record('q1', 'user:8');
    await buffer.flush();
    expect(await buffer.writtenCounts('q1', load)).toEqual({ views: 12, unique: 6 });
    expect(reads).toBe(3);
  });
});

