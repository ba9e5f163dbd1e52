/**
 * Following on each database: questions (the asker follows, counts and `is_followed` on the
 * question page, repeats and races counting once, unfollowing), tags (one by one and the whole
 * list at once, the list of followed tags), members, short ids, and the refusals (unknown, deleted
 * or pending objects, answers, oneself, guests).
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortId } from '@answer/sdk/server';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, info, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import { hiddenThread, HIDINGS } from './hidden-posts-support';
import type { FollowState as FollowResp } from '../../plugins/follows/server/follow-write';
import type { FollowingTag } from '../../plugins/follows/server/tag-follows';
import { API_DATABASES } from './harness';

interface FollowTables {
  follow: { user_id: string; object_id: string; object_type: string };
  question: { id: string; follow_count: number; status: number };
  tag: { id: string; follow_count: number };
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`follows on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<FollowTables>;
    let admin: Member;
    let reader: Member;
    let other: Member;
    let tags: Record<'support' | 'python' | 'rust', string>;

    beforeAll(async () => {
      tags = { support: await insertTag(fx, 1, 'support'), python: await insertTag(fx, 2, 'python'), rust: await insertTag(fx, 3, 'rust') };
      admin = { id: '1', token: fx.site.adminToken };
      reader = await addMember(fx, 1);
      other = await addMember(fx, 1);
    });

    const newQuestion = async () => (await asked(fx, admin, `How do I follow thing number ${(titles += 1)}?`)).id;
    const follow = (member: Member | null, objectId: string, isCancel = false) =>
      fx.host.api<Envelope<FollowResp & FieldErrors>>('POST', `${API}/follow`, { token: member?.token, body: { object_id: objectId, is_cancel: isCancel } });
    const followed = async (member: Member, objectId: string, isCancel = false) => {
      const response = await follow(member, objectId, isCancel);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const following = (member: Member | null) => fx.host.api<Envelope<FollowingTag[]>>('GET', `${API}/tags/following`, { token: member?.token });
    const followers = async (objectId: string) => (await rows().selectFrom('follow').select('user_id').where('object_id', '=', objectId).execute()).map((row) => row.user_id).sort();
    const tagCount = async (tagId: string) => Number((await rows().selectFrom('tag').select('follow_count').where('id', '=', tagId).executeTakeFirstOrThrow()).follow_count);

    it('makes the asker follow their question', async () => {
      const questionId = await newQuestion();
      expect(await followers(questionId)).toEqual([admin.id]);
      const shown = (await info(fx, questionId, admin.token)).body.data;
      expect([shown.follow_count, shown.is_followed]).toEqual([1, true]);
    });

    it('follows a question once, counts it on the question and shows it to the follower only', async () => {
      const questionId = await newQuestion();
      expect(await followed(reader, questionId)).toEqual({ follows: 2, is_followed: true });
      // a repeat changes nothing
      expect(await followed(reader, questionId)).toEqual({ follows: 2, is_followed: true });
      expect(await followed(other, questionId)).toEqual({ follows: 3, is_followed: true });

      const mine = (await info(fx, questionId, reader.token)).body.data;
      expect([mine.follow_count, mine.is_followed]).toEqual([3, true]);
      expect((await info(fx, questionId, other.token)).body.data.is_followed).toBe(true);
      expect((await info(fx, questionId)).body.data.is_followed).toBe(false);
      expect(await followers(questionId)).toEqual([admin.id, reader.id, other.id].sort());
      expect((await rows().selectFrom('follow').select('object_type').where('object_id', '=', questionId).execute()).map((row) => row.object_type)).toEqual(['question', 'question', 'question']);
    });

    it('unfollows, and unfollowing again changes nothing', async () => {
      const questionId = await newQuestion();
      await followed(reader, questionId);
      expect(await followed(reader, questionId, true)).toEqual({ follows: 1, is_followed: false });
      expect(await followed(reader, questionId, true)).toEqual({ follows: 1, is_followed: false });
      const shown = (await info(fx, questionId, reader.token)).body.data;
      expect([shown.follow_count, shown.is_followed]).toEqual([1, false]);
      expect(await followers(questionId)).toEqual([admin.id]);
      // the asker may stop following too
      expect(await followed(admin, questionId, true)).toEqual({ follows: 0, is_followed: false });
    });

    it('counts a double click once', async () => {
      const questionId = await newQuestion();
      const results = await Promise.all([follow(reader, questionId), follow(reader, questionId), follow(reader, questionId)]);
      expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
      expect(await followers(questionId)).toEqual([admin.id, reader.id].sort());
      expect((await info(fx, questionId, reader.token)).body.data.follow_count).toBe(2);
    });

    it('takes a question by its short id and stores the long one', async () => {
      const questionId = await newQuestion();
      expect(await followed(reader, shortId(questionId))).toEqual({ follows: 2, is_followed: true });
      expect(await followers(questionId)).toEqual([admin.id, reader.id].sort());
      expect((await info(fx, questionId, reader.token)).body.data.is_followed).toBe(true);
      // a short id of an answer is no more followable than its long id
      const refused = await follow(reader, shortId(questionId.replace(/^1001/, '1002')));
      expect(refused.status).toBe(400);
      expect(refused.body.data.map((item) => item.error_field)).toEqual(['object_id']);
    });

    it('follows tags one by one and lists them', async () => {
      expect(await followed(reader, tags.python)).toEqual({ follows: 1, is_followed: true });
      expect(await tagCount(tags.python)).toBe(1);
      const list = await following(reader);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([{ tag_id: tags.python, slug_name: 'python', display_name: 'python', main_tag_slug_name: '', recommend: false, reserved: false }]);
      expect((await following(other)).body.data).toEqual([]);
      expect((await following(null)).body.data).toEqual([]);
      await followed(reader, tags.python, true);
      expect(await tagCount(tags.python)).toBe(0);
    });

    it('replaces the followed tags with a list, passing over unknown slugs', async () => {
      const put = (slugs: string[]) => fx.host.api<Envelope<null>>('PUT', `${API}/follow/tags`, { token: other.token, body: { slug_name_list: slugs } });
      expect((await put(['support', 'Python', 'no-such-tag'])).status).toBe(200);
      expect((await following(other)).body.data.map((tag) => tag.slug_name)).toEqual(['python', 'support']);
      expect([await tagCount(tags.support), await tagCount(tags.python)]).toEqual([1, 1]);

      expect((await put(['rust', 'python'])).status).toBe(200);
      expect((await following(other)).body.data.map((tag) => tag.slug_name)).toEqual(['python', 'rust']);
      expect([await tagCount(tags.support), await tagCount(tags.python), await tagCount(tags.rust)]).toEqual([0, 1, 1]);

      expect((await put([])).status).toBe(200);
      expect((await following(other)).body.data).toEqual([]);
      expect(await tagCount(tags.rust)).toBe(0);
      const bad = await put(['x'.repeat(36)]);
      expect(bad.status).toBe(400);
    });

    it('follows another member but not oneself', async () => {
      expect(await followed(reader, other.id)).toEqual({ follows: 1, is_followed: true });
      const self = await follow(reader, reader.id);
      expect([self.status, self.body.msg]).toEqual([400, 'Forbidden to operate on yourself.']);
      expect(await followers(reader.id)).toEqual([]);
      expect(await followers(other.id)).toEqual([reader.id]);
    });

    it('refuses deleted and unknown objects, answers and guests without writing anything', async () => {
      const deleted = await newQuestion();
      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id: deleted } })).status).toBe(200);
      const onDeleted = await follow(reader, deleted);
      expect([onDeleted.status, onDeleted.body.reason]).toEqual([404, 'error.follow.object_not_found']);
      expect((await follow(reader, '10010000000099999')).status).toBe(404);
      expect((await follow(reader, '99999')).status).toBe(404);

      const answerLike = await follow(reader, '10020000000000003');
      expect(answerLike.status).toBe(400);
      expect(answerLike.body.data.map((item) => item.error_field)).toEqual(['object_id']);
      const missing = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/follow`, { token: reader.token, body: {} });
      expect(missing.status).toBe(400);

      const open = await newQuestion();
      expect((await follow(null, open)).status).toBe(401);
      expect(await followers(deleted)).toEqual([admin.id]);
      expect(await followers(open)).toEqual([admin.id]);
    });

    it('answers a follow of a pending or deleted question as of a missing one, but to its asker and staff', async () => {
      for (const hide of HIDINGS) {
        const { asker, answerer, posts } = await hiddenThread(fx, hide);
        const before = await followers(posts.questionId);
        // the answerer wrote under it, yet may no longer see it
        for (const member of [reader, answerer]) {
          for (const cancel of [false, true]) {
            const response = await follow(member, posts.questionId, cancel);
            expect([response.status, response.body.reason], `${hide} as ${member.id}`).toEqual([404, 'error.follow.object_not_found']);
          }
        }
        expect(await followers(posts.questionId)).toEqual(before);
        if (hide === 'pending') {
          expect(await followed(admin, posts.questionId)).toMatchObject({ is_followed: true });
          expect(await followed(asker, posts.questionId, true)).toMatchObject({ is_followed: false });
        }
      }
    });

    it('tells the question page its follow state', async () => {
      const questionId = await newQuestion();
      await followed(other, questionId);
      const info = (member?: Member) => fx.host.api<Envelope<{ follow_count: number; is_followed: boolean }>>('GET', `${API}/question/info?id=${questionId}`, { token: member?.token });
      const seen = async (member?: Member) => {
        const { follow_count, is_followed } = (await info(member)).body.data;
        return { follow_count, is_followed };
      };
      expect(await seen(other)).toEqual({ follow_count: 2, is_followed: true });
      expect(await seen(reader)).toEqual({ follow_count: 2, is_followed: false });
      expect(await seen()).toEqual({ follow_count: 2, is_followed: false });
    });
  });
}
