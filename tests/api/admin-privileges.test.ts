/**
 * Admin's privilege levels (`GET|PUT /answer/admin/api/setting/privileges`, Answer 1.7.1's shapes):
 * the tables of levels 1, 2 and 3 and the custom level, refused custom values (nothing saved),
 * and the effect on a member who signed up by mail: `/permission` and the actions themselves
 * follow the new thresholds on the next request.
 */
import { describe, expect, it } from 'vitest';
import { activatedUser, useMailbox } from './accounts-email-support';
import { API_DATABASES, type Envelope } from './harness';
import { askBody, type FieldErrors, type Tables as QuestionTables } from './questions-support';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const PRIVILEGES = '/answer/admin/api/setting/privileges';

interface Privilege {
  key: string;
  label: string;
  value: number;
}

interface PrivilegesResp {
  options: { level: number; level_desc: string; privileges: Privilege[] }[];
  selected_level: number;
}

interface Tables extends QuestionTables {
  config: { id: number; key: string; value: string };
}

type Permissions = Record<string, { has_permission: boolean; no_permission_tip: string }>;

/** Answer's table (research notes 5.2): key → [level 1, level 2, level 3]. */
const LEVELS: Record<string, [number, number, number]> = {
  'rank.question.add': [1, 1, 1],
  'rank.answer.add': [1, 1, 1],
  'rank.comment.add': [1, 1, 1],
  'rank.report.add': [1, 1, 1],
  'rank.comment.vote_up': [1, 1, 1],
  'rank.link.url_limit': [1, 10, 10],
  'rank.question.vote_up': [1, 8, 15],
  'rank.answer.vote_up': [1, 8, 15],
  'rank.question.vote_down': [125, 125, 125],
  'rank.answer.vote_down': [125, 125, 125],
  'rank.answer.invite_someone_to_answer': [1, 500, 1000],
  'rank.tag.add': [1, 750, 1500],
  'rank.tag.edit': [1, 50, 100],
  'rank.question.edit': [1, 100, 200],
  'rank.answer.edit': [1, 100, 200],
  'rank.question.edit_without_review': [1, 1000, 2000],
  'rank.answer.edit_without_review': [1, 1000, 2000],
  'rank.question.audit': [1, 1000, 2000],
  'rank.answer.audit': [1, 1000, 2000],
  'rank.tag.audit': [1, 2500, 5000],
  'rank.tag.edit_without_review': [1, 10000, 20000],
  'rank.tag.synonym': [1, 10000, 20000],
};
const KEYS = Object.keys(LEVELS);

