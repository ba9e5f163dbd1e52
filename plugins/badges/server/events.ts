/**
 * Awarding from other plugins' events, inside the emitter's transaction: the rules listening to the
 * event say who earned what, and the active badges among them are awarded through the same
 * transaction, so a deed and its award commit or vanish together. The badge work of one event runs
 * under a savepoint: a failing rule (a third-party plugin's, a table its plugin never created) is
 * logged and undone on its own, and never fails the member's vote or post.
 */
import { sql, type Transaction } from 'kysely';
import { BADGE_RULE_EVENTS, type BadgeDefinition, type BadgeRuleEvent, type BadgeTriggers, type ServerContext, type ServerEventHandlers, type ServerEvents } from '@answer/sdk/server';
import { awardGrants, recountAwards } from './award';
import { badgesTrx } from './db';
import { currentDefinitions, listeningTo } from './definitions';
import { isActive } from './rows';
import { seedDefinitions } from './seed';

type RuleHandler = (payload: ServerEvents[BadgeRuleEvent], delivery: { trx: Transaction<unknown> | null }) => Promise<void>;

/** Runs `work` under a savepoint of `trx`: undone alone when it fails, which is logged. */
async function contained(ctx: ServerContext, trx: Transaction<unknown>, what: string, work: () => Promise<void>): Promise<void> {
  await sql`savepoint badges_award`.execute(trx);
  try {
    await work();
  } catch (error) {
    await sql`rollback to savepoint badges_award`.execute(trx);
    ctx.log.error(`badges: ${what} failed; no badge was awarded for it`, error);
    return;
  }
  await sql`release savepoint badges_award`.execute(trx);
}

/** Awards what `rules` (those over `event`) grant for `payload`, through `raw`; how many awards were new. */
export async function awardFor<E extends BadgeRuleEvent>(ctx: ServerContext, raw: Transaction<unknown>, event: E, payload: ServerEvents[E], rules: readonly BadgeDefinition[]): Promise<number> {
  let made = 0;
  for (const definition of rules) {
    const rule: BadgeTriggers[E] = definition.on[event];
    if (!rule) continue;
    const grants = await rule(payload, { db: raw, dialect: ctx.dialect });
    if (!Array.isArray(grants) || grants.length === 0) continue;
    const badge = (await seedDefinitions(ctx, raw, [definition])).rows.get(definition.key);
    // an inactive badge is not awarded (its rows stay as they are)
    if (!badge || !isActive(badge)) continue;
    made += await awardGrants(ctx, raw, badge, grants);
  }
  return made;
}

export function badgeEvents(ctx: ServerContext): ServerEventHandlers {
  const handle =
    (event: BadgeRuleEvent): RuleHandler =>
    async (payload, { trx }) => {
      const rules = listeningTo(await currentDefinitions(ctx, trx ?? undefined), event);
      if (rules.length === 0) return;
      const work = (raw: Transaction<unknown>) => contained(ctx, raw, `awarding for ${event}`, async () => void (await awardFor(ctx, raw, event, payload, rules)));
      if (trx) await work(trx);
      else await ctx.transaction(work);
    };
  const handlers: Record<string, RuleHandler> = {};
  for (const event of BADGE_RULE_EVENTS) handlers[event] = handle(event);
  return {
    // one handler per event a rule may name; each passes its own event's payload on
    ...(handlers as ServerEventHandlers),
    async 'user.purged'(payload, { trx }) {
      if (payload.user_ids.length === 0) return;
      const work = async (raw: Transaction<unknown>) => {
        const db = badgesTrx(raw);
        const touched = await db.selectFrom('badge_award').select('badge_id').distinct().where('user_id', 'in', payload.user_ids).execute();
        if (touched.length === 0) return;
        await db.deleteFrom('badge_award').where('user_id', 'in', payload.user_ids).execute();
        await recountAwards(raw, touched.map((row) => row.badge_id));
      };
      if (trx) await work(trx);
      else await ctx.transaction(work);
    },
  };
}
