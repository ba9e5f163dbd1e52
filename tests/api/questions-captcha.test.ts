/**
 * The `question` captcha action with the captcha plugin on, on each database: a member is asked
 * for a captcha once they have asked ten questions within the hour, or asks again within five
 * seconds of the last question; moderators never are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, ask, askBody, insertTag, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import { API_DATABASES } from './harness';

interface CaptchaStatus {
  captcha_id: string;
  captcha_img: string;
  verify: boolean;
}

const status = async (fx: Fixture, member: Member) =>
  (await fx.host.api<Envelope<CaptchaStatus>>('GET', `${API}/user/action/record?action=question`, { token: member.token })).body.data;

for (const kind of API_DATABASES) {
  describe(`the ask captcha on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { captcha: true });

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
    });

    /** The member's questions of the hour and when they last asked (milliseconds), as the captcha gate keeps them. */
    const askTallyKey = (member: Member) => `kernel:captcha:question:user:${member.id}`;
    /** Moves the member's last question `seconds` into the past, as if they had waited. */
    const waited = (member: Member, seconds: number) =>
      fx.db.updateTable('kv_cache').set({ value: JSON.stringify(Date.now() - seconds * 1000) }).where('cache_key', '=', askTallyKey(member)).execute();

    /** The answer the captcha plugin keeps for a challenge, read from the shared cache. */
    const answerOf = async (id: string) => {
      const row = await fx.db.selectFrom('kv_cache').select('value').where('cache_key', '=', `captcha_basic:captcha:${id}`).executeTakeFirstOrThrow();
      return JSON.parse(row.value) as string;
    };

    it('asks a member for a captcha from the eleventh question within the hour', async () => {
      const member = await addMember(fx, 1);
      expect((await status(fx, member)).verify).toBe(false);
      for (let index = 1; index <= 10; index += 1) {
        const response = await ask(fx, member, askBody(`Question number ${index} of today`));
        expect(response.status).toBe(200);
        await waited(member, 6);
      }
      const challenge = await status(fx, member);
      expect(challenge.verify).toBe(true);

      const refused = await ask(fx, member, askBody('Question number 11 of today'));
      expect(refused.status).toBe(400);
      expect(refused.body.data as FieldErrors).toEqual([{ error_field: 'captcha_code', error_msg: expect.any(String) }]);

      const withAnswer = { ...askBody('Question number 11 of today'), captcha_id: challenge.captcha_id, captcha_code: await answerOf(challenge.captcha_id) };
      const answered = await ask(fx, member, withAnswer);
      expect(answered.status).toBe(200);

      // the same submission again (a double click) reuses the spent answer and gets the same question
      const repeated = await ask(fx, member, withAnswer);
      expect(repeated.status).toBe(200);
      expect(repeated.body.data.id).toBe(answered.body.data.id);
    });

    it('asks a member who asks again within five seconds, and not once they waited', async () => {
      const member = await addMember(fx, 1);
      expect((await ask(fx, member, askBody('A first question of the day'))).status).toBe(200);
      expect((await status(fx, member)).verify).toBe(true);
      const refused = await ask(fx, member, askBody('A second question right away'));
      expect(refused.status).toBe(400);
      expect(refused.body.data as FieldErrors).toEqual([{ error_field: 'captcha_code', error_msg: expect.any(String) }]);
      await waited(member, 6);
      expect((await status(fx, member)).verify).toBe(false);
      expect((await ask(fx, member, askBody('A second question after a pause'))).status).toBe(200);
    });

    it('never asks moderators', async () => {
      const moderator = await addMember(fx, 1, 3);
      for (let index = 1; index <= 11; index += 1) {
        expect((await ask(fx, moderator, askBody(`Moderator question number ${index}`))).status).toBe(200);
      }
      expect((await status(fx, moderator)).verify).toBe(false);
    });
  });
}
