/**
 * What this plugin answers other plugins: the viewer's vote on posts (`vote_status` in
 * `/question/info`, `/answer/page`, comment lists) and whether the caller may vote, for `/permission`.
 */
import { isContentId, memberOf, type PermissionAnswer, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { asNumber, votesDb } from './db';
import { loadVoteLimits } from './limits';
import { reachesThreshold, VOTE_ACTIONS, type VoteAction } from './rules';
import { votesOf } from './marks';
import { voteStatusOf } from './vote-write';

const isVoteAction = (action: string): action is VoteAction => (VOTE_ACTIONS as readonly string[]).includes(action);

export function voteQueries(ctx: ServerContext): ServerQueryHandlers {
  const db = () => votesDb(ctx);
  return {
    async 'post.viewer_state'({ user_id, object_ids }) {
      const ids = [...new Set(object_ids)].filter(isContentId);
      const kept = await votesOf(ctx).valuesOf(user_id, ids);
      if (kept) return Object.fromEntries([...kept].map(([id, vote]) => [id, { vote_status: voteStatusOf(vote) }]));
      const rows = await db().selectFrom('vote').select(['object_id', 'vote']).where('user_id', '=', user_id).where('object_id', 'in', ids).execute();
      return Object.fromEntries(rows.map((row) => [row.object_id, { vote_status: voteStatusOf(asNumber(row.vote)) }]));
    },

    async 'permission.check'({ principal, actions, lang }) {
      const mine = actions.filter(isVoteAction);
      if (mine.length === 0) return {};
      const answers: Record<string, PermissionAnswer> = {};
      const voter = memberOf(principal);
      const limits = await loadVoteLimits(ctx);
      for (const action of mine) {
        let tip = '';
        if (!voter) tip = ctx.t(lang, 'vote.permission.log_in');
        else if (!voter.active) tip = ctx.t(lang, 'vote.permission.inactive');
        else if (!reachesThreshold(voter, action, limits)) tip = ctx.t(lang, `vote.permission.rank_${action.endsWith('_up') ? 'up' : 'down'}`, { rank: limits[action] });
        answers[action] = { has_permission: tip === '', no_permission_tip: tip };
      }
      return answers;
    },
  };
}
