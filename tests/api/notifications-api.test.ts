/**
 * Notifications on each database: what each event puts in whose inbox (new answers to the asker
 * and the question's followers, acceptances, comments, replies, mentions, invitations, votes),
 * achievements summing reputation per post, the bell's counts going up and clearing, read state,
 * paging and filters, the new-answer mail, and the refusals (guests, another member's items, bad
 * input). Nobody ever hears of their own doing.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useMailbox } from './accounts-email-support';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import type { NotificationPage, RedDotResp } from '../../plugins/notifications/server/page';
import { API_DATABASES } from './harness';

interface Person extends Member {
  username: string;
  email: string;
}

interface NotificationRows {
  notification: { user_id: string; trigger_user_id: string; action: string; object_id: string };
  user: { id: number | string; username: string; e_mail: string };
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`notifications on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);
    const rows = () => fx.db as unknown as Kysely<NotificationRows>;
    let asker: Person;
    let answerer: Person;
    let follower: Person;
    let other: Person;

    async function person(): Promise<Person> {
      const member = await addMember(fx, 2000);
      const row = await rows().selectFrom('user').select(['username', 'e_mail']).where('id', '=', member.id).executeTakeFirstOrThrow();
      return { ...member, username: row.username, email: row.e_mail };
    }

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      asker = await person();
      answerer = await person();
      follower = await person();
      other = await person();
    });

    const newQuestion = async (by: Member = asker) => (await asked(fx, by, `How do I get notified about thing ${(titles += 1)}?`)).id;
    const ok = <T>(response: { status: number; body: Envelope<T> }): T => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const answer = async (by: Member, questionId: string) =>
      ok(await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: by.token, body: { question_id: questionId, content: `An answer from ${by.id} that works well.` } })).info.id;
    const comment = async (by: Member, objectId: string, text: string, replyTo?: string) =>
      ok(await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: by.token, body: { object_id: objectId, original_text: text, ...(replyTo ? { reply_comment_id: replyTo } : {}) } })).comment_id;
    const status = async (member: Member) => ok(await fx.host.api<Envelope<RedDotResp>>('GET', `${API}/notification/status`, { token: member.token }));
    const list = async (member: Member, query = 'type=inbox&inbox_type=all') => ok(await fx.host.api<Envelope<NotificationPage>>('GET', `${API}/notification/page?${query}`, { token: member.token }));
    const put = (member: Member | null, path: string, body: unknown) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/notification/${path}`, { token: member?.token, body });
    const received = async (objectId: string) =>
      (await rows().selectFrom('notification').select(['user_id', 'action', 'trigger_user_id']).where('object_id', '=', objectId).orderBy('user_id').execute()).map((row) => `${row.user_id}:${row.action}`);

    it('tells the asker and the followers of a new answer, never the answerer, and mails the asker', async () => {
      const questionId = await newQuestion();
      ok(await fx.host.api('POST', `${API}/follow`, { token: follower.token, body: { object_id: questionId, is_cancel: false } }));
      ok(await fx.host.api('POST', `${API}/follow`, { token: answerer.token, body: { object_id: questionId, is_cancel: false } }));
      const before = await status(asker);
      const answerId = await answer(answerer, questionId);
      expect(await received(answerId)).toEqual([`${asker.id}:answer_the_question`, `${follower.id}:answer_the_question`].sort());
      expect((await status(asker)).inbox).toBe(before.inbox + 1);

      const [item] = (await list(asker)).list;
      expect(item).toMatchObject({
        notification_action: 'answered the question',
        is_read: false,
        rank: 0,
        object_info: { object_id: answerId, object_type: 'answer', object_map: { question: questionId, answer: answerId } },
        user_info: { id: answerer.id, username: answerer.username },
      });
      expect(item.object_info.title).toMatch(/^How do I get notified/);
      // the action comes in the reader's language, as Answer's page shows it as is
      const chinese = await fx.host.api<Envelope<NotificationPage>>('GET', `${API}/notification/page?type=inbox`, { token: asker.token, lang: 'zh-CN' });
      expect(chinese.body.data.list.find((entry) => entry.id === item.id)?.notification_action).toBe('回答了问题');
      expect(typeof item.id).toBe('string');
      expect(item.update_time).toBeGreaterThan(0);

      const mail = await mailbox().next(asker.email);
      expect(mail.subject).toContain(item.object_info.title);
      expect(mail.text).toContain(`/questions/${questionId}/${answerId}`);
    });

    it('tells the answer author of an acceptance', async () => {
      const questionId = await newQuestion();
      const answerId = await answer(answerer, questionId);
      ok(await fx.host.api('POST', `${API}/answer/acceptance`, { token: asker.token, body: { question_id: questionId, answer_id: answerId } }));
      const mine = (await list(answerer)).list.find((item) => item.notification_action === 'accepted your answer' && item.object_info.object_id === answerId);
      expect(mine?.user_info?.id).toBe(asker.id);
      expect((await received(answerId)).filter((row) => row.endsWith('accept_answer'))).toEqual([`${answerer.id}:accept_answer`]);
      // the acceptance's reputation is an achievement of the answer's author
      const achievement = (await list(answerer, 'type=achievement')).list.find((item) => item.object_info.object_id === answerId);
      expect(achievement?.rank).toBeGreaterThan(0);
    });

    it('tells the post author of a comment, the replied member of a reply and the mentioned of a mention', async () => {
      const questionId = await newQuestion();
      const first = await comment(answerer, questionId, 'A first comment on the question here.');
      expect(await received(first)).toEqual([`${asker.id}:comment_question`]);
      const reply = await comment(asker, questionId, `Thanks for that, @${other.username} might know more.`, first);
      expect(await received(reply)).toEqual([`${answerer.id}:reply_to_you`, `${other.id}:mention_you`].sort());
      // commenting on one's own post tells nobody
      const own = await comment(asker, questionId, 'Adding a detail to my own question.');
      expect(await received(own)).toEqual([]);
      // earlier tests' answers mailed the asker too: skip to this comment's mail
      let mail = await mailbox().next(asker.email);
      while (!mail.text.includes(`commentId=${first}`)) mail = await mailbox().next(asker.email);
      expect(mail.subject).toMatch(/^New comment on: How do I get notified/);
    });

    it('tells the invited members', async () => {
      const questionId = await newQuestion();
      ok(await fx.host.api('PUT', `${API}/question/invite`, { token: asker.token, body: { id: questionId, invite_user: [other.username] } }));
      const invited = (await list(other, 'type=inbox&inbox_type=invites')).list;
      expect(invited[0]).toMatchObject({ notification_action: 'invited you to answer', object_info: { object_id: questionId, object_type: 'question' }, user_info: { id: asker.id } });
      expect((await list(other, 'type=inbox&inbox_type=votes')).list.some((item) => item.object_info.object_id === questionId)).toBe(false);
    });

    it('puts votes in the inbox and sums reputation into one achievement per post', async () => {
      const questionId = await newQuestion();
      const answerId = await answer(answerer, questionId);
      const dots = await status(answerer);
      ok(await fx.host.api('POST', `${API}/vote/up`, { token: asker.token, body: { object_id: answerId, is_cancel: false } }));
      ok(await fx.host.api('POST', `${API}/vote/up`, { token: follower.token, body: { object_id: answerId, is_cancel: false } }));
      expect((await received(answerId)).filter((row) => row.endsWith('up_voted_answer'))).toEqual([`${answerer.id}:up_voted_answer`, `${answerer.id}:up_voted_answer`]);
      const votes = (await list(answerer, 'type=inbox&inbox_type=votes')).list.filter((item) => item.object_info.object_id === answerId);
      expect(votes.map((item) => item.user_info?.id).sort()).toEqual([asker.id, follower.id].sort());
      const achievements = (await list(answerer, 'type=achievement')).list.filter((item) => item.object_info.object_id === answerId);
      expect(achievements).toHaveLength(1);
      expect(achievements[0].rank).toBe(20);
      const now = await status(answerer);
      expect([now.inbox - dots.inbox, now.achievement - dots.achievement]).toEqual([2, 1]);
      // a retracted vote takes its reputation back from the same row
      ok(await fx.host.api('POST', `${API}/vote/up`, { token: follower.token, body: { object_id: answerId, is_cancel: true } }));
      expect((await list(answerer, 'type=achievement')).list.find((item) => item.object_info.object_id === answerId)?.rank).toBe(10);
      // the voter hears nothing of their own votes
      expect((await list(asker, 'type=achievement')).list.some((item) => item.object_info.object_id === answerId)).toBe(false);
      // a down-vote does not name the voter, as in Answer
      ok(await fx.host.api('POST', `${API}/vote/down`, { token: other.token, body: { object_id: answerId, is_cancel: false } }));
      const down = (await list(answerer, 'type=inbox&inbox_type=votes')).list.find((item) => item.object_info.object_id === answerId && item.notification_action === 'downvoted your answer');
      expect(down).toBeDefined();
      expect(down).not.toHaveProperty('user_info');
    });

    it('clears the red dot, marks one or all read, and only the owner may', async () => {
      const questionId = await newQuestion();
      await answer(answerer, questionId);
      await answer(other, questionId);
      expect((await status(asker)).inbox).toBeGreaterThanOrEqual(2);
      ok(await put(asker, 'status', { type: 'inbox' }));
      // the asker's achievements (badges earned on the way included) are not the inbox's
      const achievements = await status(asker);
      expect(await status(asker)).toEqual({ inbox: 0, achievement: achievements.achievement, revision: 0, can_revision: false, badge_award: achievements.badge_award });
      // clearing the dot leaves the items unread
      const [newest] = (await list(asker)).list;
      expect(newest.is_read).toBe(false);

      const refused = await put(other, 'read/state', { id: newest.id });
      expect(refused.status).toBe(404);
      expect((await list(asker)).list[0].is_read).toBe(false);
      expect((await put(other, 'read/state', { id: 'abc' })).status).toBe(404);

      ok(await put(asker, 'read/state', { id: newest.id }));
      ok(await put(asker, 'read/state', { id: newest.id }));
      const after = (await list(asker)).list;
      expect(after[0].is_read).toBe(true);
      expect(after[1].is_read).toBe(false);
      ok(await put(asker, 'read/state/all', { type: 'inbox' }));
      expect((await list(asker)).list.every((item) => item.is_read)).toBe(true);
    });

    it('pages newest first and filters the inbox', async () => {
      const questionId = await newQuestion(other);
      for (let i = 0; i < 3; i += 1) await comment(answerer, questionId, `Comment number ${i} on this question.`);
      const all = await list(other, 'type=inbox&inbox_type=posts&page_size=2');
      expect(all.list).toHaveLength(2);
      const second = await list(other, 'type=inbox&inbox_type=posts&page_size=2&page=2');
      expect(all.count).toBe(second.count);
      expect(all.count).toBeGreaterThanOrEqual(3);
      const ids = [...all.list, ...second.list].map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(all.list[0].update_time).toBeGreaterThanOrEqual(second.list[0].update_time);
      expect((await list(other, 'type=inbox&inbox_type=invites')).list.every((item) => item.notification_action === 'invited you to answer')).toBe(true);
    });

    it('answers 401 to guests and field errors to bad input', async () => {
      for (const [method, path] of [
        ['GET', 'status'],
        ['PUT', 'status'],
        ['GET', 'page?type=inbox&inbox_type=all'],
        ['PUT', 'read/state'],
        ['PUT', 'read/state/all'],
      ] as const) {
        expect((await fx.host.api(method, `${API}/notification/${path}`, method === 'PUT' ? { body: { type: 'inbox', id: '1' } } : {})).status).toBe(401);
      }
      for (const query of ['type=mail', 'inbox_type=all', 'type=inbox&inbox_type=likes', 'type=inbox&page=0', 'type=inbox&page_size=500', 'type=inbox&page=x']) {
        const response = await fx.host.api<Envelope<FieldErrors>>('GET', `${API}/notification/page?${query}`, { token: asker.token });
        expect(response.status, query).toBe(400);
        expect(response.body.reason).toBe('base.request_format_error');
      }
      const badType = await put(asker, 'status', { type: 'mail' });
      expect(badType.status).toBe(400);
      expect((badType.body.data as FieldErrors)[0].error_field).toBe('type');
      expect((await put(asker, 'read/state/all', {})).status).toBe(400);
      expect((await put(asker, 'read/state', {})).status).toBe(400);
    });
  });
}
