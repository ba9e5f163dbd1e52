/**
 * The built-in badge rules on a database in memory with the few columns they read: who each event
 * grants what, the thresholds, and the backfill passes page by page.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeDefinition, BadgeRuleContext, ServerEvents } from '@answer/sdk/server';
import { BUILTIN_BADGES } from './builtin-rules';
import type { BadgesTables } from './tables';

const Q1 = '10010000000000001';
const Q2 = '10010000000000002';
const A1 = '10020000000000003';
const C1 = '10070000000000004';

let db: Kysely<BadgesTables>;
let ctx: BadgeRuleContext;

const badge = (name: string): BadgeDefinition => {
  const found = BUILTIN_BADGES.find((definition) => definition.key === `badges.${name}`);
  if (!found) throw new Error(`no badge ${name}`);
  return found;
};

const activity = (payload: Partial<ServerEvents['activity.record']>): ServerEvents['activity.record'] => ({ user_id: '7', object_id: Q1, activity: 'question.asked', ...payload });

async function onActivity(name: string, payload: Partial<ServerEvents['activity.record']>) {
  return (await badge(name).on['activity.record']?.(activity(payload), ctx)) ?? [];
}

beforeAll(async () => {
  db = new Kysely<BadgesTables>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  ctx = { db: db as unknown as Kysely<unknown>, dialect: 'sqlite' };
  await db.schema.createTable('vote').addColumn('user_id', 'text').addColumn('object_id', 'text').addColumn('object_type', 'text').addColumn('vote', 'integer').execute();
  await db.schema.createTable('question').addColumn('id', 'text').addColumn('user_id', 'text').addColumn('title', 'text').addColumn('status', 'integer').addColumn('accepted_answer_id', 'text').execute();
  await db.schema.createTable('answer').addColumn('id', 'text').addColumn('question_id', 'text').addColumn('user_id', 'text').addColumn('status', 'integer').addColumn('adopted', 'integer').execute();
  await db.schema.createTable('user').addColumn('id', 'integer').addColumn('username', 'text').addColumn('bio', 'text').addColumn('status', 'integer').execute();
  await db.schema.createTable('reaction').addColumn('object_id', 'text').addColumn('user_id', 'text').addColumn('emoji', 'text').execute();
  await db.schema.createTable('config').addColumn('id', 'integer').addColumn('key', 'text').execute();
  await db.schema.createTable('activity').addColumn('id', 'integer').addColumn('user_id', 'text').addColumn('object_id', 'text').addColumn('activity_type', 'integer').addColumn('cancelled', 'integer').execute();
  await db.insertInto('question').values([
    { id: Q1, user_id: '7', title: 'One', status: 1, accepted_answer_id: A1 },
    { id: Q2, user_id: '8', title: 'Two', status: 10, accepted_answer_id: '0' },
  ]).execute();
  await db.insertInto('answer').values({ id: A1, question_id: Q1, user_id: '9', status: 1, adopted: 2 }).execute();
  await db.insertInto('config').values([{ id: 93, key: 'question.edited' }, { id: 100, key: 'answer.edited' }]).execute();
});

afterAll(async () => {
  await db.destroy();
});

describe('built-in badges', () => {
  it("are Answer's fourteen, in its order, with its groups, icons, levels and thresholds", () => {
    expect(BUILTIN_BADGES.map((definition) => [definition.key.replace('badges.', ''), definition.level, definition.single, definition.param?.amount ?? ''])).toEqual([
      ['autobiographer', 1, true, ''],
      ['editor', 1, true, ''],
      ['first_flag', 1, true, ''],
      ['first_upvote', 1, true, ''],
      ['first_reaction', 1, true, ''],
      ['first_share', 1, true, ''],
      ['scholar', 1, true, ''],
      ['solved', 1, true, '1'],
      ['nice_answer', 1, false, '10'],
      ['good_answer', 2, false, '25'],
      ['great_answer', 3, false, '50'],
      ['nice_question', 1, false, '10'],
      ['good_question', 2, false, '25'],
      ['great_question', 3, false, '50'],
    ]);
    expect(new Set(BUILTIN_BADGES.map((definition) => definition.group)).size).toBe(3);
    expect(badge('first_upvote')).toMatchObject({ icon: 'hand-thumbs-up-fill', handler: 'FirstVotedPost', name: 'badge.default_badges.first_upvote.name', description: 'badge.default_badges.first_upvote.desc' });
  });

  it('grant First Upvote to the voter of an up vote on any post, and nothing for other history', async () => {
    for (const [kind, id] of [['question', Q1], ['answer', A1], ['comment', C1]] as const) expect(await onActivity('first_upvote', { activity: `${kind}.vote_up`, user_id: '5', object_id: id })).toEqual([{ user_id: '5', object_id: id }]);
    for (const key of ['question.voted_up', 'answer.vote_down', 'question.asked']) expect(await onActivity('first_upvote', { activity: key, user_id: '5' })).toEqual([]);
  });

  it('grant Editor for a post edit, Scholar to the asker and Solved to the author of an accepted answer', async () => {
    expect(await onActivity('editor', { activity: 'answer.edited', user_id: '5', object_id: A1 })).toEqual([{ user_id: '5', object_id: A1 }]);
    expect(await onActivity('editor', { activity: 'tag.edited', user_id: '5' })).toEqual([]);
    expect(await onActivity('scholar', { activity: 'answer.accept', user_id: '7', object_id: A1 })).toEqual([{ user_id: '7', object_id: A1 }]);
    expect(await onActivity('solved', { activity: 'answer.accepted', user_id: '9', object_id: A1 })).toEqual([{ user_id: '9', object_id: A1 }]);
    // an author without an accepted answer (the acceptance was taken back meanwhile) earns nothing
    expect(await onActivity('solved', { activity: 'answer.accepted', user_id: '5', object_id: A1 })).toEqual([]);
  });

  it('grant Nice Question to the author once the question has ten up votes, not before', async () => {
    const votes = (count: number, from = 0) => Array.from({ length: count }, (_, n) => ({ user_id: String(100 + from + n), object_id: Q1, object_type: 'question', vote: 1 }));
    await db.insertInto('vote').values([...votes(9), { user_id: '300', object_id: Q1, object_type: 'question', vote: -1 }]).execute();
    expect(await onActivity('nice_question', { activity: 'question.voted_up', user_id: '7', object_id: Q1 })).toEqual([]);
    await db.insertInto('vote').values(votes(1, 9)).execute();
    expect(await onActivity('nice_question', { activity: 'question.voted_up', user_id: '7', object_id: Q1 })).toEqual([{ user_id: '7', object_id: Q1 }]);
    expect(await onActivity('good_question', { activity: 'question.voted_up', user_id: '7', object_id: Q1 })).toEqual([]);
    // the voter's own row is not the author's
    expect(await onActivity('nice_question', { activity: 'question.vote_up', user_id: '100', object_id: Q1 })).toEqual([]);
  });

  it('grant Autobiographer for a saved bio, First Share to the sharer, First Reaction and First Flag to the member', async () => {
    const on = (name: string) => badge(name).on;
    expect(await on('autobiographer')['user.profile.updated']?.({ user_id: '5', bio: '' }, ctx)).toEqual([]);
    expect(await on('autobiographer')['user.profile.updated']?.({ user_id: '5', bio: 'Hi.' }, ctx)).toEqual([{ user_id: '5', object_id: '0' }]);
    expect(await on('first_share')['question.shared']?.({ question_id: Q1, user_id: '5', visitor_id: '0' }, ctx)).toEqual([{ user_id: '5', object_id: Q1 }]);
    expect(await on('first_reaction')['post.reacted']?.({ user_id: '6', object_id: A1, emoji: 'heart' }, ctx)).toEqual([{ user_id: '6', object_id: A1 }]);
    expect(await on('first_flag')['post.flagged']?.({ user_id: '6', object_id: C1, question_id: Q1 }, ctx)).toEqual([{ user_id: '6', object_id: C1 }]);
  });
});

describe('backfill passes', () => {
  it('walk members with a bio in pages, to the end', async () => {
    await db.insertInto('user').values(Array.from({ length: 5 }, (_, n) => ({ id: n + 1, username: `u${n}`, bio: n === 2 ? '' : 'Bio.', status: n === 3 ? 10 : 1 }))).execute();
    const pass = badge('autobiographer').backfill;
    expect(await pass?.count(ctx)).toBe(3);
    const first = await pass?.page(ctx, null, 2);
    expect(first).toEqual({ grants: [{ user_id: '1', object_id: '0' }, { user_id: '2', object_id: '0' }], scanned: 2, next: '2' });
    expect(await pass?.page(ctx, '2', 2)).toEqual({ grants: [{ user_id: '5', object_id: '0' }], scanned: 1, next: null });
  });

  it('find the first up vote of each voter, the questions over a threshold, the askers who accepted and the accepted authors', async () => {
    const upvotes = badge('first_upvote').backfill;
    expect(await upvotes?.count(ctx)).toBe(10);
    const page = await upvotes?.page(ctx, '108', 100);
    expect(page).toEqual({ grants: [{ user_id: '109', object_id: Q1 }], scanned: 1, next: null });
    expect(await badge('nice_question').backfill?.count(ctx)).toBe(1);
    expect((await badge('nice_question').backfill?.page(ctx, null, 10))?.grants).toEqual([{ user_id: '7', object_id: Q1 }]);
    expect(await badge('good_question').backfill?.count(ctx)).toBe(0);
    expect((await badge('scholar').backfill?.page(ctx, null, 10))?.grants).toEqual([{ user_id: '7', object_id: A1 }]);
    expect((await badge('solved').backfill?.page(ctx, null, 10))?.grants).toEqual([{ user_id: '9', object_id: A1 }]);
  });

  it('find first edits in the history through their config ids, ignoring cancelled rows', async () => {
    await db.insertInto('activity').values([
      { id: 1, user_id: '20', object_id: A1, activity_type: 100, cancelled: 0 },
      { id: 2, user_id: '21', object_id: Q1, activity_type: 93, cancelled: 1 },
      { id: 3, user_id: '22', object_id: Q1, activity_type: 87, cancelled: 0 },
    ]).execute();
    expect(await badge('editor').backfill?.count(ctx)).toBe(1);
    expect((await badge('editor').backfill?.page(ctx, null, 10))?.grants).toEqual([{ user_id: '20', object_id: A1 }]);
    expect(badge('first_share').backfill).toBeUndefined();
    expect(badge('first_flag').backfill).toBeUndefined();
  });
});
