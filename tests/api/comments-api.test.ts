/**
 * Comments on each database: posting under questions and answers (length, missing and deleted
 * posts, reputation, replies, mentions, sanitising, double submit), every action under a pending
 * or deleted question answering as missing to all but its asker and staff, the page and its
 * anchor, the author's 5-minute edit window, who may edit and delete, the timeline entry, and the
 * removal of a deleted member's comments.
 */
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import { hiddenThread, HIDINGS, standing, thread } from './hidden-posts-support';
import type { GetCommentResp } from '../../plugins/comments/server/comment-resp';
import { API_DATABASES } from './harness';

interface CommentTables {
  comment: { id: string; object_id: string; question_id: string; user_id: string; reply_user_id: string | null; status: number; vote_count: number; created_at: number | string; original_text: string; parsed_text: string };
  answer: { id: string; comment_count: number };
  question: { id: string; status: number };
  user: { id: number | string; username: string };
  activity: { user_id: string; object_id: string; activity_type: number; rank: number };
}

interface CommentPage {
  count: number;
  list: GetCommentResp[];
}

type Resp = Envelope<GetCommentResp & FieldErrors>;

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`comments on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<CommentTables>;
    let admin: Member;
    let author: Member;
    let other: Member;
    let moderator: Member;
    let newcomer: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      admin = { id: '1', token: fx.site.adminToken };
      author = await addMember(fx, 1);
      other = await addMember(fx, 1);
      moderator = await addMember(fx, 1, 3);
      newcomer = await addMember(fx, 0);
    });

    const newQuestion = async () => (await asked(fx, admin, `Where is the setting number ${(titles += 1)} kept?`)).id;
    const newAnswer = async (questionId: string) => {
      const response = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: other.token, body: { question_id: questionId, content: 'It is kept in the config file.' } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info.id;
    };
    const post = (member: Member, body: Record<string, unknown>) => fx.host.api<Resp>('POST', `${API}/comment`, { token: member.token, body });
    const commented = async (member: Member, objectId: string, text = `A comment by member ${member.id}.`, extra: Record<string, unknown> = {}) => {
      const response = await post(member, { object_id: objectId, original_text: text, ...extra });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const edit = (member: Member, commentId: string, text: string) =>
      fx.host.api<Envelope<{ comment_id: string; original_text: string; parsed_text: string } & FieldErrors>>('PUT', `${API}/comment`, { token: member.token, body: { comment_id: commentId, original_text: text } });
    const remove = (member: Member, commentId: string) => fx.host.api<Envelope<null>>('DELETE', `${API}/comment`, { token: member.token, body: { comment_id: commentId } });
    const page = (query: string, member?: Member) => fx.host.api<Envelope<CommentPage>>('GET', `${API}/comment/page?${query}`, { token: member?.token });
    const one = (id: string, member?: Member) => fx.host.api<Resp>('GET', `${API}/comment?id=${id}`, { token: member?.token });
    const liveCount = async (objectId: string) =>
      Number((await rows().selectFrom('comment').select((eb) => eb.fn.countAll<number | string>().as('n')).where('object_id', '=', objectId).where('status', '=', 1).executeTakeFirstOrThrow()).n);
    const usernameOf = async (member: Member) => (await rows().selectFrom('user').select('username').where('id', '=', member.id).executeTakeFirstOrThrow()).username;

    /** The activity plugin's table, when it is installed on this site. */
    async function activityRows(objectId: string) {
      try {
        return await rows().selectFrom('activity').select(['user_id', 'activity_type', 'rank']).where('object_id', '=', objectId).execute();
      } catch {
        return null;
      }
    }

    it('comments on a question and on an answer, with the response Answer gives', async () => {
      const questionId = await newQuestion();
      const answerId = await newAnswer(questionId);
      const onQuestion = await commented(author, questionId, '  Could you say **which** version?  ');
      expect(onQuestion.comment_id).toMatch(/^10070\d{12}$/);
      expect(onQuestion).toMatchObject({
        object_id: questionId,
        original_text: 'Could you say **which** version?',
        user_id: author.id,
        username: await usernameOf(author),
        user_status: 'normal',
        vote_count: 0,
        is_vote: false,
        reply_user_id: '',
        reply_comment_id: '',
      });
      expect(onQuestion.parsed_text).toContain('<strong>which</strong>');
      expect(onQuestion.member_actions.map((item) => [item.action, item.name])).toEqual([
        ['report', 'Flag'],
        ['edit', 'Edit'],
        ['delete', 'Delete'],
      ]);

      const onAnswer = await commented(author, answerId, 'This worked for me.');
      expect(onAnswer.object_id).toBe(answerId);
      const stored = await rows().selectFrom('comment').selectAll().where('id', '=', onAnswer.comment_id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ question_id: questionId, user_id: author.id, reply_user_id: null });
      expect(Number((await rows().selectFrom('answer').select('comment_count').where('id', '=', answerId).executeTakeFirstOrThrow()).comment_count)).toBe(1);

      // the timeline entries, when the activity plugin keeps them on this site
      const onQuestionActivity = await activityRows(questionId);
      if (onQuestionActivity) {
        expect(onQuestionActivity.filter((row) => row.user_id === author.id).map((row) => [Number(row.activity_type), Number(row.rank)])).toEqual([[91, 0]]);
        expect((await activityRows(answerId))?.filter((row) => row.user_id === author.id).map((row) => Number(row.activity_type))).toEqual([98]);
      }
    });

    it('pages oldest first or by votes, and includes a linked comment beyond the page', async () => {
      const questionId = await newQuestion();
      const made: string[] = [];
      for (let index = 1; index <= 5; index += 1) made.push((await commented(index % 2 ? author : other, questionId, `Comment number ${index}.`)).comment_id);
      for (const [index, id] of made.entries()) await rows().updateTable('comment').set({ created_at: 1000 + index }).where('id', '=', id).execute();
      await rows().updateTable('comment').set({ vote_count: 3 }).where('id', '=', made[3]).execute();

      const first = (await page(`object_id=${questionId}&page=1&page_size=2`)).body.data;
      expect(first.count).toBe(5);
      expect(first.list.map((item) => item.comment_id)).toEqual(made.slice(0, 2));
      expect(first.list.every((item) => item.member_actions.length === 0)).toBe(true);
      const last = (await page(`object_id=${questionId}&page=3&page_size=2`)).body.data;
      expect(last.list.map((item) => item.comment_id)).toEqual([made[4]]);

      const anchored = (await page(`object_id=${questionId}&page=1&page_size=2&comment_id=${made[4]}`)).body.data;
      expect(anchored.list.map((item) => item.comment_id)).toEqual([...made.slice(0, 2), made[4]]);
      const onPage = (await page(`object_id=${questionId}&page=1&page_size=2&comment_id=${made[1]}`)).body.data;
      expect(onPage.list.map((item) => item.comment_id)).toEqual(made.slice(0, 2));
      const elsewhere = await commented(author, await newQuestion(), 'A comment under another question.');
      expect((await page(`object_id=${questionId}&page_size=2&comment_id=${elsewhere.comment_id}`)).body.data.list).toHaveLength(2);

      const byVotes = (await page(`object_id=${questionId}&query_cond=vote&page_size=2`)).body.data;
      expect(byVotes.list.map((item) => item.comment_id)).toEqual([made[3], made[0]]);

      const mine = (await page(`object_id=${questionId}&page_size=10`, author)).body.data.list;
      expect(mine.map((item) => item.member_actions.map((action) => action.action).join())).toEqual(['report,delete', 'report', 'report,delete', 'report', 'report,delete']);
      expect((await page(`object_id=${questionId}&query_cond=hot`)).status).toBe(400);
      expect((await page('object_id=10010000000099999')).status).toBe(404);
    });

    it('answers one comment, and 404 once it is deleted', async () => {
      const questionId = await newQuestion();
      const comment = await commented(author, questionId, 'A single comment to read.');
      const read = await one(comment.comment_id);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ comment_id: comment.comment_id, original_text: 'A single comment to read.', member_actions: [] });
      expect((await remove(author, comment.comment_id)).status).toBe(200);
      expect((await one(comment.comment_id)).status).toBe(404);
      expect((await one('10070000000099999')).status).toBe(404);
    });

    it('refuses bad text, missing and deleted posts, foreign replies and members without reputation, writing nothing', async () => {
      const questionId = await newQuestion();
      for (const text of [' x ', 'y'.repeat(601), '']) {
        const response = await post(author, { object_id: questionId, original_text: text });
        expect(response.status).toBe(400);
        expect(response.body.data.map((item) => item.error_field)).toEqual(['original_text']);
      }
      const tooLong = await post(author, { object_id: questionId, original_text: 'z'.repeat(601) });
      expect(tooLong.body.data[0].error_msg).toBe('A comment may have at most 600 characters.');
      expect((await post(author, { object_id: questionId, original_text: 'ok' })).status).toBe(200);
      expect((await post(author, { object_id: questionId, original_text: 'w'.repeat(600) })).status).toBe(200);

      const missing = await post(author, { object_id: '10010000000099999', original_text: 'Nobody will read this.' });
      expect([missing.status, missing.body.reason]).toEqual([404, 'error.comment.object_not_found']);
      const notAPost = await post(author, { object_id: 'hello', original_text: 'Nobody will read this.' });
      expect(notAPost.status).toBe(404);

      const deleted = await newQuestion();
      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id: deleted } })).status).toBe(200);
      expect((await post(author, { object_id: deleted, original_text: 'Too late for this one.' })).status).toBe(404);
      const byAdmin = await post(admin, { object_id: deleted, original_text: 'Even the admin cannot.' });
      expect([byAdmin.status, byAdmin.body.reason]).toEqual([403, 'error.comment.post_deleted']);

      const elsewhere = await commented(other, await newQuestion(), 'Under another question.');
      const foreign = await post(author, { object_id: questionId, original_text: 'Replying across posts.', reply_comment_id: elsewhere.comment_id });
      expect([foreign.status, foreign.body.reason]).toEqual([404, 'error.comment.reply_not_found']);

      const poor = await post(newcomer, { object_id: questionId, original_text: 'I have no reputation yet.' });
      expect([poor.status, poor.body.msg]).toEqual([403, 'You need at least 1 reputation to comment.']);
      expect((await post({ id: '0', token: '' }, { object_id: questionId, original_text: 'A guest writes.' })).status).toBe(401);

      expect(await liveCount(questionId)).toBe(2);
      expect(await liveCount(deleted)).toBe(0);
    });

    it('answers every comment action under a pending or deleted question as on a missing post, whatever the reputation', async () => {
      for (const hide of HIDINGS) {
        const { asker, answerer, posts } = await hiddenThread(fx, hide);
        const before = [await standing(fx, asker), await standing(fx, answerer)];
        const answerComments = async () => Number((await rows().selectFrom('answer').select('comment_count').where('id', '=', posts.answerId).executeTakeFirstOrThrow()).comment_count);

        // `newcomer` lacks the reputation to comment: a refusal for that would tell the post exists
        for (const member of [other, newcomer, answerer]) {
          const where = `${hide} as ${member.id}`;
          for (const objectId of [posts.questionId, posts.answerId]) {
            const posted = await post(member, { object_id: objectId, original_text: 'Is anybody still here?' });
            expect([posted.status, posted.body.reason], where).toEqual([404, 'error.comment.object_not_found']);
            expect((await page(`object_id=${objectId}`, member)).status, where).toBe(404);
          }
          const reply = await post(member, { object_id: posts.answerId, original_text: 'Replying under it.', reply_comment_id: posts.answerCommentId });
          expect([reply.status, reply.body.reason], where).toEqual([404, 'error.comment.object_not_found']);
          for (const commentId of [posts.questionCommentId, posts.answerCommentId]) {
            for (const response of [await one(commentId, member), await edit(member, commentId, 'Rewritten while hidden.'), await remove(member, commentId)]) {
              expect([response.status, response.body.reason], where).toEqual([404, 'error.comment.not_found']);
            }
          }
        }
        expect([await liveCount(posts.questionId), await liveCount(posts.answerId), await answerComments()]).toEqual([1, 1, 1]);
        expect([await standing(fx, asker), await standing(fx, answerer)]).toEqual(before);

        // the asker and staff still see the thread
        for (const member of [asker, admin]) {
          const listed = await page(`object_id=${posts.answerId}`, member);
          expect([listed.status, listed.body.data.list.map((item) => item.comment_id)]).toEqual([200, [posts.answerCommentId]]);
          expect((await one(posts.questionCommentId, member)).status).toBe(200);
        }
      }
    });

    it('lets the author edit for five minutes and staff at any time, nobody else', async () => {
      const questionId = await newQuestion();
      const comment = await commented(author, questionId, 'First wording of it.');
      const byAuthor = await edit(author, comment.comment_id, ' Second **wording** of it. ');
      expect(byAuthor.status).toBe(200);
      expect(byAuthor.body.data).toMatchObject({ comment_id: comment.comment_id, original_text: 'Second **wording** of it.' });
      expect(byAuthor.body.data.parsed_text).toContain('<strong>wording</strong>');

      const byOther = await edit(other, comment.comment_id, 'Someone else rewrites it.');
      expect([byOther.status, byOther.body.reason]).toEqual([403, 'error.comment.edit_without_permission']);
      const tooShort = await edit(author, comment.comment_id, 'a');
      expect(tooShort.body.data.map((item) => item.error_field)).toEqual(['original_text']);

      await rows().updateTable('comment').set({ created_at: Math.floor(Date.now() / 1000) - 301 }).where('id', '=', comment.comment_id).execute();
      const late = await edit(author, comment.comment_id, 'Third wording, too late.');
      expect([late.status, late.body.msg]).toEqual([400, 'Comments can only be edited within 5 minutes of posting.']);
      expect((await one(comment.comment_id, author)).body.data.member_actions.map((item) => item.action)).toEqual(['report', 'delete']);
      expect((await one(comment.comment_id, moderator)).body.data.member_actions.map((item) => item.action)).toEqual(['report', 'edit', 'delete']);

      expect((await edit(moderator, comment.comment_id, 'Tidied by a moderator.')).status).toBe(200);
      const stored = await rows().selectFrom('comment').select(['original_text', 'user_id']).where('id', '=', comment.comment_id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ original_text: 'Tidied by a moderator.', user_id: author.id });
    });

    it('lets the author delete at any time and staff always, nobody else', async () => {
      const questionId = await newQuestion();
      const answerId = await newAnswer(questionId);
      const old = await commented(author, answerId, 'An old comment of mine.');
      const theirs = await commented(other, answerId, 'A comment of theirs.');
      await rows().updateTable('comment').set({ created_at: 1000 }).where('id', '=', old.comment_id).execute();

      const refused = await remove(other, old.comment_id);
      expect([refused.status, refused.body.reason]).toEqual([403, 'error.comment.delete_without_permission']);
      expect((await remove(author, old.comment_id)).status).toBe(200);
      expect((await remove(author, old.comment_id)).status).toBe(200);
      expect((await remove(moderator, theirs.comment_id)).status).toBe(200);

      const statuses = await rows().selectFrom('comment').select('status').where('object_id', '=', answerId).execute();
      expect(statuses.map((row) => Number(row.status))).toEqual([10, 10]);
      expect((await page(`object_id=${answerId}`)).body.data).toEqual({ count: 0, list: [] });
      expect(Number((await rows().selectFrom('answer').select('comment_count').where('id', '=', answerId).executeTakeFirstOrThrow()).comment_count)).toBe(0);
    });

    it('stores scripts harmlessly, links mentions of members and records replies', async () => {
      const questionId = await newQuestion();
      const payload = await commented(other, questionId, 'Look <script>alert(1)</script><img src=x onerror=alert(2)> here');
      expect(payload.original_text).toContain('<script>');
      // markdown-it escapes raw HTML and the sanitiser drops what gets through: no live tag remains
      expect(payload.parsed_text).not.toMatch(/<script|<img/i);
      expect(payload.parsed_text).toContain('&lt;script&gt;');

      const name = await usernameOf(other);
      const reply = await commented(author, questionId, `@${name} thanks, and @nobody-here-at-all too.`, { reply_comment_id: payload.comment_id, mention_username_list: [name] });
      expect(reply.parsed_text).toContain(`<a href="/users/${name}"`);
      expect(reply.parsed_text).toContain('@nobody-here-at-all');
      expect(reply.parsed_text).not.toContain('/users/nobody-here-at-all');
      expect(reply).toMatchObject({ reply_comment_id: payload.comment_id, reply_user_id: other.id, reply_username: name, reply_user_status: 'normal' });
    });

    it('shows the caller’s up-vote, kept by the votes plugin', async () => {
      const questionId = await newQuestion();
      const comment = await commented(author, questionId, 'A comment worth a vote.');
      const voted = await fx.host.api('POST', `${API}/vote/up`, { token: other.token, body: { object_id: comment.comment_id } });
      expect(voted.status, JSON.stringify(voted.body)).toBe(200);
      const seen = async (member?: Member) => (await page(`object_id=${questionId}`, member)).body.data.list.map((item) => [item.vote_count, item.is_vote]);
      expect(await seen(other)).toEqual([[1, true]]);
      expect(await seen(author)).toEqual([[1, false]]);
      expect(await seen()).toEqual([[1, false]]);
    });

    it('makes one comment of a double submit', async () => {
      const questionId = await newQuestion();
      const body = { object_id: questionId, original_text: 'Sent twice by a double click.' };
      const [first, second] = await Promise.all([post(author, body), post(author, body)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data.comment_id).toBe(first.body.data.comment_id);
      expect((await post(author, body)).body.data.comment_id).toBe(first.body.data.comment_id);
      expect(await liveCount(questionId)).toBe(1);
    });

    it('answers the comment permissions of /permission', async () => {
      const ask = (member: Member) =>
        fx.host.api<Envelope<Record<string, { has_permission: boolean; no_permission_tip: string }>>>('GET', `${API}/permission?action=comment.add,comment.edit,comment.delete`, { token: member.token });
      const forAuthor = (await ask(author)).body.data;
      expect(forAuthor['comment.add']).toEqual({ has_permission: true, no_permission_tip: '' });
      expect(forAuthor['comment.edit'].has_permission).toBe(false);
      expect((await ask(newcomer)).body.data['comment.add']).toEqual({ has_permission: false, no_permission_tip: 'You need at least 1 reputation to comment.' });
      expect((await ask(moderator)).body.data['comment.delete'].has_permission).toBe(true);
    });

    it('deletes a member’s comments when an admin removes the member with their content', async () => {
      const leaving = await addMember(fx, 1);
      const questionId = await newQuestion();
      const answerId = await newAnswer(questionId);
      await commented(leaving, questionId, 'A comment that goes away.');
      await commented(leaving, answerId, 'Another one that goes away.');
      const staying = await commented(author, answerId, 'A comment that stays.');
      const removed = await fx.host.api('PUT', '/answer/admin/api/user/status', { token: admin.token, body: { user_id: leaving.id, status: 'deleted', remove_all_content: true } });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      const left = await rows().selectFrom('comment').select(['id', 'status']).where('user_id', '=', leaving.id).execute();
      expect(left.map((row) => Number(row.status))).toEqual([10, 10]);
      expect((await page(`object_id=${answerId}`)).body.data.list.map((item) => item.comment_id)).toEqual([staying.comment_id]);
      expect(Number((await rows().selectFrom('answer').select('comment_count').where('id', '=', answerId).executeTakeFirstOrThrow()).comment_count)).toBe(1);
      // the table is still whole: nothing else was touched
      expect(Number((await sql<{ n: number }>`select count(*) as n from comment`.execute(rows())).rows[0].n)).toBeGreaterThan(2);
    });
  });
}
