/**
 * Moderating questions on each database: the reason lists, closing with a reason (and its rules),
 * reopening, pinning and unlisting, who may do it, what the question page and the lists show after,
 * and the `/permission` answers for question actions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { addMember, API, asked, info, insertTag, type Fixture, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import type { ReasonItem as Reason } from '../../plugins/questions/shared/reason';
import { API_DATABASES } from './harness';

type FieldErrors = { error_field: string; error_msg: string }[];
interface ListItem {
  id: string;
  pin: number;
  show: number;
  status: number;
}

interface ModerationTables extends Tables {
  meta: { object_id: string; key: string; value: string };
  question: Tables['question'] & { pin: number; show: number };
}

for (const kind of API_DATABASES) {
  describe(`question moderation on ${kind}`, () => {
    const fx = useInstalledSite<ModerationTables>(kind);
    let admin: Member;
    let member: Member;
    let moderator: Member;
    let count = 0;

    beforeAll(async () => {
      await insertTag(fx as unknown as Fixture, 1, 'support');
      admin = { id: '1', token: fx.site.adminToken };
      member = await addMember(fx as unknown as Fixture, 5000);
      moderator = await addMember(fx as unknown as Fixture, 1, 3);
    });

    const newQuestion = async (by: Member = member) => (await asked(fx as unknown as Fixture, by, `Moderated question number ${(count += 1)} here`)).id;
    const close = (by: Member, body: Record<string, unknown>, lang?: string) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/question/status`, { token: by.token, body, lang });
    const reopen = (by: Member, id: string) => fx.host.api<Envelope<null>>('PUT', `${API}/question/reopen`, { token: by.token, body: { question_id: id } });
    const operate = (by: Member, id: string, operation: string) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/question/operation`, { token: by.token, body: { id, operation } });
    const row = (id: string) => fx.db.selectFrom('question').select(['status', 'pin', 'show']).where('id', '=', id).executeTakeFirstOrThrow();
    const page = async (query = '') => (await fx.host.api<Envelope<{ count: number; list: ListItem[] }>>('GET', `${API}/question/page?page_size=100${query}`)).body.data.list.map((item) => item.id);

    it('lists the close reasons with translated names, and the other lists', async () => {
      const response = await fx.host.api<Envelope<Reason[]>>('GET', `${API}/reasons?object_type=question&action=close`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((item) => item.reason_type)).toEqual([60, 63, 64, 59]);
      expect(response.body.data[0]).toEqual({
        reason_key: 'reason.a_duplicate',
        reason_type: 60,
        name: 'a duplicate',
        description: 'This question has been asked before and already has an answer.',
        content_type: 'text',
        placeholder: 'Enter the existing question link',
      });
      expect(response.body.data[1]).toMatchObject({ reason_type: 63, content_type: '', placeholder: '' });

      const chinese = await fx.host.api<Envelope<Reason[]>>('GET', `${API}/reasons?object_type=question&action=close`, { lang: 'zh-CN' });
      expect(chinese.body.data[0].name).toBe('重复问题');

      const flags = await fx.host.api<Envelope<Reason[]>>('GET', `${API}/reasons?object_type=answer&action=flag`);
      expect(flags.body.data.map((item) => item.reason_type)).toEqual([57, 58, 59, 61]);
      const users = await fx.host.api<Envelope<Reason[]>>('GET', `${API}/reasons?object_type=user&action=status`);
      expect(users.body.data.map((item) => item.reason_key)).toEqual(['reason.normal.user', 'reason.suspended', 'reason.deleted.user', 'reason.inactive']);
      expect(users.body.data[0].description).toBe('A normal user can ask and answer questions.');

      const bad = await fx.host.api<Envelope<FieldErrors>>('GET', `${API}/reasons?object_type=tag&action=close`);
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual([{ error_field: 'object_type', error_msg: 'Unknown object type.' }]);
    });

    it('lets only staff close, and refuses bad reasons on their field with nothing written', async () => {
      const id = await newQuestion();
      const byMember = await close(member, { id, close_type: 63 });
      expect(byMember.status).toBe(403);
      expect(byMember.body.msg).toBe('Only moderators can do this.');

      expect((await close(moderator, { id })).body.data).toEqual([{ error_field: 'close_type', error_msg: 'Please select a reason.' }]);
      // a flag reason is not a close reason
      expect((await close(moderator, { id, close_type: 57 })).body.data).toEqual([{ error_field: 'close_type', error_msg: 'Please select a reason.' }]);
      expect((await close(moderator, { id, close_type: 59, close_msg: '   ' })).body.data).toEqual([{ error_field: 'close_msg', error_msg: 'Cannot be empty.' }]);
      expect((await close(moderator, { id, close_type: 60, close_msg: 'not a link' })).body.data).toEqual([{ error_field: 'close_msg', error_msg: 'URL format is incorrect.' }]);
      const elsewhere = await close(moderator, { id, close_type: 60, close_msg: 'https://elsewhere.example.com/questions/1' });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.data).toEqual([{ error_field: 'close_msg', error_msg: 'URL origin does not match the current website.' }]);
      const chinese = await close(moderator, { id, close_type: 60, close_msg: 'nope' }, 'zh-CN');
      expect(chinese.body.data).toEqual([{ error_field: 'close_msg', error_msg: 'URL 格式不正确。' }]);

      expect(Number((await row(id)).status)).toBe(1);
      expect(await fx.db.selectFrom('meta').select('value').where('object_id', '=', id).execute()).toEqual([]);
      expect((await close(moderator, { id: '10010000099999999', close_type: 63 })).status).toBe(404);
    });

    it('closes with a duplicate link on this site, shows the reason, and refuses new answers', async () => {
      const original = await newQuestion();
      const id = await newQuestion();
      const link = `${fx.host.url}/questions/${original}`;
      const closed = await close(moderator, { id, close_type: 60, close_msg: link });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(Number((await row(id)).status)).toBe(2);
      const meta = await fx.db.selectFrom('meta').select(['key', 'value']).where('object_id', '=', id).execute();
      expect(meta).toHaveLength(1);
      expect(meta[0].key).toBe('question.close.reason');
      expect(JSON.parse(meta[0].value)).toEqual({ close_type: 60, close_msg: link });

      // closing again changes nothing
      expect((await close(moderator, { id, close_type: 63 })).status).toBe(200);
      expect(JSON.parse((await fx.db.selectFrom('meta').select('value').where('object_id', '=', id).executeTakeFirstOrThrow()).value).close_type).toBe(60);

      const seen = (await info(fx as unknown as Fixture, id, member.token)).body.data;
      expect(seen.status).toBe(2);
      // Answer's banner: the reason's name and description, the moderator's words (here the link) in msg, the time closed
      expect(seen.operation).toMatchObject({ type: 'a duplicate', description: 'This question has been asked before and already has an answer.', msg: link, level: 'info' });
      expect(seen.operation?.time).toBeGreaterThan(0);
      const chinese = (await info(fx as unknown as Fixture, id, member.token, { 'Accept-Language': 'zh-CN' })).body.data;
      expect(chinese.operation).toMatchObject({ type: '重复问题', msg: link });
      // the author may no longer edit a closed question; a member has no moderation actions
      expect(seen.member_actions.map((item) => item.action)).not.toContain('edit');
      expect(seen.member_actions.map((item) => item.action)).not.toContain('reopen');

      const staffView = (await info(fx as unknown as Fixture, id, moderator.token)).body.data;
      expect(staffView.member_actions.map((item) => item.action)).toEqual(expect.arrayContaining(['edit', 'reopen', 'pin', 'hide']));
      expect(staffView.member_actions.map((item) => item.action)).not.toContain('close');
      expect(staffView.member_actions.find((item) => item.action === 'reopen')).toEqual({ action: 'reopen', name: 'Reopen', type: 'confirm' });

      const answer = await fx.host.api<Envelope<unknown>>('POST', `${API}/answer`, { token: member.token, body: { question_id: id, content: 'An answer to a closed question.' } });
      // the answers plugin refuses answers to a question that is not open
      expect(answer.status).toBe(403);
      expect(Number((await fx.db.selectFrom('question').select('answer_count').where('id', '=', id).executeTakeFirstOrThrow()).answer_count)).toBe(0);

      // closed questions stay in the lists, except among the unanswered
      expect(await page()).toContain(id);
      expect(await page('&order=unanswered')).not.toContain(id);
    });

    it('reopens for staff only', async () => {
      const id = await newQuestion();
      expect((await close(admin, { id, close_type: 59, close_msg: 'Off topic for this site.' })).status).toBe(200);
      const closedInfo = (await info(fx as unknown as Fixture, id, admin.token)).body.data;
      expect(closedInfo.operation).toMatchObject({ type: 'something else', msg: 'Off topic for this site.' });

      expect((await reopen(member, id)).status).toBe(403);
      expect(Number((await row(id)).status)).toBe(2);
      expect((await reopen(moderator, id)).status).toBe(200);
      expect(Number((await row(id)).status)).toBe(1);
      const open = (await info(fx as unknown as Fixture, id, moderator.token)).body.data;
      expect(open.operation).toBeUndefined();
      expect(open.member_actions.find((item) => item.action === 'close')).toEqual({ action: 'close', name: 'Close', type: 'reason' });
      // reopening an open question is a no-op
      expect((await reopen(moderator, id)).status).toBe(200);
    });

    it('pins and unlists for staff, and the lists follow', async () => {
      const older = await newQuestion();
      await newQuestion();
      expect((await operate(member, older, 'pin')).status).toBe(403);
      expect((await operate(moderator, older, 'spin')).body.data).toEqual([{ error_field: 'operation', error_msg: 'Unknown operation.' }]);

      expect((await operate(moderator, older, 'pin')).status).toBe(200);
      expect(Number((await row(older)).pin)).toBe(2);
      expect((await page())[0]).toBe(older);
      expect((await page('&order=active'))[0]).toBe(older);
      const pinnedInfo = (await info(fx as unknown as Fixture, older, moderator.token)).body.data;
      expect(pinnedInfo.pin).toBe(2);
      expect(pinnedInfo.member_actions.map((item) => item.action)).toContain('unpin');

      expect((await operate(moderator, older, 'hide')).status).toBe(200);
      expect(Number((await row(older)).show)).toBe(2);
      expect(await page()).not.toContain(older);
      expect(await page('&order=score')).not.toContain(older);
      // still reachable by its address
      const hidden = await info(fx as unknown as Fixture, older);
      expect(hidden.status).toBe(200);
      expect(hidden.body.data.show).toBe(2);

      expect((await operate(admin, older, 'show')).status).toBe(200);
      expect((await operate(admin, older, 'unpin')).status).toBe(200);
      expect(await row(older)).toMatchObject({ pin: expect.anything(), show: expect.anything() });
      expect(Number((await row(older)).pin)).toBe(1);
      expect(Number((await row(older)).show)).toBe(1);
      expect(await page()).toContain(older);
      expect((await page())[0]).not.toBe(older);
    });

    it('answers /permission for question actions by role and reputation', async () => {
      const actions = 'question.add,question.edit,question.delete,question.close,question.reopen,question.pin,question.hide,tag.add,tag.use_reserved_tag';
      type Answers = Record<string, { has_permission: boolean; no_permission_tip: string }>;
      const ask = async (by?: Member) => (await fx.host.api<Envelope<Answers>>('GET', `${API}/permission?action=${actions}`, { token: by?.token })).body.data;
      const fresh = await addMember(fx as unknown as Fixture, 10);
      const forFresh = await ask(fresh);
      expect(forFresh['question.add'].has_permission).toBe(true);
      expect(forFresh['question.edit']).toEqual({ has_permission: false, no_permission_tip: 'You need at least 100 reputation to do this.' });
      expect(forFresh['question.close']).toEqual({ has_permission: false, no_permission_tip: 'Only moderators can do this.' });
      expect(forFresh['tag.add'].has_permission).toBe(false);

      const forMember = await ask(member);
      expect(forMember['question.edit'].has_permission).toBe(true);
      expect(forMember['tag.add'].has_permission).toBe(true);
      expect(forMember['tag.use_reserved_tag'].has_permission).toBe(false);
      expect(forMember['question.pin'].has_permission).toBe(false);

      const forModerator = await ask(moderator);
      for (const action of actions.split(',')) expect(forModerator[action].has_permission, action).toBe(true);
    });
  });
}
