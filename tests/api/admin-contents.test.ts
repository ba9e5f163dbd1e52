/**
 * The admin's questions and answers on each database: the lists in Answer's shapes, their filters
 * and search, status changes and what members then see (lists, counts, timelines), removing
 * deleted content for good with everything hanging off it, bad input, and who may call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { activatedUser, useMailbox, type LoginResp } from './accounts-email-support';
import { API_DATABASES, type Envelope } from './harness';
import { API, asked, fieldsOf, info, tagCount, type FieldErrors, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import { shortId } from '../../sdk/shared/ids';
import type { AdminQuestionInfo } from '../../plugins/questions/server/admin-question-list';
import type { AdminAnswerInfo } from '../../plugins/answers/server/admin-answer-list';
import type { TimelineResp } from '../../plugins/activity/server/timeline';

const ADM = '/answer/admin/api';

interface Page<T> {
  count: number;
  list: T[];
}

/** The rows hanging off posts, in the plugins' tables, read by name. */
interface PostRows {
  answer: { id: string; question_id: string; status: number };
  comment: { id: string; object_id: string; question_id: string };
  vote: { object_id: string; user_id: string };
  activity: { object_id: string; original_object_id: string };
  collection: { object_id: string };
  follow: { object_id: string };
  notification: { object_id: string; question_id: string; user_id: string };
  user_session: { user_id: number | string };
}

let serial = 0;

