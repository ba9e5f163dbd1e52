/**
 * The `comment` captcha action with the captcha plugin on, on each database: a member who comments
 * again within a second of their last comment is asked for a captcha, and not once the second has
 * passed; the same comment sent twice (a double click) is one comment, and the repeat is never
 * refused for the captcha its first sending made due.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';

interface CaptchaStatus {
  captcha_id: string;
  captcha_img: string;
  verify: boolean;
}

for (const kind of API_DATABASES) {
  describe(`the comment captcha on ${kind}`, () => {
    const fx: Fixture = useInstalledSite<Tables>(kind, { captcha: true });
    let questionId = '';

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      questionId = (await asked(fx, await addMember(fx, 1), 'A question the members comment on')).id;
    });

    const comment = (member: Member, text: string) =>
      fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: member.token, body: { object_id: questionId, original_text: text } });
    const status = async (member: Member) =>
      (await fx.host.api<Envelope<CaptchaStatus>>('GET', `${API}/user/action/record?action=comment`, { token: member.token })).body.data;
    /** Moves the member's last comment `seconds` into the past, as if they had waited. */
    const waited = (member: Member, seconds: number) =>
      fx.db.updateTable('kv_cache').set({ value: JSON.stringify(Date.now() - seconds * 1000) }).where('cache_key', '=', `kernel:captcha:comment:user:${member.id}`).execute();

    it('asks for a captcha for a comment within a second of the last one, and not once the member waited', async () => {
      const member = await addMember(fx, 1);
      expect((await status(member)).verify).toBe(false);
      expect((await comment(member, 'The first comment of this member.')).status).toBe(200);
      expect((await status(member)).verify).toBe(true);
      const refused = await comment(member, 'A second comment right away.');
      expect(refused.status).toBe(400);
      expect(refused.body.data as unknown as FieldErrors).toEqual([{ error_field: 'captcha_code', error_msg: expect.any(String) }]);
      await waited(member, 2);
      expect((await status(member)).verify).toBe(false);
      expect((await comment(member, 'A second comment after a pause.')).status).toBe(200);
    });

    it('makes one comment of a double submit, without asking the repeat for a captcha', async () => {
      const member = await addMember(fx, 1);
      const text = 'Sent twice by a double click, with the captcha on.';
      const [first, second] = await Promise.all([comment(member, text), comment(member, text)]);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(second.body.data.comment_id).toBe(first.body.data.comment_id);
      // a retry a moment later, when a new comment would need the captcha, gets the same comment
      const retried = await comment(member, text);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.data.comment_id).toBe(first.body.data.comment_id);
      const page = await fx.host.api<Envelope<{ list: { original_text: string }[] }>>('GET', `${API}/comment/page?object_id=${questionId}&page=1&page_size=50`, { token: member.token });
      expect(page.body.data.list.filter((item) => item.original_text === text)).toHaveLength(1);
    });
  });
}
