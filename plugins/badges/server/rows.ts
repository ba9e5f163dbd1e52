/** A badge row as the plugin reads it, and what its status, kind and level mean. */
import type { BadgeLevel } from '@answer/sdk/server';
import { toNumber, type BadgesDb } from './db';
import { BADGE_SINGLE, BADGE_STATUS, type BadgeTable } from './tables';

export type BadgeRow = Pick<BadgeTable, 'id' | 'name' | 'description' | 'icon' | 'award_count' | 'status' | 'badge_group_id' | 'level' | 'single' | 'rule_key'>;

export const BADGE_COLUMNS = ['id', 'name', 'description', 'icon', 'award_count', 'status', 'badge_group_id', 'level', 'single', 'rule_key'] as const;

export const isActive = (row: Pick<BadgeRow, 'status'>): boolean => toNumber(row.status) === BADGE_STATUS.active;
export const isSingle = (row: Pick<BadgeRow, 'single'>): boolean => toNumber(row.single) === BADGE_SINGLE.single;

export async function badgeRowsByKey(db: BadgesDb, keys: string[]): Promise<Map<string, BadgeRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('badge').select([...BADGE_COLUMNS]).where('rule_key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.rule_key, row]));
}

export const levelOf = (value: number | string): BadgeLevel => {
  const level = toNumber(value);
  return level === 2 || level === 3 ? level : 1;
};
