/**
 * Suggested edits on each database: members with the edit reputation but not the
 * edit-without-review one queue their edits of questions and answers, one waiting per post; the
 * edit check, the reviewers' queue and its count; approving (post changed, +2 to the suggester) and
 * rejecting; who edits directly; the history of answers; rolling back.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, tagItems, type FieldErrors, type Member, type Tables } from './questions-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import type { RevisionResp } from '../../plugins/questions/server/revisions';
import type { UnreviewedItem } from '../../plugins/questions/server/review-queue';
import { API_DATABASES } from './harness';

interface RevisionTables {
  answer: { id: string; original_text: string; parsed_text: string; last_edit_user_id: string; revision_id: string };
  activity: { user_id: string; object_id: string; activity_type: number; revision_id: string; comment: string; cancelled: number };
}

type EditResult = { wait_for_review: boolean; url_title?: string; info?: AnswerInfo } & FieldErrors;

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`suggested edits on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<Tables & RevisionTables>;
    let admin: Member;
    let author: Member;
    let suggester: Member;
    let other: Member;
    let newcomer: Member;
    let trusted: Member;
    let reviewer: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      await insertTag(fx, 2, 'mail');
      admin = { id: '1', token: fx.site.adminToken };
      author = await addMember(fx, 1);
      suggester = await addMember(fx, 200);
      other = await addMember(fx, 500);
      newcomer = await addMember(fx, 50);
      trusted = await addMember(fx, 1000);
      reviewer = await addMember(fx, 1500);
    });

    const newQuestion = async () => asked(fx, author, `How do I set up the mail relay number ${(titles += 1)}?`, ['support'], 'The first body of the question.');
    const editQuestion = (member: Member, id: string, title: string, patch: Record<string, unknown> = {}) =>
      fx.host.api<Envelope<EditResult>>('PUT', `${API}/question`, { token: member.token, body: { id, title, content: 'A clearer body of the question.', tags: tagItems('support', 'mail'), ...patch } });
    const postAnswer = async (member: Member, questionId: string) => {
      const response = await fx.host.api<Envelope<{ info: AnswerInfo }>>('POST', `${API}/answer`, { token: member.token, body: { question_id: questionId, content: 'Restart the relay after saving.' } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info;
    };
    const editAnswer = (member: Member, id: string, content: string) => fx.host.api<Envelope<EditResult>>('PUT', `${API}/answer`, { token: member.token, body: { id, content, edit_summary: 'more detail' } });
    const check = (member: Member, id: string) => fx.host.api<Envelope<{ wait_for_review: boolean; err_type?: string }>>('GET', `${API}/revisions/edit/check?id=${id}`, { token: member.token });
    const queue = (member: Member, page = 1) => fx.host.api<Envelope<{ count: number; list: UnreviewedItem[] }>>('GET', `${API}/revisions/unreviewed?page=${page}`, { token: member.token });
    const audit = (member: Member, id: string, operation: string) => fx.host.api<Envelope<null>>('PUT', `${API}/revisions/audit`, { token: member.token, body: { id, operation } });
    const rollback = (member: Member, revisionId: string) => fx.host.api<Envelope<{ err_type?: string }>>('PUT', `${API}/revisions/rollback`, { token: member.token, body: { revision_id: revisionId } });
    const history = async (id: string) => (await fx.host.api<Envelope<RevisionResp[]>>('GET', `${API}/revisions?object_id=${id}`, { token: admin.token })).body.data;
    const questionRow = (id: string) => fx.db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const answerRow = (id: string) => rows().selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rankOf = async (member: Member) => Number((await fx.db.selectFrom('user').select('rank').where('id', '=', member.id).executeTakeFirstOrThrow()).rank);
    const pending = (objectId: string) => fx.db.selectFrom('revision').selectAll().where('object_id', '=', objectId).where('status', '=', 1).execute();
    const pendingIdOf = async (objectId: string) => String((await pending(objectId))[0].id);

    it('queues an edit of a question by a member without the edit-without-review reputation and leaves the question alone', async () => {
      const question = await newQuestion();
      const response = await editQuestion(suggester, question.id, 'A suggested better title for it', { edit_summary: 'clearer title' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({ wait_for_review: true, url_title: question.url_title });
      const row = await questionRow(question.id);
      expect([row.title, row.original_text, row.last_edit_user_id]).toEqual([question.title, 'The first body of the question.', '0']);
      const waiting = await pending(question.id);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ user_id: suggester.id, log: 'clearer title', object_type: 1 });
      expect(JSON.parse(waiting[0].content)).toMatchObject({ title: 'A suggested better title for it', tags: [{ slug_name: 'support' }, { slug_name: 'mail' }] });
      // the public history shows only what the post has been
      expect((await history(question.id)).map((item) => item.status)).toEqual([0]);
    });

    it('refuses a second suggestion while one waits, and tells the edit pages so', async () => {
      const question = await newQuestion();
      expect((await check(suggester, question.id)).body.data).toEqual({ wait_for_review: true });
      expect((await check(author, question.id)).body.data).toEqual({ wait_for_review: false });
      const short = await check(newcomer, question.id);
      expect([short.status, short.body.msg]).toEqual([403, "Editing other people's posts needs 100 reputation."]);

      expect((await editQuestion(suggester, question.id, 'The first suggestion of a title')).body.data.wait_for_review).toBe(true);
      const second = await editQuestion(other, question.id, 'The second suggestion of a title');
      expect([second.status, second.body.reason, second.body.data]).toEqual([400, 'error.revision.review_underway', { err_type: 'toast' }]);
      expect(second.body.msg).toBe('An edit of this post is already waiting for review. Try again once it has been reviewed.');
      const busy = await check(author, question.id);
      expect([busy.status, busy.body.data]).toEqual([400, { err_type: 'toast' }]);
      // the author too waits for the review rather than overwrite what the reviewer sees
      expect((await editQuestion(author, question.id, 'The author edits in the meantime')).status).toBe(400);
      expect(await pending(question.id)).toHaveLength(1);
    });

    it('lets one of two simultaneous suggestions through', async () => {
      const question = await newQuestion();
      const results = await Promise.all([editQuestion(suggester, question.id, 'One of two suggestions at once'), editQuestion(other, question.id, 'The other of two suggestions')]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
      expect(await pending(question.id)).toHaveLength(1);
    });

    it('edits directly for the author, staff and members with 1000 reputation', async () => {
      const question = await newQuestion();
      for (const [member, title] of [
        [author, 'Edited by the author directly'],
        [trusted, 'Edited by a member with 1000 reputation'],
        [admin, 'Edited by the admin of the site'],
      ] as const) {
        const response = await editQuestion(member, question.id, title);
        expect(response.body.data, title).toMatchObject({ wait_for_review: false });
        expect((await questionRow(question.id)).title).toBe(title);
      }
      expect(await pending(question.id)).toHaveLength(0);
      const edited = await rows().selectFrom('activity').selectAll().where('object_id', '=', question.id).where('activity_type', '=', 93).execute();
      expect(edited.map((row) => row.user_id).sort()).toEqual([author.id, trusted.id, admin.id].sort());
      expect(edited.every((row) => row.revision_id !== '0')).toBe(true);
    });

    it('queues an answer edit the same way and keeps the answer as it is', async () => {
      const question = await newQuestion();
      const answer = await postAnswer(other, question.id);
      const response = await editAnswer(suggester, answer.id, 'Restart the relay, then flush the queue.');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toMatchObject({ wait_for_review: true, info: { content: 'Restart the relay after saving.' } });
      expect((await answerRow(answer.id)).original_text).toBe('Restart the relay after saving.');
      expect(await pending(answer.id)).toHaveLength(1);
      expect((await editAnswer(trusted, answer.id, 'A direct edit while one waits.')).body.reason).toBe('error.revision.review_underway');
      expect((await check(other, answer.id)).status).toBe(400);
    });

    it('shows the queue to reviewers only, one suggestion a page, with its count', async () => {
      const question = await newQuestion();
      expect((await editQuestion(suggester, question.id, 'A title waiting in the queue')).body.data.wait_for_review).toBe(true);
      expect((await queue(suggester)).body.data).toEqual({ count: 0, list: [] });
      const first = (await queue(reviewer)).body.data;
      expect(first.count).toBeGreaterThanOrEqual(1);
      expect(first.list).toHaveLength(1);
      let found: UnreviewedItem | undefined;
      for (let page = 1; page <= first.count && !found; page += 1) found = (await queue(admin, page)).body.data.list.find((item) => item.info.object_id === question.id);
      expect(found).toMatchObject({
        type: 'question',
        info: { object_id: question.id, question_id: question.id, object_type: 'question', title: question.title, object_creator_user_id: author.id, content: 'The first body of the question.' },
        unreviewed_info: { use_id: suggester.id, object_id: question.id, title: 'A title waiting in the queue', status: 1, user_info: { id: suggester.id } },
      });
      const types = await fx.host.api<Envelope<{ name: string; label: string; todo_amount: number }[]>>('GET', `${API}/reviewing/type`, { token: admin.token });
      // flagged and queued posts come first for staff (other plugins' queues)
      expect(types.body.data.find((type) => type.name === 'suggested_post_edit')).toEqual({ name: 'suggested_post_edit', label: 'Suggested edits', todo_amount: first.count });
      // a member who may review nothing is offered no queue
      const none = await fx.host.api<Envelope<{ todo_amount: number }[]>>('GET', `${API}/reviewing/type`, { token: suggester.token });
      expect(none.body.data).toEqual([]);
    });

    it('applies an approved question edit, credits the suggester, and approves only once', async () => {
      const question = await newQuestion();
      await editQuestion(suggester, question.id, 'An approved suggestion of a title', { edit_summary: 'clearer' });
      const revisionId = await pendingIdOf(question.id);
      const before = await rankOf(suggester);
      expect((await audit(suggester, revisionId, 'approve')).status).toBe(403);
      const approved = await Promise.all([audit(reviewer, revisionId, 'approve'), audit(admin, revisionId, 'approve')]);
      expect(approved.map((response) => response.status)).toEqual([200, 200]);

      const row = await questionRow(question.id);
      expect(row).toMatchObject({ title: 'An approved suggestion of a title', original_text: 'A clearer body of the question.', last_edit_user_id: suggester.id, revision_id: revisionId });
      expect(row.parsed_text).toContain('A clearer body of the question.');
      const tags = await fx.db.selectFrom('tag_rel').innerJoin('tag', 'tag.id', 'tag_rel.tag_id').select('tag.slug_name').where('tag_rel.object_id', '=', question.id).where('tag_rel.status', '=', 1).execute();
      expect(tags.map((tag) => tag.slug_name).sort()).toEqual(['mail', 'support']);
      expect(await rankOf(suggester)).toBe(before + 2);
      const list = await history(question.id);
      expect(list.map((item) => [item.status, item.user_info?.id])).toEqual([
        [2, suggester.id],
        [0, author.id],
      ]);
      const edited = await rows().selectFrom('activity').selectAll().where('object_id', '=', question.id).where('activity_type', '=', 93).execute();
      expect(edited).toMatchObject([{ user_id: suggester.id, revision_id: revisionId, comment: 'clearer' }]);
    });

    it('applies an approved answer edit and rejects another, leaving the answer as it was', async () => {
      const question = await newQuestion();
      const answer = await postAnswer(other, question.id);
      await editAnswer(suggester, answer.id, 'Restart the relay, then flush the queue.');
      const before = await rankOf(suggester);
      expect((await audit(reviewer, await pendingIdOf(answer.id), 'approve')).status).toBe(200);
      expect(await answerRow(answer.id)).toMatchObject({ original_text: 'Restart the relay, then flush the queue.', last_edit_user_id: suggester.id });
      expect(await rankOf(suggester)).toBe(before + 2);

      await editAnswer(suggester, answer.id, 'A rewrite the reviewer turns down.');
      const rejectedId = await pendingIdOf(answer.id);
      expect((await audit(reviewer, rejectedId, 'reject')).status).toBe(200);
      expect((await answerRow(answer.id)).original_text).toBe('Restart the relay, then flush the queue.');
      expect(await rankOf(suggester)).toBe(before + 2);
      expect((await fx.db.selectFrom('revision').select('status').where('id', '=', rejectedId).executeTakeFirstOrThrow()).status).toBe(3);
      // the answer's history: its first state and the approved edit, newest first
      const list = await history(answer.id);
      expect(list.map((item) => [item.status, item.content.content])).toEqual([
        [2, 'Restart the relay, then flush the queue.'],
        [0, 'Restart the relay after saving.'],
      ]);
      // after a review the next suggestion may come
      expect((await editAnswer(suggester, answer.id, 'Yet another idea for the answer.')).body.data.wait_for_review).toBe(true);
      const bad = await audit(reviewer, await pendingIdOf(answer.id), 'publish');
      expect(bad.status).toBe(400);
    });

    it('rolls a question back for those who edit directly, never to its current revision', async () => {
      const question = await newQuestion();
      await editQuestion(author, question.id, 'A second title of the question', { tags: tagItems('mail') });
      const [current, first] = await history(question.id);
      const toCurrent = await rollback(author, current.id);
      expect([toCurrent.status, toCurrent.body.reason]).toEqual([400, 'error.revision.rollback_current']);
      expect((await rollback(suggester, first.id)).status).toBe(403);
      expect((await rollback(author, '999999999')).status).toBe(404);

      expect((await rollback(author, first.id)).status).toBe(200);
      const row = await questionRow(question.id);
      expect([row.title, row.original_text]).toEqual([question.title, 'The first body of the question.']);
      const tags = await fx.db.selectFrom('tag_rel').innerJoin('tag', 'tag.id', 'tag_rel.tag_id').select('tag.slug_name').where('tag_rel.object_id', '=', question.id).where('tag_rel.status', '=', 1).execute();
      expect(tags.map((tag) => tag.slug_name)).toEqual(['support']);
      const [latest] = await history(question.id);
      expect(latest).toMatchObject({ reason: 'Rollback to revision 1', user_info: { id: author.id } });
      expect(row.revision_id).toBe(latest.id);
      const logged = await rows().selectFrom('activity').selectAll().where('object_id', '=', question.id).where('activity_type', '=', 94).execute();
      expect(logged).toMatchObject([{ user_id: author.id, revision_id: latest.id, comment: 'Rollback to revision 1' }]);
      // a member with 1000 reputation rolls back too
      expect((await rollback(trusted, current.id)).status).toBe(200);
      expect((await questionRow(question.id)).title).toBe('A second title of the question');
    });

    it('rolls an answer back and records it on the answer', async () => {
      const question = await newQuestion();
      const answer = await postAnswer(other, question.id);
      await editAnswer(other, answer.id, 'Restart the relay twice, it helps.');
      const [, first] = await history(answer.id);
      const zh = await fx.host.api<Envelope<null>>('PUT', `${API}/revisions/rollback`, { token: other.token, body: { revision_id: first.id }, headers: { 'Accept-Language': 'zh_CN' } });
      expect(zh.status).toBe(200);
      expect((await answerRow(answer.id)).original_text).toBe('Restart the relay after saving.');
      const [latest] = await history(answer.id);
      expect(latest).toMatchObject({ reason: '回滚到版本 1', content: { content: 'Restart the relay after saving.' } });
      const logged = await rows().selectFrom('activity').selectAll().where('object_id', '=', answer.id).where('activity_type', '=', 100).execute();
      expect(logged.map((row) => row.user_id)).toEqual([other.id]);
    });
  });
}
