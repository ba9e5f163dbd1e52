/**
 * Answers on each database: posting (length, closed and deleted questions, one answer per member,
 * double submit), editing rights, deleting and undeleting, the page's orders and visibility, the
 * info call, accepting, and the question's answer fields following every change.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, info, insertTag, setRank, setWrite, type FieldErrors, type Member, type Tables } from './questions-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import { ALL_DATABASES } from './harness';

interface AnswerTables {
  answer: { id: string; question_id: string; status: number; adopted: number; vote_count: number; created_at: number | string; updated_at: number | string };
  question: { id: string; status: number };
  revision: { object_id: string; object_type: number; user_id: string; content: string; log: string };
}

interface AnswerPage {
  count: number;
  list: AnswerInfo[];
}

let titles = 0;

for (const kind of ALL_DATABASES) {
  describe(`answers on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<AnswerTables>;
    let admin: Member;
    let asker: Member;
    let answerer: Member;
    let stranger: Member;
    let editor: Member;
    let moderator: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      admin = { id: '1', token: fx.site.adminToken };
      asker = await addMember(fx, 1);
      answerer = await addMember(fx, 1);
      stranger = await addMember(fx, 99);
      editor = await addMember(fx, 100);
      moderator = await addMember(fx, 1, 3);
    });

    const newQuestion = async (by: Member = admin) => (await asked(fx, by, `How do I configure thing number ${(titles += 1)}?`)).id;
    const post = (member: Member, body: Record<string, unknown>) => fx.host.api<Envelope<{ info: AnswerInfo; question: { id: string; answer_count: number } } & FieldErrors>>('POST', `${API}/answer`, { token: member.token, body });
    const answered = async (member: Member, questionId: string, content = `An answer from ${member.id} that works.`) => {
      const response = await post(member, { question_id: questionId, content });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info;
    };
    const edit = (member: Member, body: Record<string, unknown>) =>
      fx.host.api<Envelope<{ wait_for_review: boolean; info: AnswerInfo } & FieldErrors>>('PUT', `${API}/answer`, { token: member.token, body });
    const remove = (member: Member, id: string) => fx.host.api<Envelope<null>>('DELETE', `${API}/answer`, { token: member.token, body: { id } });
    const recover = (member: Member, id: string) => fx.host.api<Envelope<null>>('POST', `${API}/answer/recover`, { token: member.token, body: { answer_id: id } });
    const accept = (member: Member, questionId: string, answerId: string) =>
      fx.host.api<Envelope<null>>('POST', `${API}/answer/acceptance`, { token: member.token, body: { question_id: questionId, answer_id: answerId } });
    const page = (questionId: string, order?: string, member?: Member) =>
      fx.host.api<Envelope<AnswerPage>>('GET', `${API}/answer/page?question_id=${questionId}${order ? `&order=${order}` : ''}`, { token: member?.token });
    const answerInfo = (id: string, member?: Member) =>
      fx.host.api<Envelope<{ info: AnswerInfo; question: { id: string; title: string } }>>('GET', `${API}/answer/info?id=${id}`, { token: member?.token });

    /** The question's answer fields as GET /question/info shows them. */
    async function fields(questionId: string) {
      const response = await info(fx, questionId, admin.token);
      expect(response.status).toBe(200);
      const { answer_count, last_answer_id, accepted_answer_id } = response.body.data;
      return { answer_count, last_answer_id, accepted_answer_id };
    }

    it('posts an answer with its rendered body and counts it on the question', async () => {
      const questionId = await newQuestion();
      const answer = await answered(answerer, questionId, 'Use **the settings** page.');
      expect(answer).toMatchObject({ question_id: questionId, content: 'Use **the settings** page.', accepted: 1, status: 1, vote_count: 0 });
      expect(answer.id).toMatch(/^10020\d{12}$/);
      expect(answer.html).toContain('<strong>the settings</strong>');
      expect(answer.user_info?.id).toBe(answerer.id);
      expect(answer.member_actions.map((item) => item.action)).toEqual(['report', 'edit', 'delete']);
      expect(await fields(questionId)).toEqual({ answer_count: 1, last_answer_id: answer.id, accepted_answer_id: '0' });
      // as Answer replies: the question comes back beside the answer, with the new count
      const again = await post(answerer, { question_id: questionId, content: 'Use **the settings** page.' });
      expect(again.body.data.question).toMatchObject({ id: questionId, answer_count: 1 });
      const revisions = await rows().selectFrom('revision').selectAll().where('object_id', '=', answer.id).execute();
      expect(revisions.map((row) => [Number(row.object_type), row.user_id])).toEqual([[2, answerer.id]]);
    });

    it('refuses a body shorter than 6 characters once trimmed, on the content field', async () => {
      const questionId = await newQuestion();
      for (const content of ['  abc   ', '']) {
        const response = await post(answerer, { question_id: questionId, content });
        expect(response.status).toBe(400);
        expect(response.body.data.map((item) => item.error_field)).toEqual(['content']);
      }
      const missing = await post(answerer, { question_id: questionId });
      expect(missing.body.data.map((item) => item.error_field)).toEqual(['content']);
      expect((await fields(questionId)).answer_count).toBe(0);
      await answered(answerer, questionId, 'abcdef');
    });

    it('refuses answers to closed, deleted and unknown questions', async () => {
      const closed = await newQuestion();
      await rows().updateTable('question').set({ status: 2 }).where('id', '=', closed).execute();
      const onClosed = await post(answerer, { question_id: closed, content: 'An answer to a closed question.' });
      expect([onClosed.status, onClosed.body.reason]).toEqual([403, 'error.answer.question_closed']);

      const deleted = await newQuestion();
      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id: deleted } })).status).toBe(200);
      const onDeleted = await post(answerer, { question_id: deleted, content: 'An answer to a deleted question.' });
      expect([onDeleted.status, onDeleted.body.reason]).toEqual([404, 'error.answer.question_not_found']);

      const unknown = await post(answerer, { question_id: '10010000000099999', content: 'An answer to nothing at all.' });
      expect(unknown.status).toBe(404);
      expect(await rows().selectFrom('answer').select('id').where('question_id', 'in', [closed, deleted]).execute()).toEqual([]);
    });

    it('allows one answer per member and question unless the site lets members answer again', async () => {
      const questionId = await newQuestion();
      await answered(answerer, questionId, 'My first answer to this.');
      const again = await post(answerer, { question_id: questionId, content: 'My second, different answer.' });
      expect(again.status).toBe(400);
      expect(again.body.data).toEqual([{ error_field: 'content', error_msg: 'You have already answered this question; edit your answer instead.' }]);

      await setWrite(fx, { restrict_answer: false });
      try {
        await answered(answerer, questionId, 'My second, different answer.');
        expect((await fields(questionId)).answer_count).toBe(2);
      } finally {
        await setWrite(fx, { restrict_answer: true });
      }
    });

    it('gives the first answer back for a double submit instead of posting twice', async () => {
      const questionId = await newQuestion();
      const body = { question_id: questionId, content: 'Clicked twice by accident.' };
      const [first, second] = await Promise.all([post(stranger, body), post(stranger, body)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data.info.id).toBe(first.body.data.info.id);
      const third = await post(stranger, body);
      expect(third.body.data.info.id).toBe(first.body.data.info.id);
      expect((await fields(questionId)).answer_count).toBe(1);
    });

    it("keeps a member's answer count when they answer several questions at once", async () => {
      const member = await addMember(fx, 1);
      const questions = await Promise.all(Array.from({ length: 6 }, () => newQuestion()));
      const responses = await Promise.all(questions.map((questionId) => post(member, { question_id: questionId, content: `Answered in parallel on ${questionId}.` })));
      expect(responses.map((response) => response.status)).toEqual(questions.map(() => 200));
      const row = await fx.db.selectFrom('user').select('answer_count').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(Number(row.answer_count)).toBe(questions.length);
    });

    it('lets the author, moderators and members with enough reputation edit, and nobody else', async () => {
      const questionId = await newQuestion();
      const answer = await answered(answerer, questionId);

      const byAuthor = await edit(answerer, { id: answer.id, question_id: questionId, content: 'Improved by the author.', edit_summary: 'clarify' });
      expect(byAuthor.status, JSON.stringify(byAuthor.body)).toBe(200);
      expect(byAuthor.body.data.info).toMatchObject({ content: 'Improved by the author.', html: expect.stringContaining('Improved by the author.') });

      const refused = await edit(stranger, { id: answer.id, content: 'A stranger rewrites it.' });
      expect([refused.status, refused.body.reason]).toEqual([403, 'error.answer.edit_needs_rank']);

      // 1000 reputation edits at once (100 suggests an edit for review: revisions-queue.test.ts)
      await setRank(fx, editor, 1000);
      const byEditor = await edit(editor, { id: answer.id, content: 'Improved by a trusted member.' });
      await setRank(fx, editor, 100);
      expect(byEditor.status).toBe(200);
      expect(byEditor.body.data).toMatchObject({ wait_for_review: false });
      expect(byEditor.body.data.info.update_user_info?.id).toBe(editor.id);
      expect((await edit(moderator, { id: answer.id, content: 'Improved by a moderator.' })).status).toBe(200);

      const short = await edit(answerer, { id: answer.id, content: 'tiny' });
      expect(short.status).toBe(400);
      expect(short.body.data.map((item) => item.error_field)).toEqual(['content']);

      const revisions = await rows().selectFrom('revision').select(['user_id', 'log']).where('object_id', '=', answer.id).where('object_type', '=', 2).execute();
      expect(revisions.map((row) => row.user_id).sort()).toEqual([answerer.id, answerer.id, editor.id, moderator.id].sort());
      expect(revisions.map((row) => row.log)).toContain('clarify');
      expect((await answerInfo(answer.id)).body.data.info.content).toBe('Improved by a moderator.');
    });

    it('deletes by author or moderator, hides deleted answers from others, and undeletes by staff only', async () => {
      const questionId = await newQuestion();
      const older = await answered(editor, questionId);
      const newer = await answered(answerer, questionId);
      expect(await fields(questionId)).toMatchObject({ answer_count: 2, last_answer_id: newer.id });

      expect((await remove(stranger, newer.id)).status).toBe(403);
      expect((await remove(answerer, newer.id)).status).toBe(200);
      expect(await fields(questionId)).toMatchObject({ answer_count: 1, last_answer_id: older.id });

      expect((await page(questionId)).body.data.list.map((item) => item.id)).toEqual([older.id]);
      expect((await page(questionId, undefined, stranger)).body.data.count).toBe(1);
      const own = (await page(questionId, undefined, answerer)).body.data.list.find((item) => item.id === newer.id);
      expect(own?.status).toBe(10);
      const staffView = (await page(questionId, undefined, moderator)).body.data;
      expect(staffView.count).toBe(2);
      expect(staffView.list.find((item) => item.id === newer.id)?.member_actions.map((item) => item.action)).toEqual(['report', 'edit', 'undelete']);
      expect((await answerInfo(newer.id, stranger)).status).toBe(404);
      expect((await answerInfo(newer.id, answerer)).status).toBe(200);

      expect((await recover(answerer, newer.id)).status).toBe(403);
      expect((await recover(moderator, newer.id)).status).toBe(200);
      expect(await fields(questionId)).toMatchObject({ answer_count: 2, last_answer_id: newer.id });

      expect((await remove(moderator, older.id)).status).toBe(200);
      expect(await fields(questionId)).toMatchObject({ answer_count: 1, last_answer_id: newer.id });
    });

    it('orders the page by acceptance and votes, by activity, or newest first', async () => {
      const questionId = await newQuestion();
      const first = await answered(answerer, questionId);
      const second = await answered(editor, questionId);
      const third = await answered(stranger, questionId);
      const times: [string, number, number][] = [
        [first.id, 1000, 5000],
        [second.id, 2000, 2000],
        [third.id, 3000, 3000],
      ];
      for (const [id, created, updated] of times) await rows().updateTable('answer').set({ created_at: created, updated_at: updated }).where('id', '=', id).execute();
      await rows().updateTable('answer').set({ vote_count: 4 }).where('id', '=', third.id).execute();

      const ids = async (order?: string) => (await page(questionId, order)).body.data.list.map((item) => item.id);
      expect(await ids()).toEqual([third.id, first.id, second.id]);
      expect(await ids('created')).toEqual([third.id, second.id, first.id]);
      expect(await ids('updated')).toEqual([first.id, third.id, second.id]);

      expect((await accept(admin, questionId, second.id)).status).toBe(200);
      expect(await ids('default')).toEqual([second.id, third.id, first.id]);

      const bad = await page(questionId, 'hot');
      expect(bad.status).toBe(400);
    });

    it('answers the info of an answer with its question and the caller’s actions', async () => {
      const questionId = await newQuestion(asker);
      const answer = await answered(answerer, questionId);
      const anonymous = await answerInfo(answer.id);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.data.question).toMatchObject({ id: questionId, title: expect.stringContaining('How do I configure') });
      expect(anonymous.body.data.info).toMatchObject({ id: answer.id, member_actions: [], accept_action: null });
      expect((await answerInfo(answer.id, answerer)).body.data.info.accept_action).toBeNull();
      expect((await answerInfo(answer.id, asker)).body.data.info.accept_action).toBe('accept');
      expect((await answerInfo('10020000000099999')).status).toBe(404);
    });

    it('accepts one answer at a time by the question’s author or staff, and takes it back', async () => {
      const questionId = await newQuestion(asker);
      const mine = await answered(answerer, questionId);
      const theirs = await answered(editor, questionId);

      expect((await accept(answerer, questionId, mine.id)).status).toBe(403);
      expect((await accept(stranger, questionId, mine.id)).status).toBe(403);

      expect((await accept(asker, questionId, mine.id)).status).toBe(200);
      expect(await fields(questionId)).toMatchObject({ accepted_answer_id: mine.id, answer_count: 2 });
      expect((await answerInfo(mine.id)).body.data.info.accepted).toBe(2);
      expect((await answerInfo(mine.id, asker)).body.data.info.accept_action).toBe('unaccept');

      expect((await accept(moderator, questionId, theirs.id)).status).toBe(200);
      const adopted = await rows().selectFrom('answer').select('id').where('question_id', '=', questionId).where('adopted', '=', 2).execute();
      expect(adopted.map((row) => row.id)).toEqual([theirs.id]);
      expect((await fields(questionId)).accepted_answer_id).toBe(theirs.id);

      // an accepted answer stays unless a moderator removes it
      const byAuthor = await remove(editor, theirs.id);
      expect([byAuthor.status, byAuthor.body.reason]).toEqual([403, 'error.answer.accepted_cannot_delete']);

      expect((await accept(asker, questionId, '0')).status).toBe(200);
      expect((await fields(questionId)).accepted_answer_id).toBe('0');

      expect((await accept(asker, questionId, theirs.id)).status).toBe(200);
      expect((await remove(moderator, theirs.id)).status).toBe(200);
      expect(await fields(questionId)).toEqual({ answer_count: 1, last_answer_id: mine.id, accepted_answer_id: '0' });
      const onDeleted = await accept(asker, questionId, theirs.id);
      expect(onDeleted.status).toBe(404);
    });
  });
}