for (const kind of API_DATABASES) {
  describe(`admin contents on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);
    const rows = () => fx.db as unknown as Kysely<PostRows & Tables>;
    let author: Member;
    let answerer: Member;
    let moderator: Member;
    let authorName: string;

    const member = async (role?: 3): Promise<{ member: Member; login: LoginResp }> => {
      serial += 1;
      const name = `content${serial}${kind.slice(0, 2)}`;
      const login = await activatedUser(fx, mailbox(), name, `${name}@example.com`, 'member-pass-1');
      if (role) expect((await fx.host.api('PUT', `${ADM}/user/role`, { token: fx.site.adminToken, body: { user_id: login.id, role_id: role } })).status).toBe(200);
      return { member: { id: login.id, token: login.access_token }, login };
    };

    beforeAll(async () => {
      const first = await member();
      author = first.member;
      authorName = first.login.username;
      answerer = (await member()).member;
      moderator = (await member(3)).member;
      // voting takes reputation a new member has not earned yet
      await fx.db.updateTable('user').set({ rank: 1000 }).where('id', '=', answerer.id).execute();
    });

    /** The caller: the admin unless another member's token, or null for a guest. */
    type Caller = string | null;
    const tokenOf = (caller: Caller | undefined) => (caller === undefined ? fx.site.adminToken : (caller ?? undefined));
    const questions = (query: Record<string, string> = {}, caller?: Caller) =>
      fx.host.api<Envelope<Page<AdminQuestionInfo> & FieldErrors>>('GET', `${ADM}/question/page?${new URLSearchParams(query).toString()}`, { token: tokenOf(caller) });
    const answers = (query: Record<string, string> = {}, caller?: Caller) =>
      fx.host.api<Envelope<Page<AdminAnswerInfo> & FieldErrors>>('GET', `${ADM}/answer/page?${new URLSearchParams(query).toString()}`, { token: tokenOf(caller) });
    const listed = async (query: Record<string, string>) => {
      const response = await questions(query);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.list.map((item) => item.id);
    };
    const listedAnswers = async (query: Record<string, string>) => {
      const response = await answers(query);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.list.map((item) => item.id);
    };
    const setQuestion = (question_id: string, status: string, caller?: Caller) => fx.host.api<Envelope<unknown>>('PUT', `${ADM}/question/status`, { token: tokenOf(caller), body: { question_id, status } });
    const setAnswer = (answer_id: string, status: string, caller?: Caller) => fx.host.api<Envelope<unknown>>('PUT', `${ADM}/answer/status`, { token: tokenOf(caller), body: { answer_id, status } });
    const purge = (type: string, caller?: Caller) => fx.host.api<Envelope<unknown>>('DELETE', `${ADM}/delete/permanently`, { token: tokenOf(caller), body: { type } });
    const publicList = async () => (await fx.host.api<Envelope<Page<{ id: string }>>>('GET', `${API}/question/page?page_size=100&order=newest`)).body.data.list.map((item) => item.id);
    const timeline = async (objectId: string) =>
      (await fx.host.api<Envelope<TimelineResp>>('GET', `${API}/activity/timeline?object_id=${objectId}`, { token: fx.site.adminToken })).body.data.timeline.map((item) => item.activity_type);
    const answer = async (questionId: string, content = `Restart the service, then check the log ${(serial += 1)}.`) => {
      const posted = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: answerer.token, body: { question_id: questionId, content } });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      return posted.body.data.info.id;
    };
    const ask = async (title: string) => (await asked(fx, author, `${title} ${(serial += 1)}`)).id;
    const userCounts = async (id: string) => fx.db.selectFrom('user').select(['question_count', 'answer_count']).where('id', '=', id).executeTakeFirstOrThrow();

    it("lists questions in Answer's AdminQuestionInfo shape, newest first, with the author", async () => {
      const older = await ask('Why does the printer queue stall');
      const newer = await ask('How do I reset the printer queue');
      const response = await questions({ page_size: '100' });
      expect(response.status).toBe(200);
      const ids = response.body.data.list.map((item) => item.id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      const item = response.body.data.list.find((entry) => entry.id === newer);
      expect(item).toMatchObject({ id: newer, vote_count: 0, answer_count: 0, show: 1, pin: 1, accepted_answer_id: '0', status: 'available' });
      expect(item?.title).toMatch(/^How do I reset the printer queue/);
      expect(item?.url_title).toMatch(/^how-do-i-reset-the-printer-queue/);
      expect(item?.user_info?.username).toBe(authorName);
      for (const key of ['create_time', 'update_time', 'edit_time'] as const) expect(item?.[key]).toBeGreaterThan(0);
      expect(response.body.data.count).toBeGreaterThanOrEqual(2);
      // paging: one per page, the total stays
      const first = await questions({ page_size: '1', page: '1' });
      expect(first.body.data.list).toHaveLength(1);
      expect(first.body.data.count).toBe(response.body.data.count);
    });

    it('filters by status: normal, closed, deleted and pending (and takes `available` for normal)', async () => {
      const open = await ask('Which cable does the router need');
      const closing = await ask('Where is the router manual');
      const deleting = await ask('Can the router run two networks');
      const waiting = await ask('Is this router any good');
      expect((await setQuestion(closing, 'closed')).status).toBe(200);
      expect((await setQuestion(deleting, 'deleted')).status).toBe(200);
      // a question waiting for review: a state reached through the review settings, set directly here
      await fx.db.updateTable('question').set({ status: 11 }).where('id', '=', waiting).execute();
      const normal = await listed({ page_size: '100' });
      expect(normal).toContain(open);
      expect(normal).not.toContain(closing);
      expect(normal).not.toContain(deleting);
      expect(normal).not.toContain(waiting);
      expect(await listed({ page_size: '100', status: 'available' })).toEqual(normal);
      expect(await listed({ status: 'closed', page_size: '100' })).toContain(closing);
      expect(await listed({ status: 'deleted', page_size: '100' })).toEqual(expect.arrayContaining([deleting]));
      expect(await listed({ status: 'pending', page_size: '100' })).toEqual([waiting]);
      const closedItem = (await questions({ status: 'closed', page_size: '100' })).body.data.list.find((item) => item.id === closing);
      expect(closedItem?.status).toBe('closed');
      // an unknown status is a field error, as are impossible pages
      for (const query of [{ status: 'hidden' }, { page: '0' }, { page_size: '1000' }] as Record<string, string>[]) {
        const refused = await questions(query);
        expect(refused.status).toBe(400);
        expect(fieldsOf(refused.body)).toEqual(Object.keys(query));
      }
    });

    it('finds questions by long id, short id, question:<id>, user:<name> and words of the title or body', async () => {
      const target = (await asked(fx, author, `Why is the kettle whistling so loudly ${(serial += 1)}`, ['support'], 'It whistles like a locomotive every morning.')).id;
      expect(await listed({ query: target })).toEqual([target]);
      expect(await listed({ query: shortId(target) })).toEqual([target]);
      expect(await listed({ query: `question:${target}` })).toEqual([target]);
      expect(await listed({ query: 'KETTLE whistling' })).toEqual([target]);
      expect(await listed({ query: 'locomotive' })).toEqual([target]);
      expect(await listed({ query: `user:${authorName}`, page_size: '100' })).toContain(target);
      expect(await listed({ query: 'user:nobody-by-this-name' })).toEqual([]);
      expect(await listed({ query: 'question:not-an-id' })).toEqual([]);
      // wildcards are literal
      expect(await listed({ query: '100%' })).toEqual([]);
    });

    it('lists answers with the excerpt and question title, by question, by answer:<id> and by words', async () => {
      const questionId = await ask('How do I descale a kettle');
      const first = await answer(questionId, 'Use **vinegar** and water, then rinse twice.');
      const second = await answer(await ask('How do I clean a toaster'), 'Unplug it and shake out the crumbs.');
      const response = await answers({ page_size: '100' });
      expect(response.status).toBe(200);
      const item = response.body.data.list.find((entry) => entry.id === first);
      expect(item).toMatchObject({ id: first, question_id: questionId, description: 'Use vinegar and water, then rinse twice.', accepted: 1, vote_count: 0, status: 'available' });
      expect(item?.question_info.title).toMatch(/^How do I descale a kettle/);
      expect(item?.user_info?.id).toBe(answerer.id);
      expect(await listedAnswers({ question_id: questionId })).toEqual([first]);
      expect(await listedAnswers({ question_id: shortId(questionId) })).toEqual([first]);
      expect(await listedAnswers({ query: `answer:${second}` })).toEqual([second]);
      expect(await listedAnswers({ query: shortId(second) })).toEqual([second]);
      expect(await listedAnswers({ query: 'descale a kettle' })).toEqual([first]);
      expect(await listedAnswers({ query: 'crumbs' })).toEqual([second]);
      const refused = await answers({ status: 'closed' });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['status']);
      const badQuestion = await answers({ question_id: 'not-a-question' });
      expect(badQuestion.status).toBe(400);
      expect(fieldsOf(badQuestion.body)).toEqual(['question_id']);
    });

    it('deleting a question hides it from members, recounts and records it; restoring brings it back', async () => {
      const questionId = await ask('Why does the fan rattle');
      const before = await userCounts(author.id);
      const tagBefore = await tagCount(fx, 'support');
      expect(await publicList()).toContain(questionId);

      expect((await setQuestion(questionId, 'deleted')).status).toBe(200);
      expect(await publicList()).not.toContain(questionId);
      expect(await listed({ status: 'deleted', page_size: '100' })).toContain(questionId);
      expect((await info(fx, questionId, answerer.token)).status).toBe(404);
      expect(Number((await userCounts(author.id)).question_count)).toBe(Number(before.question_count) - 1);
      expect(await tagCount(fx, 'support')).toBe((tagBefore ?? 0) - 1);
      // asking twice changes nothing more
      expect((await setQuestion(questionId, 'deleted')).status).toBe(200);
      expect((await timeline(questionId)).filter((type) => type === 'deleted')).toHaveLength(1);

      expect((await setQuestion(questionId, 'available')).status).toBe(200);
      expect(await publicList()).toContain(questionId);
      expect(await listed({ status: 'deleted', page_size: '100' })).not.toContain(questionId);
      expect(Number((await userCounts(author.id)).question_count)).toBe(Number(before.question_count));
      expect(await tagCount(fx, 'support')).toBe(tagBefore);
      expect(await timeline(questionId)).toEqual(expect.arrayContaining(['deleted', 'undeleted']));
    });

    it('closing and reopening go through the moderators’ path, with timeline entries', async () => {
      const questionId = await ask('Where do I buy fuses');
      expect((await setQuestion(questionId, 'closed')).status).toBe(200);
      expect((await info(fx, questionId)).body.data.status).toBe(2);
      expect((await setQuestion(questionId, 'available')).status).toBe(200);
      expect((await info(fx, questionId)).body.data.status).toBe(1);
      expect(await timeline(questionId)).toEqual(expect.arrayContaining(['closed', 'reopened']));
      // a deleted question is restored before it can be closed; a waiting one is decided in review
      expect((await setQuestion(questionId, 'deleted')).status).toBe(200);
      expect((await setQuestion(questionId, 'closed')).status).toBe(400);
      const waiting = await ask('Is this fuse right');
      await fx.db.updateTable('question').set({ status: 11 }).where('id', '=', waiting).execute();
      expect((await setQuestion(waiting, 'available')).status).toBe(400);
    });

    it("deleting and restoring an answer follows in the question's count and the timeline", async () => {
      const questionId = await ask('How do I bleed a radiator');
      const answerId = await answer(questionId);
      const before = Number((await userCounts(answerer.id)).answer_count);
      expect((await info(fx, questionId)).body.data.answer_count).toBe(1);
      expect((await setAnswer(answerId, 'deleted')).status).toBe(200);
      expect((await info(fx, questionId)).body.data.answer_count).toBe(0);
      expect(Number((await userCounts(answerer.id)).answer_count)).toBe(before - 1);
      expect(await listedAnswers({ status: 'deleted', question_id: questionId })).toEqual([answerId]);
      expect(await listedAnswers({ question_id: questionId })).toEqual([]);
      expect((await setAnswer(answerId, 'available')).status).toBe(200);
      expect((await info(fx, questionId)).body.data.answer_count).toBe(1);
      expect(Number((await userCounts(answerer.id)).answer_count)).toBe(before);
      expect(await timeline(answerId)).toEqual(expect.arrayContaining(['deleted', 'undeleted']));
    });

    it("refuses bad input in Answer's shapes", async () => {
      const questionId = await ask('Why is the fridge humming');
      const badStatus = await setQuestion(questionId, 'pinned');
      expect(badStatus.status).toBe(400);
      expect(fieldsOf(badStatus.body)).toEqual(['status']);
      const missing = await fx.host.api<Envelope<unknown>>('PUT', `${ADM}/question/status`, { token: fx.site.adminToken, body: { status: 'deleted' } });
      expect(fieldsOf(missing.body)).toEqual(['question_id']);
      const unknownQuestion = await setQuestion('10010000009999999', 'deleted');
      expect(unknownQuestion.status).toBe(404);
      expect(unknownQuestion.body).toMatchObject({ code: 404, reason: 'error.question.not_found', msg: 'Question not found.' });
      const unknownAnswer = await setAnswer('10020000009999999', 'deleted');
      expect(unknownAnswer.status).toBe(404);
      expect(unknownAnswer.body).toMatchObject({ code: 404, reason: 'error.answer.not_found' });
      const answerStatus = await setAnswer('10020000009999999', 'closed');
      expect(fieldsOf(answerStatus.body)).toEqual(['status']);
      const badType = await purge('tags');
      expect(badType.status).toBe(400);
      expect(fieldsOf(badType.body)).toEqual(['type']);
    });

    it('is for admins only: moderators and members get 403, guests 401', async () => {
      const questionId = await ask('Who may see this list');
      for (const [token, status] of [[moderator.token, 403], [author.token, 403], [null, 401]] as const) {
        expect((await questions({}, token)).status).toBe(status);
        expect((await answers({}, token)).status).toBe(status);
        expect((await setQuestion(questionId, 'deleted', token)).status).toBe(status);
        expect((await setAnswer('10020000009999999', 'deleted', token)).status).toBe(status);
        expect((await purge('questions', token)).status).toBe(status);
      }
      expect(await publicList()).toContain(questionId);
    });

    it('removes deleted questions for good with their answers, comments, votes, bookmarks, follows and history', async () => {
      const doomed = await ask('Should I keep this old modem');
      const kept = await ask('Should I keep this new modem');
      const doomedAnswer = await answer(doomed);
      const keptAnswer = await answer(kept);
      const commented = await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: author.token, body: { object_id: doomedAnswer, original_text: 'That worked for me, thanks.' } });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      expect((await fx.host.api('POST', `${API}/comment`, { token: answerer.token, body: { object_id: doomed, original_text: 'Which modem model is it?' } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/vote/up`, { token: answerer.token, body: { object_id: doomed, is_cancel: false } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/collection/switch`, { token: answerer.token, body: { object_id: doomed, group_id: '0', bookmark: true } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/follow`, { token: answerer.token, body: { object_id: doomed, is_cancel: false } })).status).toBe(200);
      const answersBefore = Number((await userCounts(answerer.id)).answer_count);

      expect((await setQuestion(doomed, 'deleted')).status).toBe(200);
      const tagBefore = await tagCount(fx, 'support');
      expect((await purge('questions')).status).toBe(200);

      const db = rows();
      expect(await db.selectFrom('question').select('id').where('id', '=', doomed).execute()).toEqual([]);
      expect(await db.selectFrom('answer').select('id').where('question_id', '=', doomed).execute()).toEqual([]);
      expect(await db.selectFrom('comment').select('id').where('question_id', '=', doomed).execute()).toEqual([]);
      expect(await db.selectFrom('comment').select('id').where('object_id', 'in', [doomed, doomedAnswer]).execute()).toEqual([]);
      for (const table of ['vote', 'collection', 'follow', 'revision', 'tag_rel'] as const) {
        expect(await db.selectFrom(table).select('object_id').where('object_id', 'in', [doomed, doomedAnswer, commented.body.data.comment_id]).execute(), table).toEqual([]);
      }
      expect(await db.selectFrom('activity').select('object_id').where((eb) => eb.or([eb('object_id', 'in', [doomed, doomedAnswer]), eb('original_object_id', '=', doomed)])).execute()).toEqual([]);
      expect(await db.selectFrom('notification').select('object_id').where((eb) => eb.or([eb('object_id', 'in', [doomed, doomedAnswer]), eb('question_id', '=', doomed)])).execute()).toEqual([]);
      // counts agree with what is left
      expect(await tagCount(fx, 'support')).toBe(tagBefore);
      expect(Number((await userCounts(answerer.id)).answer_count)).toBe(answersBefore - 1);
      expect(await listed({ status: 'deleted', page_size: '100' })).toEqual([]);
      // the rest is untouched
      expect((await info(fx, kept)).body.data.answer_count).toBe(1);
      expect(await listedAnswers({ question_id: kept })).toEqual([keptAnswer]);
      expect(await publicList()).toContain(kept);
      // nothing left to purge: still fine
      expect((await purge('questions')).status).toBe(200);
    });

    it('removes deleted answers for good, and deleted users with their sessions', async () => {
      const questionId = await ask('Does the boiler need a service');
      const doomed = await answer(questionId, 'Every year, before winter starts.');
      expect((await setAnswer(doomed, 'deleted')).status).toBe(200);
      expect((await purge('answers')).status).toBe(200);
      const db = rows();
      expect(await db.selectFrom('answer').select('id').where('id', '=', doomed).execute()).toEqual([]);
      expect(await db.selectFrom('revision').select('object_id').where('object_id', '=', doomed).execute()).toEqual([]);
      expect(await db.selectFrom('activity').select('object_id').where('object_id', '=', doomed).execute()).toEqual([]);
      expect(await listedAnswers({ status: 'deleted', page_size: '100' })).toEqual([]);
      expect((await info(fx, questionId)).body.data.answer_count).toBe(0);
      expect(await publicList()).toContain(questionId);

      const leaving = await member();
      expect((await fx.host.api('PUT', `${ADM}/user/status`, { token: fx.site.adminToken, body: { user_id: leaving.member.id, status: 'deleted' } })).status).toBe(200);
      expect((await purge('users')).status).toBe(200);
      expect(await db.selectFrom('user').select('id').where('id', '=', leaving.member.id).execute()).toEqual([]);
      expect(await db.selectFrom('user_session').select('user_id').where('user_id', '=', leaving.member.id).execute()).toEqual([]);
      // members who were not deleted stay
      expect(await db.selectFrom('user').select('id').where('id', '=', author.id).execute()).toHaveLength(1);
    });
  });
}
