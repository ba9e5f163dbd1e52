/**
 * The extension registry: accepted contributions by point, with the cardinality rules of
 * sdk/client/extension.ts. Observable (MobX) so slots re-render when a plugin commits or fails;
 * plugins only ever see the read-only `ExtensionsView` facade.
 */
import { action, makeObservable, observable } from 'mobx';
import { isContribution } from '@answer/sdk';
import type { Contribution, ExtensionPoint, ExtensionsView, RegisteredContribution } from '@answer/sdk';

interface Entry {
  contribution: RegisteredContribution;
  /** Position of the plugin in the boot list: earlier plugins win keyed and single points. */
  rank: number;
  seq: number;
}

export interface RegistryOptions {
  /** Whether a plugin has failed since it committed (single points then fall back). */
  isFailed?: (pluginId: string) => boolean;
}

export const KERNEL_PLUGIN_ID = 'kernel';

export class ExtensionRegistry {
  private readonly entries = observable.array<Entry>([], { deep: false });
  private readonly defaults = new Map<string, RegisteredContribution>();
  private readonly points = new Map<string, ExtensionPoint<unknown>>();
  private seq = 0;
  private readonly isFailed: (pluginId: string) => boolean;

  constructor(points: readonly ExtensionPoint<unknown>[], options: RegistryOptions = {}) {
    for (const point of points) this.points.set(point.id, point);
    this.isFailed = options.isFailed ?? (() => false);
    makeObservable(this, { commit: action });
  }

  /** The kernel's own provider for a single point, used when no plugin provides one. */
  setDefault<T>(point: ExtensionPoint<T>, value: T): void {
    this.defaults.set(point.id, register(KERNEL_PLUGIN_ID, point.contribute('default', value)));
  }

  /**
   * Checks a plugin's contributions before anything is committed. A point is known when it is
   * a kernel point or belongs to a plugin named in `pluginIds` (`<pluginId>/<name>`).
   */
  validate(pluginId: string, contributions: readonly unknown[], pluginIds: ReadonlySet<string>): string[] {
    const problems: string[] = [];
    const names = new Set<string>();
    contributions.forEach((candidate, index) => {
      if (!isContribution(candidate)) {
        problems.push(`contribution #${index} is not a contribution made with an extension point`);
        return;
      }
      if (!this.isKnownPoint(candidate.point, pluginIds)) {
        problems.push(`contribution "${candidate.name}" targets unknown point "${candidate.point}"`);
      }
      const unique = `${candidate.point}/${candidate.name}`;
      if (names.has(unique)) problems.push(`duplicate contribution name "${candidate.name}" for point "${candidate.point}"`);
      names.add(unique);
      const point = this.points.get(candidate.point);
      if (point?.keyOf) {
        try {
          const key = point.keyOf(candidate.value as never);
          if (typeof key !== 'string' || key === '') problems.push(`contribution "${candidate.name}" has no key`);
        } catch (error) {
          problems.push(`contribution "${candidate.name}" has no key: ${(error as Error).message}`);
        }
      }
    });
    return problems;
  }

  /** Accepts all of a plugin's contributions at once (call only after `validate` passed). */
  commit(pluginId: string, rank: number, contributions: readonly Contribution[]): void {
    const entries = contributions.map((contribution) => ({
      contribution: register(pluginId, contribution),
      rank,
      seq: this.seq++,
    }));
    this.entries.push(...entries);
  }

  get<T>(point: ExtensionPoint<T>): RegisteredContribution<T>[] {
    const mine = this.entries.filter((entry) => entry.contribution.point === point.id);
    let result: Entry[];
    if (point.cardinality === 'stack') {
      result = mine.sort(
        (a, b) =>
          a.contribution.order - b.contribution.order ||
          compareText(a.contribution.pluginId, b.contribution.pluginId) ||
          a.seq - b.seq,
      );
    } else if (point.cardinality === 'keyed') {
      result = this.keyedWinners(point, mine);
    } else {
      const active = mine.sort(byRank).find((entry) => !this.isFailed(entry.contribution.pluginId));
      const fallback = this.defaults.get(point.id);
      return active ? [active.contribution as RegisteredContribution<T>] : fallback ? [fallback as RegisteredContribution<T>] : [];
    }
    return Object.freeze(result.map((entry) => entry.contribution)) as RegisteredContribution<T>[];
  }

  /** Keyed contributions of `pluginId` shadowed by an earlier plugin, as readable messages. */
  conflicts(pluginId: string): string[] {
    const messages: string[] = [];
    for (const point of this.points.values()) {
      if (point.cardinality !== 'keyed' || !point.keyOf) continue;
      const keyOf = point.keyOf;
      const mine = this.entries.filter((entry) => entry.contribution.point === point.id).sort(byRank);
      const owner = new Map<string, string>();
      for (const entry of mine) {
        const key = keyOf(entry.contribution.value);
        const first = owner.get(key);
        if (first === undefined) owner.set(key, entry.contribution.pluginId);
        else if (entry.contribution.pluginId === pluginId) {
          messages.push(`${point.id} "${key}" is already provided by ${first}`);
        }
      }
    }
    return messages;
  }

  /** Every committed contribution of one plugin (for admin listings). */
  ofPlugin(pluginId: string): RegisteredContribution[] {
    return this.entries.filter((entry) => entry.contribution.pluginId === pluginId).map((entry) => entry.contribution);
  }

  /** The read-only face handed to plugins. */
  view(): ExtensionsView {
    return Object.freeze({ get: <T,>(point: ExtensionPoint<T>) => this.get(point) });
  }

  private keyedWinners<T>(point: ExtensionPoint<T>, entries: Entry[]): Entry[] {
    const keyOf = point.keyOf ?? ((value: T) => String(value));
    const seen = new Set<string>();
    return entries.sort(byRank).filter((entry) => {
      const key = keyOf(entry.contribution.value as T);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private isKnownPoint(pointId: string, pluginIds: ReadonlySet<string>): boolean {
    if (this.points.has(pointId)) return true;
    const owner = pointId.split('/')[0];
    return pointId.includes('/') && owner !== undefined && pluginIds.has(owner);
  }
}

function register(pluginId: string, contribution: Contribution): RegisteredContribution {
  const value = contribution.value as { order?: unknown } | null;
  const order = typeof value === 'object' && value !== null && typeof value.order === 'number' ? value.order : 0;
  return Object.freeze({
    ...contribution,
    pluginId,
    id: `${pluginId}:${contribution.point}/${contribution.name}`,
    order,
  });
}

function byRank(a: Entry, b: Entry): number {
  return a.rank - b.rank || a.seq - b.seq;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
