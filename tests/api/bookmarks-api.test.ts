/**
 * Bookmarks on each database: questions and answers (counts, `collected` on the question page and
 * the answer list, repeats and double clicks counting once, removing), the member's bookmark list
 * newest first with pages (withholding what the member may no longer see), and the refusals
 * (deleted, pending and unknown posts, tags, foreign lists, guests).
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, info, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import { deleteQuestion, hiddenThread, HIDINGS, makePending } from './hidden-posts-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import type { BookmarkPage } from '../../plugins/bookmarks/server/personal-page';
import { API_DATABASES } from './harness';

interface BookmarkTables {
  collection: { id: string; user_id: string; object_id: string; object_type: string; user_collection_group_id: string };
  collection_group: { id: number | string; user_id: string; name: string; default_group: number };
  question: { id: string; collection_count: number };
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`bookmarks on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<BookmarkTables>;
    let admin: Member;
    let reader: Member;
    let other: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      admin = { id: '1', token: fx.site.adminToken };
      reader = await addMember(fx, 1);
      other = await addMember(fx, 1);
    });

    const newQuestion = async (title = `How do I bookmark thing number ${(titles += 1)}?`) => (await asked(fx, admin, title)).id;
    const newAnswer = async (questionId: string) => {
      const response = await fx.host.api<Envelope<{ info: AnswerInfo }>>('POST', `${API}/answer`, { token: other.token, body: { question_id: questionId, content: 'An answer worth keeping around.' } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info.id;
    };
    const bookmark = (member: Member | null, objectId: string, on = true, groupId = '0') =>
      fx.host.api<Envelope<{ object_collection_count: number } & FieldErrors>>('POST', `${API}/collection/switch`, { token: member?.token, body: { object_id: objectId, group_id: groupId, bookmark: on } });
    const switched = async (member: Member, objectId: string, on = true) => {
      const response = await bookmark(member, objectId, on);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.object_collection_count;
    };
    const personal = (member: Member | null, query = '') => fx.host.api<Envelope<BookmarkPage>>('GET', `${API}/personal/collection/page${query}`, { token: member?.token });
    const bookmarkRows = (objectId: string) => rows().selectFrom('collection').select(['user_id', 'object_type']).where('object_id', '=', objectId).execute();

    it("marks a tag the admin recommends in the member's list, as the question lists do", async () => {
      const member = await addMember(fx, 1);
      const questionId = await newQuestion('Which tags does a bookmarked question show?');
      await switched(member, questionId);
      const write = (recommend: string[]) =>
        fx.host.api('PUT', '/answer/admin/api/siteinfo/write', { token: admin.token, body: { recommend_tags: recommend.map((slug) => ({ slug_name: slug })) } });
      expect((await write(['support'])).status).toBe(200);
      try {
        const listed = await personal(member);
        expect(listed.body.data.list[0].tags).toEqual([{ slug_name: 'support', display_name: 'support', main_tag_slug_name: '', recommend: true, reserved: false }]);
      } finally {
        expect((await write([])).status).toBe(200);
      }
      expect((await personal(member)).body.data.list[0].tags).toMatchObject([{ slug_name: 'support', recommend: false }]);
    });

    it('bookmarks a question once, counts it and marks it for the member only', async () => {
      const questionId = await newQuestion();
      expect(await switched(reader, questionId)).toBe(1);
      expect(await switched(reader, questionId)).toBe(1);
      expect(await switched(other, questionId)).toBe(2);
      const mine = (await info(fx, questionId, reader.token)).body.data;
      expect([mine.collection_count, mine.collected]).toEqual([2, true]);
      expect((await info(fx, questionId, admin.token)).body.data.collected).toBe(false);

      expect(await switched(reader, questionId, false)).toBe(1);
      expect(await switched(reader, questionId, false)).toBe(1);
      const after = (await info(fx, questionId, reader.token)).body.data;
      expect([after.collection_count, after.collected]).toEqual([1, false]);
      expect(await bookmarkRows(questionId)).toEqual([{ user_id: other.id, object_type: 'question' }]);
    });

    it('puts bookmarks in one default list per member, made on first use', async () => {
      const first = await newQuestion();
      const second = await newQuestion();
      await Promise.all([bookmark(reader, first), bookmark(reader, second)]);
      const groups = await rows().selectFrom('collection_group').selectAll().where('user_id', '=', reader.id).execute();
      expect(groups.map((group) => [group.name, Number(group.default_group)])).toEqual([['default', 1]]);
      const saved = await rows().selectFrom('collection').select(['id', 'user_collection_group_id']).where('user_id', '=', reader.id).where('object_id', 'in', [first, second]).execute();
      expect(saved.map((row) => row.user_collection_group_id)).toEqual([String(groups[0].id), String(groups[0].id)]);
      for (const row of saved) expect(row.id).toMatch(/^10060\d{12}$/);
    });

    it('counts a double click once', async () => {
      const questionId = await newQuestion();
      const results = await Promise.all([bookmark(reader, questionId), bookmark(reader, questionId), bookmark(reader, questionId)]);
      expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
      expect(await bookmarkRows(questionId)).toHaveLength(1);
      expect((await info(fx, questionId)).body.data.collection_count).toBe(1);
    });

    it('bookmarks answers, counted from the bookmarks and marked in the answer list', async () => {
      const questionId = await newQuestion();
      const answerId = await newAnswer(questionId);
      expect(await switched(reader, answerId)).toBe(1);
      expect(await switched(admin, answerId)).toBe(2);
      const page = (member: Member) => fx.host.api<Envelope<{ list: AnswerInfo[] }>>('GET', `${API}/answer/page?question_id=${questionId}`, { token: member.token });
      expect((await page(reader)).body.data.list.map((answer) => answer.collected)).toEqual([true]);
      expect((await page(other)).body.data.list.map((answer) => answer.collected)).toEqual([false]);
      expect(await switched(admin, answerId, false)).toBe(1);
      // the question itself is not bookmarked by bookmarking its answer
      expect((await info(fx, questionId, reader.token)).body.data.collected).toBe(false);
    });

    it("lists the member's bookmarks newest first, answers under their question, page by page", async () => {
      const member = await addMember(fx, 1);
      const older = await newQuestion('Which bookmark came first of all?');
      const newer = await newQuestion('Which bookmark came second of all?');
      const answerId = await newAnswer(newer);
      await switched(member, older);
      await switched(member, answerId);

      const all = await personal(member);
      expect(all.status).toBe(200);
      expect(all.body.data.count).toBe(2);
      expect(all.body.data.list.map((item) => [item.id, item.answer_id])).toEqual([
        [newer, answerId],
        [older, ''],
      ]);
      expect(all.body.data.list[1]).toMatchObject({ title: 'Which bookmark came first of all?', url_title: 'which-bookmark-came-first-of-all', tags: [{ slug_name: 'support' }], user_info: { id: '1' } });

      const second = await personal(member, '?page=2&page_size=1');
      expect(second.body.data.count).toBe(2);
      expect(second.body.data.list.map((item) => item.id)).toEqual([older]);

      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id: older } })).status).toBe(200);
      expect((await personal(member)).body.data.list[1].title).toBe('Deleted question');

      expect((await personal(member, '?page_size=1000')).status).toBe(400);
      expect((await personal(null)).status).toBe(401);
    });

    it('answers bookmarks of the posts of a pending or deleted question as of missing posts, but to its asker and staff', async () => {
      for (const hide of HIDINGS) {
        const { asker, answerer, posts } = await hiddenThread(fx, hide);
        for (const member of [reader, answerer]) {
          for (const objectId of [posts.questionId, posts.answerId]) {
            for (const on of [true, false]) {
              const response = await bookmark(member, objectId, on);
              expect([response.status, response.body.reason], `${hide}: ${objectId} as ${member.id}`).toEqual([404, 'error.collection.object_not_found']);
            }
          }
        }
        expect([...(await bookmarkRows(posts.questionId)), ...(await bookmarkRows(posts.answerId))]).toEqual([]);
        // the asker and staff may still keep a question waiting for review
        if (hide === 'pending') for (const member of [asker, admin]) expect(await switched(member, posts.questionId)).toBeGreaterThan(0);
      }
    });

    it("shows nothing of another member's pending question, nor the title of a deleted one, in the bookmark list", async () => {
      const member = await addMember(fx, 1);
      const asker = await addMember(fx, 1);
      const pending = await asked(fx, asker, 'Which fuse does the old amplifier take?');
      const answerId = await newAnswer(pending.id);
      const deleted = await newQuestion('Why does the kettle switch itself off early?');
      for (const id of [pending.id, answerId, deleted]) await switched(member, id);
      await switched(asker, pending.id);
      await makePending(fx, pending.id);
      // the asker edits it while it waits for review
      const edited = await fx.host.api('PUT', `${API}/question`, {
        token: asker.token,
        body: { id: pending.id, title: 'Which fuse does the old valve amplifier take?', content: 'The label inside is unreadable now.', tags: [{ slug_name: 'support' }] },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      await deleteQuestion(fx, deleted);

      const list = await personal(member);
      expect(list.status).toBe(200);
      expect(list.body.data.count).toBe(3);
      expect(list.body.data.list.map((item) => [item.id, item.answer_id, item.title, item.url_title, item.tags])).toEqual([
        [deleted, '', 'Deleted question', 'deleted-question', []],
        // the waiting question and its answer are unknown to the member: not even their ids
        ['', '', 'Question waiting for review', 'question-waiting-for-review', []],
        ['', '', 'Question waiting for review', 'question-waiting-for-review', []],
      ]);
      const text = JSON.stringify(list.body);
      for (const word of ['fuse', 'amplifier', 'kettle', pending.id, answerId]) expect(text).not.toContain(word);
      const chinese = await fx.host.api<Envelope<BookmarkPage>>('GET', `${API}/personal/collection/page`, { token: member.token, lang: 'zh_CN' });
      expect(chinese.body.data.list.map((item) => item.title)).toEqual(['已删除的问题', '等待审核的问题', '等待审核的问题']);

      // its asker sees it as it now is
      const own = await personal(asker);
      expect(own.body.data.list.map((item) => [item.title, item.url_title])).toEqual([['Which fuse does the old valve amplifier take?', 'which-fuse-does-the-old-valve-amplifier-take']]);
    });

    it('refuses deleted and unknown posts, tags, foreign lists and guests without writing anything', async () => {
      const deleted = await newQuestion();
      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id: deleted } })).status).toBe(200);
      const onDeleted = await bookmark(reader, deleted);
      expect([onDeleted.status, onDeleted.body.reason]).toEqual([404, 'error.collection.object_not_found']);
      expect((await bookmark(reader, '10020000000099999')).status).toBe(404);

      const tag = await bookmark(reader, '10030000000000001');
      expect(tag.status).toBe(400);
      expect(tag.body.data.map((item) => item.error_field)).toEqual(['object_id']);

      const open = await newQuestion();
      const foreign = await bookmark(reader, open, true, '999999');
      expect(foreign.status).toBe(400);
      expect(foreign.body.data.map((item) => item.error_field)).toEqual(['group_id']);
      expect((await bookmark(null, open)).status).toBe(401);
      const missing = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/collection/switch`, { token: reader.token, body: { object_id: open } });
      expect(missing.status).toBe(400);
      expect(await bookmarkRows(open)).toEqual([]);
      expect(await bookmarkRows(deleted)).toEqual([]);
      expect((await info(fx, open)).body.data.collection_count).toBe(0);
    });
  });
}
