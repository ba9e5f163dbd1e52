/**
 * Inbox notices to an author when someone else closes or deletes their post (Answer's
 * `your_question_is_closed`, `your_question_was_deleted`, `your_answer_was_deleted`,
 * `your_comment_was_deleted`): sent by a moderator's own routes and by a flag review, shown with the
 * moderator and a link to the post, and never when the author acted on their own post.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage } from '../../plugins/notifications/server/page';
import { API_DATABASES, type Envelope } from './harness';
import { API, addMember, asked, insertTag, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

interface Rows {
  notification: { user_id: string; action: string; object_id: string };
  report: { id: string; user_id: string; object_id: string; status: number };
}

const NOTICES = ['your_question_is_closed', 'your_question_was_deleted', 'your_answer_was_deleted', 'your_comment_was_deleted'];

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`notices of moderation on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<Rows>;
    let author: Member;
    let asker: Member;
    let flagger: Member;
    let mod: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      author = await addMember(fx, 200);
      asker = await addMember(fx, 200);
      flagger = await addMember(fx, 200);
      mod = await addMember(fx, 1, 3);
    });

    const ok = <T>(response: { status: number; body: Envelope<T> }): T => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const newQuestion = async (by: Member) => (await asked(fx, by, `Why does my lamp flicker at night, case ${(titles += 1)}?`)).id;
    const answer = async (by: Member, questionId: string) =>
      ok(await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: by.token, body: { question_id: questionId, content: 'Replace the starter, it wears out first.' } })).info.id;
    const comment = async (by: Member, objectId: string) =>
      ok(await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: by.token, body: { object_id: objectId, original_text: `Which lamp model is this exactly, number ${(titles += 1)}?` } })).comment_id;
    const removeAnswer = async (by: Member, id: string) => ok(await fx.host.api<Envelope<null>>('DELETE', `${API}/answer`, { token: by.token, body: { id } }));
    const removeComment = async (by: Member, id: string) => ok(await fx.host.api<Envelope<null>>('DELETE', `${API}/comment`, { token: by.token, body: { comment_id: id } }));
    const removeQuestion = async (by: Member, id: string) => ok(await fx.host.api<Envelope<null>>('DELETE', `${API}/question`, { token: by.token, body: { id } }));
    const inbox = async (member: Member) => ok(await fx.host.api<Envelope<NotificationPage>>('GET', `${API}/notification/page?type=inbox&inbox_type=all&page_size=50`, { token: member.token })).list;
    const noticesAbout = async (objectId: string) =>
      (await rows().selectFrom('notification').select(['user_id', 'action']).where('object_id', '=', objectId).where('action', 'in', NOTICES).execute()).map((row) => `${row.user_id}:${row.action}`);
    /** The member's notice about `objectId` being closed or deleted, as their inbox lists it. */
    const itemAbout = async (member: Member, objectId: string): Promise<NotificationItem | undefined> =>
      (await inbox(member)).find((item) => item.object_info.object_id === objectId && /^Your (question|answer|comment) has been/.test(item.notification_action ?? ''));

    it('tells the author when a moderator deletes their answer, in the inbox with the moderator and the post', async () => {
      const questionId = await newQuestion(asker);
      const answerId = await answer(author, questionId);
      await removeAnswer(mod, answerId);
      expect(await noticesAbout(answerId)).toEqual([`${author.id}:your_answer_was_deleted`]);
      const item = await itemAbout(author, answerId);
      expect(item).toMatchObject({
        notification_action: 'Your answer has been deleted',
        is_read: false,
        user_info: { id: mod.id },
        object_info: { object_id: answerId, object_type: 'answer', object_map: { question: questionId, answer: answerId } },
      });
      expect(item?.object_info.title).toMatch(/^Why does my lamp flicker at night/);
      // the question's author hears nothing of it
      expect(await itemAbout(asker, answerId)).toBeUndefined();
    });

    it('tells the author when a moderator closes or deletes their question', async () => {
      const closed = await newQuestion(author);
      ok(await fx.host.api('PUT', `${API}/question/status`, { token: mod.token, body: { id: closed, close_type: 63 } }));
      expect(await itemAbout(author, closed)).toMatchObject({ notification_action: 'Your question has been closed', user_info: { id: mod.id }, object_info: { object_type: 'question', object_map: { question: closed } } });

      const deleted = await newQuestion(author);
      await removeQuestion(mod, deleted);
      expect(await noticesAbout(deleted)).toEqual([`${author.id}:your_question_was_deleted`]);
      expect((await itemAbout(author, deleted))?.notification_action).toBe('Your question has been deleted');
    });

    it('tells the author when a moderator deletes their comment, directly or through a flag', async () => {
      const questionId = await newQuestion(asker);
      const direct = await comment(author, questionId);
      await removeComment(mod, direct);
      expect(await noticesAbout(direct)).toEqual([`${author.id}:your_comment_was_deleted`]);
      expect(await itemAbout(author, direct)).toMatchObject({ notification_action: 'Your comment has been deleted', object_info: { object_type: 'comment', object_map: { question: questionId, comment: direct } } });

      const flagged = await comment(author, questionId);
      ok(await fx.host.api('POST', `${API}/report`, { token: flagger.token, body: { object_id: flagged, report_type: 62 } }));
      const flag = await rows().selectFrom('report').select('id').where('object_id', '=', flagged).executeTakeFirstOrThrow();
      ok(await fx.host.api('PUT', `${API}/report/review`, { token: mod.token, body: { flag_id: flag.id, operation_type: 'delete_post' } }));
      expect(await noticesAbout(flagged)).toEqual([`${author.id}:your_comment_was_deleted`]);
      // the flagger is not told
      expect(await itemAbout(flagger, flagged)).toBeUndefined();
    });

    it('tells nobody when authors delete their own answer, comment or question', async () => {
      const questionId = await newQuestion(asker);
      const answerId = await answer(author, questionId);
      const commentId = await comment(author, questionId);
      await removeAnswer(author, answerId);
      await removeComment(author, commentId);
      const own = await newQuestion(author);
      await removeQuestion(author, own);
      for (const id of [answerId, commentId, own]) expect(await noticesAbout(id)).toEqual([]);
    });
  });
}
