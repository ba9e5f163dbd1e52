/**
 * A member's reputation history (`GET /personal/rank/page`, anyone may read it) and the caller's
 * own votes (`GET /personal/vote/page`), both from the activity plugin's `activity` rows, newest
 * first. The history lists the standing gains (Answer lists no losses), each with what earned it
 * and the post it was for; entries about no post (the point for a verified address) are left
 * out, so the count matches the list.
 */
import type { QueryAsker } from '@answer/sdk/server';
import { ACTIVITY_WORD, VOTES_CAST } from './activity-types';
import { toNumber, type UsersDb } from './db';
import type { Viewer } from './members';
import { objectInfos, type ObjectInfo, type WithheldTitles } from './objects';
import { pageOf, type Page, type PageRequest } from './paging';

export interface RankItem extends ObjectInfo {
  /** the reputation it brought */
  reputation: number;
  /** what happened, in the caller's language */
  rank_type: string;
  created_at: number;
}

export interface VoteItem extends ObjectInfo {
  /** `upvote` or `downvote`, in the caller's language */
  vote_type: string;
  created_at: number;
}

export interface ActivityListDeps {
  db: UsersDb;
  queries: QueryAsker;
  viewer: Viewer;
  withheld: WithheldTitles;
  /** translates a `users.activity.<word>` key */
  word: (word: string) => string;
}

const countOf = (row: { count: number | string | bigint } | undefined): number => toNumber(row?.count);

export async function rankPage(deps: ActivityListDeps, memberId: string, request: PageRequest): Promise<Page<RankItem>> {
  const { db } = deps;
  const gains = () =>
    db
      .selectFrom('activity')
      .where('user_id', '=', memberId)
      .where('cancelled', '=', 0)
      .where('has_rank', '=', 1)
      .where('rank', '>', 0)
      .where('object_id', '<>', '0');
  const count = countOf(await gains().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst());
  return pageOf(
    count,
    request,
    (limit, offset) => gains().select(['object_id', 'activity_type', 'rank', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    async (rows) => {
      const infos = await objectInfos(db, deps.queries, deps.viewer, rows.map((row) => row.object_id), deps.withheld);
      const list: RankItem[] = [];
      for (const row of rows) {
        const info = infos.get(row.object_id);
        if (!info) continue;
        const word = ACTIVITY_WORD.get(toNumber(row.activity_type));
        list.push({ ...info, reputation: toNumber(row.rank), rank_type: word ? deps.word(word) : '', created_at: toNumber(row.created_at) });
      }
      return list;
    },
  );
}

export async function votePage(deps: ActivityListDeps, userId: string, request: PageRequest): Promise<Page<VoteItem>> {
  const { db } = deps;
  const votes = () => db.selectFrom('activity').where('user_id', '=', userId).where('cancelled', '=', 0).where('activity_type', 'in', [...VOTES_CAST]);
  const count = countOf(await votes().select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst());
  return pageOf(
    count,
    request,
    // a vote taken back and cast again is a new row, so its creation is when it was cast
    (limit, offset) => votes().select(['object_id', 'activity_type', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    async (rows) => {
      const infos = await objectInfos(db, deps.queries, deps.viewer, rows.map((row) => row.object_id), deps.withheld);
      const list: VoteItem[] = [];
      for (const row of rows) {
        const info = infos.get(row.object_id);
        if (!info) continue;
        const word = ACTIVITY_WORD.get(toNumber(row.activity_type));
        list.push({ ...info, vote_type: word ? deps.word(word) : '', created_at: toNumber(row.created_at) });
      }
      return list;
    },
  );
}
