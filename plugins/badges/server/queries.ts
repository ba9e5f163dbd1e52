/**
 * What this plugin answers: its built-in badges to `badge.rules` (as any plugin adding badges
 * does), and `badge.awards` (award id → the badge's id, name, icon and level) for the notifications
 * of badges earned.
 */
import type { BadgeAwardInfo, ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { BUILTIN_BADGES } from './builtin-rules';
import { asBadgesDb, badgesDb } from './db';
import { levelOf } from './rows';

export function badgeQueries(ctx: ServerContext): ServerQueryHandlers {
  return {
    async 'badge.rules'() {
      return [...BUILTIN_BADGES];
    },
    async 'badge.awards'(input, { trx }) {
      const ids = [...new Set(input.award_ids)].filter((id) => typeof id === 'string' && id !== '');
      if (ids.length === 0) return {};
      const db = trx ? asBadgesDb(trx) : badgesDb(ctx);
      const rows = await db
        .selectFrom('badge_award')
        .innerJoin('badge', 'badge.id', 'badge_award.badge_id')
        .select(['badge_award.id as award_id', 'badge.id as badge_id', 'badge.name', 'badge.icon', 'badge.level'])
        .where('badge_award.id', 'in', ids)
        .execute();
      const found: Record<string, BadgeAwardInfo> = {};
      for (const row of rows) found[row.award_id] = { badge_id: row.badge_id, name: ctx.t(input.lang, row.name), icon: row.icon, level: levelOf(row.level) };
      return found;
    },
  };
}
