/**
 * Post authors on each database come from one source, the accounts plugin's `user.basic_info`:
 * the question, its list item, its answers and comments show the same member info, and a member
 * who never chose an avatar gets the site's default (Gravatar here) everywhere.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserBasicInfo } from '@answer/sdk/server';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, info, insertTag, type Member, type Tables } from './questions-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import type { GetCommentResp } from '../../plugins/comments/server/comment-resp';
import type { QuestionPageResp } from '../../plugins/questions/server/list';
import { API_DATABASES } from './harness';

const GRAVATAR_BASE = 'https://avatars.example.org/g/';
/** The `user` columns this file changes behind the host's back. */
interface UserRows {
  user: { id: number | string; avatar: string; status: number; suspended_until: number };
}

const md5 = (text: string) => createHash('md5').update(text.trim().toLowerCase()).digest('hex');

for (const kind of API_DATABASES) {
  describe(`post authors on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let asker: Member;
    let answerer: Member;
    let questionId: string;

    const users = () => fx.db as unknown as Kysely<UserRows>;
    const emailOf = async (member: Member) => (await fx.db.selectFrom('user').select('e_mail').where('id', '=', member.id).executeTakeFirstOrThrow()).e_mail;
    const setUsersSettings = async (body: Record<string, unknown>) => {
      const response = await fx.host.api('PUT', '/answer/admin/api/siteinfo/users', { token: fx.site.adminToken, body });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };

    /** The asker as the question, the list, the answer (as its editor's question) and a comment show them. */
    async function shownAsker(): Promise<{ question: UserBasicInfo | null; listed: QuestionPageResp['operator']; comment: string; answerEditor: UserBasicInfo | null }> {
      const question = (await info(fx, questionId)).body.data.user_info;
      const list = await fx.host.api<Envelope<{ list: QuestionPageResp[] }>>('GET', `${API}/question/page?page_size=50`);
      const comments = await fx.host.api<Envelope<{ list: GetCommentResp[] }>>('GET', `${API}/comment/page?object_id=${questionId}`);
      const answers = await fx.host.api<Envelope<{ list: AnswerInfo[] }>>('GET', `${API}/answer/page?question_id=${questionId}`);
      return {
        question,
        listed: list.body.data.list.find((item) => item.id === questionId)?.operator,
        comment: comments.body.data.list.find((item) => item.user_id === asker.id)?.user_avatar ?? 'missing',
        answerEditor: answers.body.data.list[0]?.user_info ?? null,
      };
    }

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      asker = await addMember(fx, 7);
      answerer = await addMember(fx, 3);
      questionId = (await asked(fx, asker, 'Where does the mail server keep its queue?')).id;
      const answered = await fx.host.api('POST', `${API}/answer`, { token: answerer.token, body: { question_id: questionId, content: 'In the spool directory, usually.' } });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const commented = await fx.host.api('POST', `${API}/comment`, { token: asker.token, body: { object_id: questionId, original_text: 'Thanks, I will look there.' } });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    });

    it("shows the author in Answer's UserBasicInfo shape, the same on the question, its list item and its comments", async () => {
      const shown = await shownAsker();
      expect(shown.question).toEqual({
        id: asker.id,
        username: expect.any(String) as string,
        rank: 7,
        display_name: expect.stringMatching(/^Member \d+$/) as string,
        avatar: '',
        website: '',
        location: '',
        language: expect.any(String) as string,
        status: 'normal',
        suspended_until: 0,
      });
      const { id, username, rank, display_name, avatar, status } = shown.question ?? ({} as UserBasicInfo);
      expect(shown.listed).toEqual({ id, username, rank, display_name, avatar, status });
      expect(shown.comment).toBe('');
      expect(shown.answerEditor).toMatchObject({ id: answerer.id, rank: 3, avatar: '' });
    });

    it('gives members who chose no avatar the Gravatar of their email everywhere once the site default is Gravatar', async () => {
      await setUsersSettings({ default_avatar: 'gravatar', gravatar_base_url: GRAVATAR_BASE });
      try {
        const expected = `${GRAVATAR_BASE}${md5(await emailOf(asker))}`;
        const shown = await shownAsker();
        expect(shown.question?.avatar).toBe(expected);
        expect(shown.listed?.avatar).toBe(expected);
        expect(shown.comment).toBe(expected);
        expect(shown.answerEditor?.avatar).toBe(`${GRAVATAR_BASE}${md5(await emailOf(answerer))}`);
      } finally {
        await setUsersSettings({ default_avatar: 'system', gravatar_base_url: '' });
      }
    });

    it("keeps a member's own choice of an uploaded picture, and names a suspension", async () => {
      const until = Math.floor(Date.now() / 1000) + 3600;
      await users()
        .updateTable('user')
        .set({ avatar: JSON.stringify({ type: 'custom', gravatar: '', custom: '/uploads/avatar/mine.png' }), status: 9, suspended_until: until })
        .where('id', '=', asker.id)
        .execute();
      const shown = await shownAsker();
      expect(shown.question).toMatchObject({ avatar: '/uploads/avatar/mine.png', status: 'suspended', suspended_until: until });
      expect(shown.comment).toBe('/uploads/avatar/mine.png');
      expect(shown.listed).toMatchObject({ avatar: '/uploads/avatar/mine.png', status: 'suspended' });
    });
  });
}
