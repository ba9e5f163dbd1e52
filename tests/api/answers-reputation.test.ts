/**
 * Answers on each database, beyond the basics of answers-api.test.ts: the reputation accepting
 * moves (15 and 2, none for one's own answer, moved and taken back), the timeline entries of
 * answering, deleting and undeleting, the answer asked together with its question, short ids,
 * and the one-answer rule holding when a member posts several answers at the same instant.
 */
import type { Kysely } from 'kysely';
import { shortId } from '@answer/sdk/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, askBody, asked, info, insertTag, setRank, setWrite, type FieldErrors, type Member, type Tables } from './questions-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import { API_DATABASES } from './harness';

interface MoreTables {
  answer: { id: string; question_id: string; user_id: string; status: number; revision_id: string };
  activity: { id: number | string; user_id: string; object_id: string; activity_type: number; rank: number; cancelled: number };
}

/** Activity type ids (Answer's config rows). */
const ACT = { accepted: 1, accept: 5, deleted: 16, questionAnswered: 90, questionAccept: 92, answered: 97, undeleted: 101 } as const;

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`answer reputation and history on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<Tables & MoreTables>;
    let asker: Member;
    let first: Member;
    let second: Member;
    let moderator: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      asker = await addMember(fx, 1);
      first = await addMember(fx, 1);
      second = await addMember(fx, 1);
      moderator = await addMember(fx, 1, 3);
    });

    const newQuestion = async (by: Member = asker) => (await asked(fx, by, `Why does the backup job number ${(titles += 1)} stop?`)).id;
    const answered = async (member: Member, questionId: string, content = `Check the disk space first, says ${member.id}.`) => {
      const response = await fx.host.api<Envelope<{ info: AnswerInfo }>>('POST', `${API}/answer`, { token: member.token, body: { question_id: questionId, content } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info;
    };
    const accept = (member: Member, questionId: string, answerId: string) =>
      fx.host.api<Envelope<null>>('POST', `${API}/answer/acceptance`, { token: member.token, body: { question_id: questionId, answer_id: answerId } });
    const ranks = async (...members: Member[]) => {
      const found = await fx.db.selectFrom('user').select(['id', 'rank']).where('id', 'in', members.map((member) => member.id)).execute();
      return members.map((member) => Number(found.find((row) => String(row.id) === member.id)?.rank));
    };
    const resetRanks = async () => {
      for (const member of [asker, first, second]) await setRank(fx, member, 1);
    };
    const activities = (objectId: string, type: number) => rows().selectFrom('activity').selectAll().where('object_id', '=', objectId).where('activity_type', '=', type).orderBy('id').execute();

    it('gives 15 to the accepted answer’s author and 2 to the question’s, moves them, and takes them back', async () => {
      await resetRanks();
      const questionId = await newQuestion();
      const a = await answered(first, questionId);
      const b = await answered(second, questionId);

      expect((await accept(asker, questionId, a.id)).status).toBe(200);
      expect(await ranks(asker, first, second)).toEqual([3, 16, 1]);
      expect((await activities(questionId, ACT.questionAccept)).map((row) => row.user_id)).toEqual([asker.id]);
      // accepting the accepted answer again changes nothing
      expect((await accept(asker, questionId, a.id)).status).toBe(200);
      expect(await ranks(asker, first, second)).toEqual([3, 16, 1]);

      expect((await accept(asker, questionId, b.id)).status).toBe(200);
      expect(await ranks(asker, first, second)).toEqual([3, 1, 16]);
      expect((await activities(a.id, ACT.accepted)).map((row) => Number(row.cancelled))).toEqual([1]);

      expect((await accept(asker, questionId, '')).status).toBe(200);
      expect(await ranks(asker, first, second)).toEqual([1, 1, 1]);
      expect((await info(fx, questionId, asker.token)).body.data.accepted_answer_id).toBe('0');
    });

    it('gives nothing for accepting one’s own answer', async () => {
      await resetRanks();
      const questionId = await newQuestion();
      const own = await answered(asker, questionId);
      expect((await accept(asker, questionId, own.id)).status).toBe(200);
      expect(await ranks(asker)).toEqual([1]);
      expect((await activities(own.id, ACT.accepted)).map((row) => Number(row.rank))).toEqual([0]);
    });

    it('takes the reputation back when a moderator deletes the accepted answer, and records the timeline', async () => {
      await resetRanks();
      const questionId = await newQuestion();
      const answer = await answered(first, questionId);
      expect((await activities(answer.id, ACT.answered)).map((row) => row.user_id)).toEqual([first.id]);
      expect((await activities(questionId, ACT.questionAnswered)).map((row) => row.user_id)).toEqual([first.id]);
      await accept(asker, questionId, answer.id);
      expect(await ranks(asker, first)).toEqual([3, 16]);

      expect((await fx.host.api('DELETE', `${API}/answer`, { token: moderator.token, body: { id: answer.id } })).status).toBe(200);
      expect(await ranks(asker, first)).toEqual([1, 1]);
      expect((await activities(answer.id, ACT.deleted)).map((row) => [row.user_id, Number(row.rank)])).toEqual([[moderator.id, 0]]);
      expect((await fx.host.api('POST', `${API}/answer/recover`, { token: moderator.token, body: { answer_id: answer.id } })).status).toBe(200);
      expect((await activities(answer.id, ACT.undeleted)).map((row) => row.user_id)).toEqual([moderator.id]);
    });

    it('adds the answer asked together with its question as POST /answer does', async () => {
      const response = await fx.host.api<Envelope<{ id: string; answer_count: number } & FieldErrors>>('POST', `${API}/question/answer`, {
        token: asker.token,
        body: { ...askBody(`How do I rotate the logs number ${(titles += 1)}?`), answer_content: 'Use logrotate with a daily rule.' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const questionId = response.body.data.id;
      const stored = await rows().selectFrom('answer').selectAll().where('question_id', '=', questionId).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ user_id: asker.id, status: 1 });
      expect(stored[0].revision_id).not.toBe('0');
      expect((await info(fx, questionId, asker.token)).body.data).toMatchObject({ answer_count: 1, last_answer_id: stored[0].id });
      expect((await activities(stored[0].id, ACT.answered)).map((row) => row.user_id)).toEqual([asker.id]);
    });

    it('takes short ids for questions and answers', async () => {
      const questionId = await newQuestion();
      const answer = await answered(first, shortId(questionId));
      expect(answer.question_id).toBe(questionId);
      const read = await fx.host.api<Envelope<{ info: AnswerInfo }>>('GET', `${API}/answer/info?id=${shortId(answer.id)}`, { token: first.token });
      expect(read.body.data.info.id).toBe(answer.id);
      const edited = await fx.host.api<Envelope<{ info: AnswerInfo }>>('PUT', `${API}/answer`, {
        token: first.token,
        body: { id: shortId(answer.id), question_id: shortId(questionId), content: 'Check the disk space, then the quota.' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect((await accept(asker, shortId(questionId), shortId(answer.id))).status).toBe(200);
      expect((await info(fx, questionId, asker.token)).body.data.accepted_answer_id).toBe(answer.id);
      const page = await fx.host.api<Envelope<{ count: number }>>('GET', `${API}/answer/page?question_id=${shortId(questionId)}`);
      expect(page.body.data.count).toBe(1);
    });

    it('answers the answer actions of GET /permission by reputation and role', async () => {
      await setRank(fx, first, 150);
      type Permissions = Record<string, { has_permission: boolean; no_permission_tip: string }>;
      const ask = (member: Member) =>
        fx.host.api<Envelope<Permissions>>('GET', `${API}/permission?action=answer.add,answer.edit,answer.edit_without_review,answer.accept,answer.audit`, { token: member.token });
      const mine = (await ask(first)).body.data;
      expect(mine['answer.add']).toEqual({ has_permission: true, no_permission_tip: '' });
      expect(mine['answer.edit'].has_permission).toBe(true);
      expect(mine['answer.edit_without_review']).toEqual({ has_permission: false, no_permission_tip: 'You need at least 1000 reputation to do this.' });
      expect(mine['answer.accept']).toEqual({ has_permission: false, no_permission_tip: 'Only moderators can do this.' });
      expect(mine['answer.audit'].has_permission).toBe(false);
      const staff = (await ask(moderator)).body.data;
      expect(Object.values(staff).every((item) => item.has_permission)).toBe(true);
      await setRank(fx, first, 1);
    });

    it('stores one of five different answers a member posts at the same instant', async () => {
      await setWrite(fx, { restrict_answer: true });
      const questionId = await newQuestion();
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => fx.host.api<Envelope<FieldErrors>>('POST', `${API}/answer`, { token: second.token, body: { question_id: questionId, content: `Different answer number ${n} to it.` } })),
      );
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      for (const refused of results.filter((result) => result.status !== 200)) {
        expect([refused.status, refused.body.data]).toEqual([400, [{ error_field: 'content', error_msg: 'You have already answered this question; edit your answer instead.' }]]);
      }
      const stored = await rows().selectFrom('answer').select('id').where('question_id', '=', questionId).where('user_id', '=', second.id).execute();
      expect(stored).toHaveLength(1);
      expect((await info(fx, questionId, asker.token)).body.data.answer_count).toBe(1);

      // deleting it lets the member answer again at once
      expect((await fx.host.api('DELETE', `${API}/answer`, { token: second.token, body: { id: stored[0].id } })).status).toBe(200);
      await answered(second, questionId, 'A second try at answering it.');
    });
  });
}
