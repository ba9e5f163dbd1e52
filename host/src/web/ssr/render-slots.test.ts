import { describe, expect, it } from 'vitest';
import type { SharedEntry } from '../../http/shared-cache';
import { RenderSlots } from './render-slots';

const entry = (body: string): SharedEntry => ({ body: Buffer.from(body), etag: `W/"${body}"`, contentType: 'text/html', scopes: [], expiresAt: Infinity, encoded: {}, hits: 0 });

/** A render that ends when told to. */
function gate(): { wait: Promise<void>; open(): void } {
  let open = () => undefined as void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('runs at most its size of renders at once and the others in the order they came', async () => {
    const slots = new RenderSlots(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, index) =>
      slots.render(`page-${index}`, async () => {
        started.push(index);
        await g.wait;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1].open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('counts a render as under way from the call, before its turn comes', () => {
    const slots = new RenderSlots(1);
    const first = gate();
    void slots.render('a', () => first.wait);
    void slots.render('b', async () => undefined);
    // 'b' waits for the slot, and is under way already: no second render of it may start
    expect(slots.underway('a')).not.toBeNull();
    expect(slots.underway('b')).not.toBeNull();
    first.open();
  });

  it('hands the page a render kept to whoever asked for it meanwhile, and forgets the render once it ends', async () => {
    const slots = new RenderSlots(1);
    expect(slots.underway('page')).toBeNull();
    const g = gate();
    const page = entry('<html>');
    const rendering = slots.render('page', async (keep) => {
      await g.wait;
      keep(page);
      return 'sent';
    });
    const meanwhile = slots.underway('page');
    g.open();
    expect(await rendering).toBe('sent');
    expect(await meanwhile).toBe(page);
    expect(slots.underway('page')).toBeNull();
  });

  it('tells those waiting that nothing was kept when the render failed or kept nothing, and frees its slot', async () => {
    const slots = new RenderSlots(1);
    const g = gate();
    const failing = slots.render('broken', async () => {
      await g.wait;
      throw new Error('the plugin threw');
    });
    const meanwhile = slots.underway('broken');
    g.open();
    await expect(failing).rejects.toThrow('the plugin threw');
    expect(await meanwhile).toBeNull();
    expect(await slots.render('next', async () => 'ran')).toBe('ran');
  });
});
