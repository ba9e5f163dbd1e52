/**
 * The fields Answer 1.7.1's own pages read from this site, filled as Answer fills them (the
 * contract test checks their shapes; this checks what they say): the calls every page makes
 * about other log-in systems, the site settings and plugin list, a question's authors, banner and
 * extra actions, an answer's edit time and its whole question, and the reasons' input kinds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { API, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import { buildCommunity, call, type Community } from './contract/community';
import type { QuestionInfo } from '../../plugins/questions/server/question-info';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';

describe('what Answer’s pages read', () => {
  const fx = useInstalledSite<Tables>('sqlite');
  let c: Community;

  beforeAll(async () => {
    c = await buildCommunity(fx);
  });

  const get = <T>(path: string, token?: string, lang?: string) => fx.host.api<Envelope<T>>('GET', `${API}${path}`, { token, lang });

  it('answers the log-in plugin calls with Answer’s empty answers while no such plugin serves', async () => {
    expect((await get('/user-center/agent')).body).toMatchObject({ code: 200, data: { enabled: false, agent_info: null } });
    expect((await get('/connector/info')).body).toMatchObject({ code: 200, data: [] });
    // Answer answers an empty form for a plugin without member settings; here it is not found
    expect((await get('/user/plugin/config?plugin_slug_name=nothing_here', c.alice.token)).status).toBe(404);
    // as in Answer: the member's own settings need a verified account
    expect((await get('/user/plugin/configs')).status).toBe(401);
    expect((await get('/user/plugin/config')).status).toBe(401);
    const missing = await get<{ error_field: string }[]>('/user/plugin/config', c.alice.token);
    expect(missing.status).toBe(400);
    expect(missing.body.data.map((item) => item.error_field)).toEqual(['plugin_slug_name']);
  });

  it('carries the site settings Answer 1.7 adds, with a fresh site’s values', async () => {
    const site = await get<{ interface: Record<string, unknown>; site_write: Record<string, unknown>; theme: Record<string, unknown> }>('/siteinfo');
    expect(site.body.data.interface).toMatchObject({ default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' });
    // as Answer seeds it: a question needs a tag and a body of 6 characters
    expect(site.body.data.site_write).toMatchObject({ min_content: 6, min_tags: 1 });
    expect(site.body.data.theme.theme_options).toEqual([{ label: 'Default', value: 'default' }]);
    // the avatar rule follows the users settings, where admin changes it
    await call(fx, 'PUT', '/answer/admin/api/siteinfo/users', { token: c.admin.token, body: { default_avatar: 'gravatar', gravatar_base_url: 'https://avatars.example.com/' } });
    const changed = await get<{ interface: Record<string, unknown> }>('/siteinfo');
    expect(changed.body.data.interface).toMatchObject({ default_avatar: 'gravatar', gravatar_base_url: 'https://avatars.example.com/' });
  });

  it('describes every plugin in the status list', async () => {
    const plugins = (await get<Record<string, unknown>[]>('/plugin/status')).body.data;
    expect(plugins.find((plugin) => plugin.slug_name === 'questions')).toEqual({
      slug_name: 'questions',
      name: 'Questions',
      description: expect.any(String),
      version: '1.0.0',
      enabled: true,
      have_config: false,
      link: '',
    });
    expect(plugins.find((plugin) => plugin.slug_name === 'search_db')).toMatchObject({ have_config: true });
  });

  it('names a question’s last editor and last answerer, and what the reader may do besides', async () => {
    const asGuest = (await get<QuestionInfo>(`/question/info?id=${c.question}`)).body.data;
    expect(asGuest.user_info?.id).toBe(c.alice.id);
    expect(asGuest.update_user_info?.id).toBe(c.alice.id);
    // the admin answered last
    expect(asGuest.last_answered_user_info?.id).toBe(c.admin.id);
    expect(asGuest.operation).toBeUndefined();
    expect(asGuest.extends_actions).toEqual([]);
    expect([asGuest.answered, asGuest.first_answer_id]).toEqual([false, '']);

    const asBob = (await get<QuestionInfo>(`/question/info?id=${c.question}`, c.bob.token)).body.data;
    expect([asBob.answered, asBob.first_answer_id]).toEqual([true, c.answers.bob]);
    // inviting people to answer, offered by the invites plugin to members with the reputation
    expect(asBob.extends_actions).toEqual([{ action: 'invite_other_to_answer', name: 'Invite people to answer', type: 'confirm' }]);

    const never = (await get<QuestionInfo>(`/question/info?id=${c.tagged}`)).body.data;
    expect(never).not.toHaveProperty('update_user_info');
    expect(never).not.toHaveProperty('last_answered_user_info');
    expect(never.edit_time).toBe(0);

    const closed = (await get<QuestionInfo>(`/question/info?id=${c.closed}`, undefined, 'zh-CN')).body.data;
    expect(closed.operation).toMatchObject({ type: '重复问题', msg: `${fx.host.url}/questions/${c.question}`, level: 'info' });
  });

  it('says 0 for the edit time of an answer never edited, and sends the whole question with an answer', async () => {
    const page = (await get<{ list: AnswerInfo[] }>(`/answer/page?question_id=${c.question}`)).body.data.list;
    const edited = page.find((answer) => answer.id === c.answers.bob);
    const untouched = page.find((answer) => answer.id === c.answers.admin);
    expect(edited?.update_time).toBeGreaterThan(0);
    expect(untouched?.update_time).toBe(0);
    expect(untouched).not.toHaveProperty('question_info');

    const info = (await get<{ info: AnswerInfo; question: QuestionInfo }>(`/answer/info?id=${c.answers.bob}`, c.alice.token)).body.data;
    expect(info.info.id).toBe(c.answers.bob);
    // the question as its page shows it to the caller: Alice may edit her own question
    expect(info.question).toMatchObject({ id: c.question, url_title: 'how-do-response-shapes-stay-the-same-over-time', answer_count: 2 });
    expect(info.question.tags.map((tag) => tag.slug_name)).toEqual(['support', c.tag]);
    expect(info.question.member_actions.map((action) => action.action)).toContain('edit');
    expect(info.question.last_answered_user_info?.id).toBe(c.admin.id);
  });

  it('gives each reason the input kind Answer seeds it with', async () => {
    const close = (await get<{ reason_type: number; content_type: string }[]>('/reasons?object_type=question&action=close')).body.data;
    expect(close.map((reason) => [reason.reason_type, reason.content_type])).toEqual([
      [60, 'text'],
      [63, ''],
      [64, ''],
      [59, 'textarea'],
    ]);
    const flags = (await get<{ reason_type: number; content_type: string }[]>('/reasons?object_type=answer&action=flag')).body.data;
    expect(flags.map((reason) => [reason.reason_type, reason.content_type])).toEqual([
      [57, ''],
      [58, ''],
      [59, 'textarea'],
      [61, ''],
    ]);
  });
});
