/**
 * Reactions on each database: the summary guests and members read, toggling an emoji on and off
 * (repeats and double clicks counted once), the reactors' names in the tooltip, hidden and
 * deleted posts (and the answers of pending and deleted questions), and bad input answered with
 * field errors and nothing stored.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import { hiddenThread, HIDINGS } from './hidden-posts-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import type { ReactionSummary } from '../../plugins/reactions/server/summary';
import { API_DATABASES } from './harness';

interface ReactionTables {
  reaction: { object_id: string; user_id: string; emoji: string };
  user: { id: number | string; display_name: string };
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`reactions on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<ReactionTables>;
    let author: Member;
    let ada: Member;
    let bo: Member;
    let moderator: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      author = await addMember(fx, 1);
      ada = await addMember(fx, 1);
      bo = await addMember(fx, 1);
      moderator = await addMember(fx, 1, 3);
      await rows().updateTable('user').set({ display_name: 'Ada' }).where('id', '=', ada.id).execute();
      await rows().updateTable('user').set({ display_name: 'Bo' }).where('id', '=', bo.id).execute();
    });

    const newQuestion = async () => (await asked(fx, author, `Which editor should I use for project ${(titles += 1)}?`)).id;
    const summary = (objectId: string, member?: Member) =>
      fx.host.api<Envelope<ReactionSummary & FieldErrors>>('GET', `${API}/meta/reaction?object_id=${encodeURIComponent(objectId)}`, { token: member?.token });
    const react = (member: Member | null, body: Record<string, unknown>) => fx.host.api<Envelope<ReactionSummary & FieldErrors>>('PUT', `${API}/meta/reaction`, { token: member?.token, body });
    const reacted = async (member: Member, objectId: string, emoji: string, reaction: 'activate' | 'deactivate' = 'activate') => {
      const response = await react(member, { object_id: objectId, emoji, reaction });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.reaction_summary;
    };
    const stored = (objectId: string) => rows().selectFrom('reaction').select(['user_id', 'emoji']).where('object_id', '=', objectId).execute();

    it('starts empty and counts reactions per emoji with the names of who reacted', async () => {
      const questionId = await newQuestion();
      expect((await summary(questionId)).body.data).toEqual({ reaction_summary: [] });
      expect(await reacted(ada, questionId, 'heart')).toEqual([{ emoji: 'heart', count: 1, tooltip: 'Ada', is_active: true }]);
      await reacted(bo, questionId, 'frown');
      expect(await reacted(bo, questionId, 'heart')).toEqual([
        { emoji: 'heart', count: 2, tooltip: 'Ada, Bo', is_active: true },
        { emoji: 'frown', count: 1, tooltip: 'Bo', is_active: true },
      ]);
      // guests and other members read the same counts, none of them active
      for (const viewer of [undefined, author]) {
        const read = await summary(questionId, viewer);
        expect(read.status).toBe(200);
        expect(read.body.data.reaction_summary.map((item) => [item.emoji, item.count, item.is_active])).toEqual([
          ['heart', 2, false],
          ['frown', 1, false],
        ]);
      }
      expect((await summary(questionId, ada)).body.data.reaction_summary.map((item) => item.is_active)).toEqual([true, false]);
    });

    it('toggles off, and counts a repeat or a double click once', async () => {
      const questionId = await newQuestion();
      await reacted(ada, questionId, 'smile');
      expect(await reacted(ada, questionId, 'smile')).toEqual([{ emoji: 'smile', count: 1, tooltip: 'Ada', is_active: true }]);
      const body = { object_id: questionId, emoji: 'smile', reaction: 'activate' };
      const both = await Promise.all([react(bo, body), react(bo, body)]);
      expect(both.map((response) => response.status)).toEqual([200, 200]);
      expect(await stored(questionId)).toHaveLength(2);
      expect(await reacted(ada, questionId, 'smile', 'deactivate')).toEqual([{ emoji: 'smile', count: 1, tooltip: 'Bo', is_active: false }]);
      // taking back what is not there changes nothing
      expect(await reacted(ada, questionId, 'heart', 'deactivate')).toEqual([{ emoji: 'smile', count: 1, tooltip: 'Bo', is_active: false }]);
      expect((await stored(questionId)).map((row) => [row.user_id, row.emoji])).toEqual([[bo.id, 'smile']]);
    });

    it('lets members react to answers and to their own posts', async () => {
      const questionId = await newQuestion();
      const posted = await fx.host.api<Envelope<{ info: AnswerInfo }>>('POST', `${API}/answer`, { token: bo.token, body: { question_id: questionId, content: 'Try the one your team already uses.' } });
      expect(posted.status).toBe(200);
      expect(await reacted(bo, posted.body.data.info.id, 'heart')).toEqual([{ emoji: 'heart', count: 1, tooltip: 'Bo', is_active: true }]);
      expect(await reacted(author, questionId, 'smile')).toMatchObject([{ emoji: 'smile', count: 1 }]);
    });

    it('names five reactors in the tooltip and counts the rest', async () => {
      const questionId = await newQuestion();
      const members = [ada, bo, author, moderator];
      for (let index = 0; index < 3; index += 1) members.push(await addMember(fx, 1));
      for (const member of members) await reacted(member, questionId, 'heart');
      const [item] = (await summary(questionId)).body.data.reaction_summary;
      expect(item.count).toBe(7);
      // five names, then how many more
      expect(item.tooltip).toMatch(/^([^,]+, ){4}[^,]+ and 2 more$/);
      expect(item.tooltip).toContain('Ada');
    });

    it('hides deleted posts from members and refuses reactions to them', async () => {
      const questionId = await newQuestion();
      await reacted(ada, questionId, 'heart');
      expect((await fx.host.api('DELETE', `${API}/question`, { token: author.token, body: { id: questionId } })).status).toBe(200);
      expect((await summary(questionId, bo)).status).toBe(404);
      expect((await summary(questionId)).status).toBe(404);
      expect((await summary(questionId, moderator)).body.data.reaction_summary).toHaveLength(1);
      const refused = await react(moderator, { object_id: questionId, emoji: 'smile', reaction: 'activate' });
      expect([refused.status, refused.body.msg]).toEqual([400, 'This post has been deleted and takes no reactions.']);
      const hidden = await react(bo, { object_id: questionId, emoji: 'smile', reaction: 'activate' });
      expect([hidden.status, hidden.body.msg]).toEqual([404, 'The post was not found.']);
      expect(await stored(questionId)).toHaveLength(1);
    });

    it('answers reactions on the posts of a pending or deleted question as on missing posts, but to its asker and staff', async () => {
      for (const hide of HIDINGS) {
        const { asker, answerer, posts } = await hiddenThread(fx, hide);
        for (const member of [bo, answerer]) {
          for (const objectId of [posts.questionId, posts.answerId]) {
            const where = `${hide}: ${objectId} as ${member.id}`;
            const read = await summary(objectId, member);
            expect([read.status, read.body.reason], where).toEqual([404, 'error.reaction.post_not_found']);
            for (const reaction of ['activate', 'deactivate']) {
              const written = await react(member, { object_id: objectId, emoji: 'heart', reaction });
              expect([written.status, written.body.reason], where).toEqual([404, 'error.reaction.post_not_found']);
            }
          }
        }
        expect([...(await stored(posts.questionId)), ...(await stored(posts.answerId))]).toEqual([]);
        for (const member of [asker, moderator]) {
          expect((await summary(posts.answerId, member)).status).toBe(200);
          const written = await react(member, { object_id: posts.answerId, emoji: 'smile', reaction: 'activate' });
          expect(written.status).toBe(hide === 'pending' ? 200 : 400);
        }
      }
    });

    it('answers bad input with field errors and stores nothing', async () => {
      const questionId = await newQuestion();
      const badEmoji = await react(ada, { object_id: questionId, emoji: 'rocket', reaction: 'activate' });
      expect(badEmoji.status).toBe(400);
      expect(badEmoji.body.data).toEqual([{ error_field: 'emoji', error_msg: 'Choose heart, smile or frown.' }]);
      const badReaction = await react(ada, { object_id: questionId, emoji: 'heart', reaction: 'toggle' });
      expect(badReaction.body.data).toEqual([{ error_field: 'reaction', error_msg: 'The reaction must be activate or deactivate.' }]);
      const tag = await react(ada, { object_id: '10030000000000001', emoji: 'heart', reaction: 'activate' });
      expect(tag.body.data).toEqual([{ error_field: 'object_id', error_msg: 'Only questions and answers take reactions.' }]);
      const missing = await summary('');
      expect(missing.status).toBe(400);
      expect(missing.body.data.map((item) => item.error_field)).toEqual(['object_id']);
      expect((await summary('10010000000099999')).status).toBe(404);
      expect((await react(null, { object_id: questionId, emoji: 'heart', reaction: 'activate' })).status).toBe(401);
      expect(await stored(questionId)).toEqual([]);
    });
  });
}
