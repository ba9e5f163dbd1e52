import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { defineExtensionPoint, editorPoint, kernelPoints, navItemPoint, routePoint } from '@answer/sdk';
import type { ExtensionPoint, RouteContribution } from '@answer/sdk';
import { ExtensionRegistry } from '../../core/src/registry/registry';

const points = kernelPoints as unknown as ExtensionPoint<unknown>[];
const page = async () => ({ default: () => null });
const route = (path: string): RouteContribution => ({ path, layout: 'main', load: page });

describe('extension registry', () => {
  it('orders a stack by order, then plugin id', () => {
    const registry = new ExtensionRegistry(points);
    registry.commit('zeta', 0, [navItemPoint.contribute('a', { labelKey: 'a', to: '/a', order: 1 })]);
    registry.commit('alpha', 1, [navItemPoint.contribute('b', { labelKey: 'b', to: '/b', order: 1 })]);
    registry.commit('mid', 2, [navItemPoint.contribute('c', { labelKey: 'c', to: '/c', order: 0 })]);
    const items = registry.get(navItemPoint);
    expect(items.map((item) => item.value.to)).toEqual(['/c', '/b', '/a']);
    expect(items[0]).toMatchObject({ pluginId: 'mid', id: 'mid:kernel/nav/item/c', order: 0 });
  });

  it('keeps the first plugin by load order for a keyed point and reports the loser', () => {
    const registry = new ExtensionRegistry(points);
    // Committed out of order: rank, not arrival, decides.
    registry.commit('late', 1, [routePoint.contribute('home', route('/'))]);
    registry.commit('early', 0, [routePoint.contribute('home', route('/')), routePoint.contribute('q', route('/q'))]);
    const routes = registry.get(routePoint);
    expect(routes.map((r) => `${r.pluginId}${r.value.path}`)).toEqual(['early/', 'early/q']);
    expect(registry.conflicts('late')).toEqual(['kernel/route "/" is already provided by early']);
    expect(registry.conflicts('early')).toEqual([]);
  });

  it('gives a single point to the first active provider and falls back to the kernel default', () => {
    const failed = new Set<string>();
    const registry = new ExtensionRegistry(points, { isFailed: (id) => failed.has(id) });
    const Default = () => null;
    const First = () => null;
    const Second = () => null;
    registry.setDefault(editorPoint, Default);
    expect(registry.get(editorPoint).map((c) => c.pluginId)).toEqual(['kernel']);
    registry.commit('second', 1, [editorPoint.contribute('editor', Second)]);
    registry.commit('first', 0, [editorPoint.contribute('editor', First)]);
    expect(registry.get(editorPoint)[0]?.value).toBe(First);
    failed.add('first');
    expect(registry.get(editorPoint)[0]?.value).toBe(Second);
    failed.add('second');
    expect(registry.get(editorPoint)[0]?.value).toBe(Default);
  });

  it('rejects non-contributions, unknown points, duplicate names and missing keys', () => {
    const registry = new ExtensionRegistry(points);
    const foreign = defineExtensionPoint<string>({ id: 'nobody/thing', cardinality: 'stack' });
    const own = defineExtensionPoint<string>({ id: 'maker/thing', cardinality: 'stack' });
    const problems = registry.validate(
      'maker',
      [
        { point: 'kernel/nav/item', name: 'fake', value: {} },
        foreign.contribute('x', 'x'),
        own.contribute('y', 'y'),
        navItemPoint.contribute('dup', { labelKey: 'a', to: '/a' }),
        navItemPoint.contribute('dup', { labelKey: 'b', to: '/b' }),
        routePoint.contribute('nokey', { ...route('/'), path: '' }),
      ],
      new Set(['maker']),
    );
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/#0 is not a contribution/);
    expect(problems[1]).toMatch(/unknown point "nobody\/thing"/);
    expect(problems[2]).toMatch(/duplicate contribution name "dup"/);
    expect(problems[3]).toMatch(/"nokey" has no key/);
  });

  it('commits a batch in one observable step and hands plugins a read-only view', () => {
    const registry = new ExtensionRegistry(points);
    const seen: number[] = [];
    const dispose = autorun(() => seen.push(registry.get(navItemPoint).length));
    registry.commit('p', 0, [
      navItemPoint.contribute('a', { labelKey: 'a', to: '/a' }),
      navItemPoint.contribute('b', { labelKey: 'b', to: '/b' }),
    ]);
    dispose();
    expect(seen).toEqual([0, 2]);
    const view = registry.view();
    expect(Object.keys(view)).toEqual(['get']);
    expect(Object.isFrozen(view)).toBe(true);
    const list = view.get(navItemPoint);
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
  });
});