for (const kind of API_DATABASES) {
  describe(`admin privileges on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);
    const admin = () => fx.site.adminToken;
    const getPrivileges = (lang?: string) => fx.host.api<Envelope<PrivilegesResp>>('GET', PRIVILEGES, { token: admin(), lang });
    const putPrivileges = (body: unknown, token = admin()) => fx.host.api<Envelope<FieldErrors | null>>('PUT', PRIVILEGES, { token, body });
    const setLevel = async (body: unknown) => {
      const response = await putPrivileges(body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const rankValues = async (): Promise<Record<string, number>> => {
      const rows = await fx.db.selectFrom('config').select(['key', 'value']).where('key', 'in', KEYS).execute();
      return Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));
    };
    const tableOf = (level: 1 | 2 | 3) => Object.fromEntries(KEYS.map((key) => [key, LEVELS[key][level - 1]]));
    const storedLevel = async () => {
      const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'privileges').executeTakeFirstOrThrow();
      return (JSON.parse(row.content) as { level: number }).level;
    };

    it("answers the three tables, the custom level and the site's level, labels translated", async () => {
      const response = await getPrivileges();
      expect(response.status).toBe(200);
      const { options, selected_level } = response.body.data;
      expect(selected_level).toBe(2);
      expect(options.map((option) => option.level)).toEqual([1, 2, 3, 99]);
      expect(options.map((option) => option.level_desc)).toEqual([
        'Level 1 (less reputation required for private team, group)',
        'Level 2 (low reputation required for startup community)',
        'Level 3 (high reputation required for mature community)',
        'Custom level',
      ]);
      for (const level of [1, 2, 3] as const) {
        const option = options[level - 1];
        expect(option.privileges.map((item) => item.key)).toEqual(KEYS);
        expect(Object.fromEntries(option.privileges.map((item) => [item.key, item.value]))).toEqual(tableOf(level));
      }
      // a custom level starts from level 1's values
      expect(options[3].privileges.map((item) => item.value)).toEqual(KEYS.map((key) => LEVELS[key][0]));
      expect(options[0].privileges[0]).toEqual({ key: 'rank.question.add', label: 'Ask question', value: 1 });
      expect(options[2].privileges.find((item) => item.key === 'rank.answer.invite_someone_to_answer')?.label).toBe('Invite someone to answer');
      // every label is a translated text, none a message key
      expect(options.flatMap((option) => option.privileges).filter((item) => item.label.startsWith('privilege.'))).toEqual([]);
      const chinese = await getPrivileges('zh_CN');
      expect(chinese.body.data.options[0].privileges[0].label).toBe('提问');
      expect(chinese.body.data.options[3].level_desc).toBe('自定义等级');
      // what a fresh site stores is level 2's table
      expect(await rankValues()).toEqual(tableOf(2));
    });

    it('switches the rank.* values with the level', async () => {
      await setLevel({ level: 3 });
      expect(await rankValues()).toEqual(tableOf(3));
      expect((await getPrivileges()).body.data.selected_level).toBe(3);
      await setLevel({ level: 1, custom_privileges: [{ key: 'rank.tag.add', value: 9 }] });
      expect(await rankValues()).toEqual(tableOf(1));
      await setLevel({ level: 2 });
      expect(await rankValues()).toEqual(tableOf(2));
    });

    it('saves a custom level with a value for every key, and keeps it for later', async () => {
      const custom = KEYS.map((key, index) => ({ key, value: 3 + index }));
      await setLevel({ level: 99, custom_privileges: custom });
      expect(await rankValues()).toEqual(Object.fromEntries(custom.map((item) => [item.key, item.value])));
      const read = (await getPrivileges()).body.data;
      expect(read.selected_level).toBe(99);
      expect(read.options[3].privileges.map((item) => item.value)).toEqual(custom.map((item) => item.value));
      // a preset in between keeps the custom values for the custom option
      await setLevel({ level: 2 });
      expect((await getPrivileges()).body.data.options[3].privileges.map((item) => item.value)).toEqual(custom.map((item) => item.value));
    });

    it('refuses a bad custom value on its key and saves nothing', async () => {
      const valid = KEYS.map((key) => ({ key, value: 5 }));
      const withValue = (key: string, value: unknown) => valid.map((item) => (item.key === key ? { key, value } : item));
      const cases: [unknown, string, string][] = [
        [{ level: 99, custom_privileges: withValue('rank.question.vote_up', 0) }, 'rank.question.vote_up', 'The number must be at least 1.'],
        [{ level: 99, custom_privileges: withValue('rank.tag.add', -5) }, 'rank.tag.add', 'The number must be at least 1.'],
        [{ level: 99, custom_privileges: withValue('rank.answer.edit', 2.5) }, 'rank.answer.edit', 'Enter a whole number.'],
        [{ level: 99, custom_privileges: withValue('rank.answer.edit', 'ten') }, 'rank.answer.edit', 'Enter a whole number.'],
        [{ level: 99, custom_privileges: valid.filter((item) => item.key !== 'rank.tag.synonym') }, 'rank.tag.synonym', 'Enter a value.'],
        [{ level: 99, custom_privileges: [...valid, { key: 'rank.everything', value: 1 }] }, 'rank.everything', 'This privilege does not exist.'],
        [{ level: 4 }, 'level', 'Choose level 1, 2, 3 or custom.'],
        [{}, 'level', 'Choose level 1, 2, 3 or custom.'],
      ];
      for (const [body, field, message] of cases) {
        const response = await putPrivileges(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.data, JSON.stringify(body)).toEqual([{ error_field: field, error_msg: message }]);
      }
      expect(await rankValues()).toEqual(tableOf(2));
      expect(await storedLevel()).toBe(2);
    });

    it('is for admins only', async () => {
      expect((await fx.host.api('GET', PRIVILEGES)).status).toBe(401);
      const member = await activatedUser(fx, mailbox(), 'Curious Member', 'curious@example.com', 'curious-pass-1');
      expect((await fx.host.api('GET', PRIVILEGES, { token: member.access_token })).status).toBe(403);
      expect((await putPrivileges({ level: 1 }, member.access_token)).status).toBe(403);
      expect(await rankValues()).toEqual(tableOf(2));
    });

    it('applies at once: a new member votes up under level 1 and not under level 2', async () => {
      const member = await activatedUser(fx, mailbox(), 'Voting Member', 'voter@example.com', 'voter-pass-1');
      const rank = await fx.db.selectFrom('user').select('rank').where('e_mail', '=', 'voter@example.com').executeTakeFirstOrThrow();
      expect(rank.rank).toBe(1);
      const asked = await fx.host.api<Envelope<{ id: string }>>('POST', `${API}/question`, { token: admin(), body: askBody('Which privilege level suits a small team?') });
      expect(asked.status).toBe(200);
      const questionId = asked.body.data.id;
      const permission = async () =>
        (await fx.host.api<Envelope<Permissions>>('GET', `${API}/permission?action=question.vote_up,tag.add`, { token: member.access_token })).body.data;
      const vote = (cancel = false) => fx.host.api<Envelope<unknown>>('POST', `${API}/vote/up`, { token: member.access_token, body: { object_id: questionId, is_cancel: cancel } });
      const newTag = (slug: string) =>
        fx.host.api<Envelope<FieldErrors>>('POST', `${API}/question`, { token: member.access_token, body: askBody(`A question that brings the tag ${slug}`, [slug]) });

      // level 2 (a fresh site): 8 reputation to vote up, 750 to create a tag
      expect((await permission())['question.vote_up'].has_permission).toBe(false);
      const refused = await vote();
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('You need at least 8 reputation to vote up.');
      expect((await newTag('level-two-tag')).body.data).toEqual([{ error_field: 'tags', error_msg: 'Creating the new tag "level-two-tag" needs 750 reputation. Choose an existing tag.' }]);

      await setLevel({ level: 1 });
      expect(await permission()).toMatchObject({ 'question.vote_up': { has_permission: true }, 'tag.add': { has_permission: true } });
      expect((await vote()).status).toBe(200);
      expect((await newTag('level-one-tag')).status).toBe(200);
      expect((await vote(true)).status).toBe(200);

      await setLevel({ level: 2 });
      expect((await permission())['question.vote_up'].has_permission).toBe(false);
      expect((await vote()).status).toBe(403);

      // a custom level moves the threshold to exactly what the admin typed
      await setLevel({ level: 99, custom_privileges: KEYS.map((key) => ({ key, value: key === 'rank.question.vote_up' ? 1 : LEVELS[key][1] })) });
      expect((await permission())['question.vote_up'].has_permission).toBe(true);
      expect((await permission())['tag.add'].has_permission).toBe(false);
      expect((await vote()).status).toBe(200);
      await setLevel({ level: 2 });
    });
  });
}
