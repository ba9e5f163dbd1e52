/**
 * The `vote` captcha action with the captcha plugin on, on each database: a member who voted 40
 * times within the day is asked for a captcha before the next vote, which then counts once it is
 * answered; moderators are never asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import type { VoteResp } from '../../plugins/votes/server/vote-write';
import { API_DATABASES } from './harness';

const status = async (fx: Fixture, member: Member) =>
  (await fx.host.api<Envelope<{ captcha_id: string; verify: boolean }>>('GET', `${API}/user/action/record?action=vote`, { token: member.token })).body.data;

for (const kind of API_DATABASES) {
  describe(`the vote captcha on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { captcha: true });
    let questionId = '';

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      questionId = (await asked(fx, await addMember(fx, 1), 'Which logging library should I pick?')).id;
    });

    /** The answer the captcha plugin keeps for a challenge, read from the shared cache. */
    const answerOf = async (id: string) => {
      const row = await fx.db.selectFrom('kv_cache').select('value').where('cache_key', '=', `captcha_basic:captcha:${id}`).executeTakeFirstOrThrow();
      return JSON.parse(row.value) as string;
    };
    const vote = (member: Member, body: Record<string, unknown>) => fx.host.api<Envelope<VoteResp & FieldErrors>>('POST', `${API}/vote/up`, { token: member.token, body: { object_id: questionId, ...body } });

    /** Forty votes: up and retracted, twenty times. */
    async function voteForty(member: Member): Promise<void> {
      for (let index = 0; index < 40; index += 1) expect((await vote(member, { is_cancel: index % 2 === 1 })).status).toBe(200);
    }

    it('asks a member for a captcha from the 41st vote of the day', async () => {
      const member = await addMember(fx, 50);
      await voteForty(member);
      const challenge = await status(fx, member);
      expect(challenge.verify).toBe(true);
      const refused = await vote(member, { is_cancel: false });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: 'captcha_code', error_msg: expect.any(String) }]);
      expect((await fx.host.api<Envelope<{ vote_count: number }>>('GET', `${API}/question/info?id=${questionId}`)).body.data.vote_count).toBe(0);

      const answered = await vote(member, { is_cancel: false, captcha_id: challenge.captcha_id, captcha_code: await answerOf(challenge.captcha_id) });
      expect(answered.status).toBe(200);
      expect(answered.body.data).toMatchObject({ votes: 1, vote_status: 'vote_up' });
    });

    it('never asks moderators', async () => {
      const moderator = await addMember(fx, 1, 3);
      await voteForty(moderator);
      expect((await status(fx, moderator)).verify).toBe(false);
      expect((await vote(moderator, { is_cancel: false })).status).toBe(200);
    });
  });
}
