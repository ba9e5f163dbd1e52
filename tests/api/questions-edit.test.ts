/**
 * Reading, editing, deleting and undeleting questions, and their revisions, on each database:
 * who may do what (author, privileged member, moderator, anyone else), the actions each caller is
 * offered, views, deleted questions' visibility, and short ids.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shortId } from '@answer/sdk/server';
import type { Envelope } from './harness';
import { useInstalledSite, writeSiteInfo } from './test-database';
import { API, addMember, asked, info, insertTag, setRank, tagCount, tagItems, type FieldErrors, type Member, type Tables } from './questions-support';
import { API_DATABASES } from './harness';

interface Revision {
  id: string;
  use_id: string;
  object_id: string;
  title: string;
  url_title: string;
  content: { id: string; title: string; content: string; html: string; tags: { slug_name: string }[] };
  status: number;
  reason: string;
  create_at: number;
  user_info: { id: string; username: string };
}

for (const kind of API_DATABASES) {
  describe(`reading and changing questions on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let author: Member;
    let stranger: Member;
    let editor: Member;
    let moderator: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support', { display_name: 'Support' });
      await insertTag(fx, 2, 'mail', { display_name: 'Mail' });
      await insertTag(fx, 3, 'announcements', { reserved: 1 });
      author = await addMember(fx, 1);
      stranger = await addMember(fx, 99);
      editor = await addMember(fx, 100);
      moderator = await addMember(fx, 1, 3);
    });

    const edit = (member: Member, body: Record<string, unknown>) =>
      fx.host.api<Envelope<{ url_title: string; wait_for_review: boolean } & FieldErrors>>('PUT', `${API}/question`, { token: member.token, body });
    const remove = (member: Member, id: string) => fx.host.api<Envelope<null>>('DELETE', `${API}/question`, { token: member.token, body: { id } });
    const recover = (member: Member, id: string) => fx.host.api<Envelope<null>>('POST', `${API}/question/recover`, { token: member.token, body: { question_id: id } });
    const revisions = (id: string, token?: string) => fx.host.api<Envelope<Revision[]>>('GET', `${API}/revisions?object_id=${encodeURIComponent(id)}`, { token });
    const actionsOf = async (id: string, member?: Member) => (await info(fx, id, member?.token)).body.data.member_actions.map((action) => action.action);
    const revisionCount = async (id: string) => (await fx.db.selectFrom('revision').select('id').where('object_id', '=', id).execute()).length;

    it('shows a question to guests and counts each view, and each viewer once a day', async () => {
      const question = await asked(fx, author, 'How do I change the site name?');
      const first = await info(fx, question.id, undefined, { 'X-Forwarded-For': '10.9.0.1' });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ id: question.id, title: 'How do I change the site name?', view_count: 1, unique_view_count: 1, status: 1, pin: 1, show: 1 });
      expect(first.body.data.user_info?.id).toBe(author.id);
      expect(first.body.data.member_actions).toEqual([]);
      await info(fx, question.id, undefined, { 'X-Forwarded-For': '10.9.0.1' });
      const third = await info(fx, question.id, stranger.token);
      expect(third.body.data).toMatchObject({ view_count: 3, unique_view_count: 2 });
      // the views are written together a moment later, where lists and the hot score read them
      await vi.waitFor(
        async () => {
          const row = await fx.db.selectFrom('question').select(['view_count', 'unique_view_count']).where('id', '=', question.id).executeTakeFirstOrThrow();
          expect({ views: Number(row.view_count), unique: Number(row.unique_view_count) }).toEqual({ views: 3, unique: 2 });
        },
        { timeout: 15_000, interval: 250 },
      );
      expect((await info(fx, question.id, stranger.token)).body.data).toMatchObject({ view_count: 4, unique_view_count: 2 });
    });

    it('answers 404 for unknown ids and ids of other kinds of post', async () => {
      for (const id of ['10019999999999999', '10030000000000001', 'not-an-id', '<script>']) {
        const response = await info(fx, id);
        expect(response.status).toBe(404);
        expect(response.body.reason).toBe('error.question.not_found');
      }
    });

    it('offers each caller the actions they may take', async () => {
      const question = await asked(fx, author, 'Which actions do I get here?');
      expect(await actionsOf(question.id)).toEqual([]);
      // every logged-in member is offered flagging first, as on Answer (the flags plugin carries it out)
      expect(await actionsOf(question.id, author)).toEqual(['report', 'edit', 'delete']);
      expect(await actionsOf(question.id, stranger)).toEqual(['report']);
      expect(await actionsOf(question.id, editor)).toEqual(['report', 'edit']);
      // moderators also get the moderation actions that apply to an open, unpinned, listed question
      expect(await actionsOf(question.id, moderator)).toEqual(['report', 'edit', 'delete', 'close', 'pin', 'hide']);
      // once answered, the author may no longer delete it alone
      const answer = await fx.host.api<Envelope<unknown>>('POST', `${API}/answer`, { token: stranger.token, body: { question_id: question.id, content: 'Every caller gets the actions of their role.' } });
      expect(answer.status).toBe(200);
      expect(await actionsOf(question.id, author)).toEqual(['report', 'edit']);
      expect(await actionsOf(question.id, moderator)).toEqual(['report', 'edit', 'delete', 'close', 'pin', 'hide']);
      const zh = await fx.host.api<Envelope<{ member_actions: { name: string }[] }>>('GET', `${API}/question/info?id=${question.id}`, { token: moderator.token, lang: 'zh_CN' });
      expect(zh.body.data.member_actions.map((action) => action.name)).toEqual(['举报', '编辑', '删除', '关闭', '置顶', '不公开']);
    });

    it('lets the author edit directly: question, tags, counts and a new revision', async () => {
      const question = await asked(fx, author, 'Mail does not arrive at all', ['support'], 'Nothing arrives.');
      const response = await edit(author, { id: question.id, title: 'Mail from the site does not arrive', content: 'Nothing arrives, even the **test** mail.', tags: tagItems('mail'), edit_summary: 'clearer title' });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ url_title: 'mail-from-the-site-does-not-arrive', wait_for_review: false });

      const after = (await info(fx, question.id, author.token)).body.data;
      expect(after).toMatchObject({ title: 'Mail from the site does not arrive', content: 'Nothing arrives, even the **test** mail.' });
      expect(after.html).toContain('<strong>test</strong>');
      expect(after.tags.map((tag) => tag.slug_name)).toEqual(['mail']);
      expect(after.update_user_info?.id).toBe(author.id);
      expect(after.edit_time).toBeGreaterThan(0);
      const row = await fx.db.selectFrom('question').selectAll().where('id', '=', question.id).executeTakeFirstOrThrow();
      expect(row.last_edit_user_id).toBe(author.id);
      expect(await tagCount(fx, 'mail')).toBe(1);
      expect(await revisionCount(question.id)).toBe(2);
      const latest = await fx.db.selectFrom('revision').selectAll().where('id', '=', row.revision_id).executeTakeFirstOrThrow();
      expect(latest).toMatchObject({ log: 'clearer title', user_id: author.id, title: 'Mail from the site does not arrive' });
      expect(JSON.parse(latest.content).tags.map((tag: { slug_name: string }) => tag.slug_name)).toEqual(['mail']);

      // putting the old tag back reuses its relation and both counts follow
      expect((await edit(author, { id: question.id, title: after.title, content: after.content, tags: tagItems('mail', 'support') })).status).toBe(200);
      const supportBefore = await tagCount(fx, 'support');
      expect((await edit(author, { id: question.id, title: after.title, content: after.content, tags: tagItems('support') })).status).toBe(200);
      expect(await tagCount(fx, 'mail')).toBe(0);
      expect(await tagCount(fx, 'support')).toBe(supportBefore);
    });

    it('saves no revision for an edit that changes nothing', async () => {
      const question = await asked(fx, author, 'Nothing will change in this one', ['support'], 'Same body.');
      const response = await edit(author, { id: question.id, title: question.title, content: 'Same body.', tags: tagItems('SUPPORT') });
      expect(response.status).toBe(200);
      expect(await revisionCount(question.id)).toBe(1);
    });

    it('lets moderators and members with 1000 reputation edit, queues 100 reputation, and refuses others with the reason', async () => {
      const question = await asked(fx, author, 'Who may edit my question?');
      const body = (title: string) => ({ id: question.id, title, content: 'Edited body text.', tags: tagItems('support') });

      const refused = await edit(stranger, body('Edited by someone without rights'));
      expect(refused.status).toBe(403);
      expect(refused.body.reason).toBe('error.question.edit_needs_rank');
      expect(refused.body.msg).toBe("Editing other people's questions needs 100 reputation.");
      expect((await fx.db.selectFrom('question').select('title').where('id', '=', question.id).executeTakeFirstOrThrow()).title).toBe('Who may edit my question?');
      expect(await revisionCount(question.id)).toBe(1);

      await setRank(fx, editor, 1000);
      expect((await edit(editor, body('Edited by a member with 1000 reputation'))).body.data).toMatchObject({ wait_for_review: false });
      await setRank(fx, editor, 100);
      expect((await edit(moderator, body('Edited by a moderator of this site'))).status).toBe(200);
      const history = (await revisions(question.id)).body.data;
      expect(history.map((revision) => revision.user_info.id)).toEqual([moderator.id, editor.id, author.id]);

      // 100 reputation suggests: the edit waits for review (tests/api/revisions-queue.test.ts)
      await setRank(fx, stranger, 100);
      expect((await edit(stranger, body('Edited after earning the privilege'))).body.data).toMatchObject({ wait_for_review: true });
      await setRank(fx, stranger, 99);
    });

    it('checks an edit by the same rules as asking', async () => {
      const question = await asked(fx, author, 'An edit must keep the rules');
      const tooLong = await edit(author, { id: question.id, title: 'x'.repeat(151), content: 'Body.', tags: tagItems('support') });
      expect(tooLong.body.data).toEqual([{ error_field: 'title', error_msg: 'Title is up to 150 characters.' }]);
      const noTags = await edit(author, { id: question.id, title: question.title, content: 'Body.', tags: [] });
      expect(noTags.body.data).toEqual([{ error_field: 'tags', error_msg: 'Add at least one tag.' }]);
      const newTag = await edit(author, { id: question.id, title: question.title, content: 'Body text.', tags: tagItems('brand-new') });
      expect(newTag.body.data).toEqual([{ error_field: 'tags', error_msg: 'Creating the new tag "brand-new" needs 750 reputation. Choose an existing tag.' }]);
      const missingId = await edit(author, { title: question.title, content: 'Body.', tags: tagItems('support') });
      expect(missingId.status).toBe(400);
      expect(await revisionCount(question.id)).toBe(1);
    });

    it('keeps a reserved tag a moderator added when the author edits', async () => {
      const question = await asked(fx, moderator, 'Release notes for the next version', ['announcements', 'support']);
      await fx.db.updateTable('question').set({ user_id: author.id }).where('id', '=', question.id).execute();
      const dropped = await edit(author, { id: question.id, title: question.title, content: 'Changed body.', tags: tagItems('support') });
      expect(dropped.body.data).toEqual([{ error_field: 'tags', error_msg: 'The reserved tag "announcements" must be present.' }]);
      const kept = await edit(author, { id: question.id, title: question.title, content: 'Changed body.', tags: tagItems('announcements', 'support') });
      expect(kept.status).toBe(200);
    });

    it('lets only moderators edit closed questions', async () => {
      const question = await asked(fx, author, 'This one will be closed soon');
      await fx.db.updateTable('question').set({ status: 2 }).where('id', '=', question.id).execute();
      const body = { id: question.id, title: 'Edited while it is closed', content: 'Body text.', tags: tagItems('support') };
      const refused = await edit(author, body);
      expect(refused.status).toBe(403);
      expect(refused.body.reason).toBe('error.question.cannot_update');
      expect((await edit(moderator, body)).status).toBe(200);
      const seen = (await info(fx, question.id)).body.data;
      expect(seen.operation).toMatchObject({ level: 'info', msg: 'This question is closed.' });
    });

    it('lets authors delete unanswered questions, hides them from everyone else, and moderators undelete', async () => {
      const question = await asked(fx, author, 'A question I will take back', ['mail']);
      const mailBefore = await tagCount(fx, 'mail');
      const countOf = async () => Number((await fx.db.selectFrom('user').select('question_count').where('id', '=', author.id).executeTakeFirstOrThrow()).question_count);
      const questionsBefore = await countOf();

      expect((await remove(stranger, question.id)).status).toBe(403);
      const deleted = await remove(author, question.id);
      expect(deleted.status).toBe(200);
      expect(await tagCount(fx, 'mail')).toBe((mailBefore ?? 0) - 1);
      expect(await countOf()).toBe(questionsBefore - 1);
      expect((await remove(author, question.id)).status).toBe(200);

      expect((await info(fx, question.id)).status).toBe(404);
      expect((await info(fx, question.id, stranger.token)).status).toBe(404);
      expect((await revisions(question.id, stranger.token)).status).toBe(404);
      const own = await info(fx, question.id, author.token);
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ status: 10, operation: { level: 'danger', msg: 'This post has been deleted.' } });
      expect(own.body.data.member_actions.map((action) => action.action)).toEqual(['report']);
      expect(own.body.data.tags.map((tag) => tag.slug_name)).toEqual(['mail']);
      expect((await info(fx, question.id, moderator.token)).body.data.member_actions.map((action) => action.action)).toEqual(['report', 'edit', 'undelete']);
      expect((await edit(author, { id: question.id, title: 'Editing a deleted question', content: 'Body.', tags: tagItems('mail') })).status).toBe(403);
      const similar = await fx.host.api<Envelope<{ id: string }[]>>('GET', `${API}/question/similar?title=${encodeURIComponent('take back question')}`);
      expect(similar.body.data.map((item) => item.id)).not.toContain(question.id);

      expect((await recover(author, question.id)).status).toBe(403);
      expect((await recover(moderator, question.id)).status).toBe(200);
      expect((await info(fx, question.id)).body.data.status).toBe(1);
      expect(await tagCount(fx, 'mail')).toBe(mailBefore);
      expect(await countOf()).toBe(questionsBefore);
    });

    it('keeps answered questions from their author but not from moderators', async () => {
      const question = await asked(fx, author, 'Somebody already answered this');
      await fx.db.updateTable('question').set({ answer_count: 1 }).where('id', '=', question.id).execute();
      const refused = await remove(author, question.id);
      expect(refused.status).toBe(403);
      expect(refused.body.reason).toBe('error.question.cannot_delete');
      expect((await remove(moderator, question.id)).status).toBe(200);
      expect((await fx.db.selectFrom('question').select('status').where('id', '=', question.id).executeTakeFirstOrThrow()).status).toBe(10);
      expect((await recover(moderator, '10019999999999999')).status).toBe(404);
    });

    it('deletes the questions of a member removed with all their content, and recounts their tags', async () => {
      const leaving = await addMember(fx, 1);
      const question = await asked(fx, leaving, 'A question from someone who is leaving', ['mail']);
      const mailBefore = await tagCount(fx, 'mail');
      const removed = await fx.host.api('PUT', '/answer/admin/api/user/status', { token: fx.site.adminToken, body: { user_id: leaving.id, status: 'deleted', remove_all_content: true } });
      expect(removed.status).toBe(200);
      expect(await tagCount(fx, 'mail')).toBe((mailBefore ?? 0) - 1);
      expect((await info(fx, question.id)).status).toBe(404);
    });

    it('lists revisions newest first with the snapshot, the editor and the summary', async () => {
      const question = await asked(fx, author, 'A question with some history', ['support'], 'First body.');
      await edit(author, { id: question.id, title: 'A question with a longer history', content: 'Second body.', tags: tagItems('support', 'mail'), edit_summary: 'more detail' });
      const response = await revisions(question.id);
      expect(response.status).toBe(200);
      const [latest, first] = response.body.data;
      expect(response.body.data).toHaveLength(2);
      expect(latest).toMatchObject({
        use_id: author.id,
        object_id: question.id,
        title: 'A question with a longer history',
        url_title: 'a-question-with-a-longer-history',
        status: 0,
        reason: 'more detail',
        user_info: { id: author.id },
      });
      expect(latest.content).toMatchObject({ id: question.id, title: 'A question with a longer history', content: 'Second body.' });
      expect(latest.content.html).toContain('<p>Second body.</p>');
      expect(latest.content.tags.map((tag) => tag.slug_name)).toEqual(['support', 'mail']);
      expect(first.content).toMatchObject({ title: 'A question with some history', content: 'First body.' });
      expect(latest.create_at).toBeGreaterThanOrEqual(first.create_at);
    });

    it('takes short ids everywhere and answers with long ones', async () => {
      const question = await asked(fx, author, 'Short links to this question');
      const short = shortId(question.id);
      expect(short).toMatch(/^[0-9a-zA-Z]+$/);
      const shown = await info(fx, short);
      expect(shown.status).toBe(200);
      expect(shown.body.data.id).toBe(question.id);
      expect((await edit(author, { id: short, title: 'Short links to this question, edited', content: 'Body text.', tags: tagItems('support') })).status).toBe(200);
      expect((await revisions(short)).body.data).toHaveLength(2);
      expect((await remove(author, short)).status).toBe(200);
      expect((await recover(moderator, short)).status).toBe(200);
    });

    it('keeps questions and their helpers from guests on a site that requires login', async () => {
      const question = await asked(fx, author, 'A question on a members-only site');
      const setLoginRequired = async (required: boolean) => {
        const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'login').executeTakeFirstOrThrow();
        const content = JSON.stringify({ ...(JSON.parse(row.content) as object), login_required: required });
        await writeSiteInfo(fx.db, 'login', content);
      };
      await setLoginRequired(true);
      try {
        for (const path of [`/question/info?id=${question.id}`, '/question/similar?title=members+only+site', '/question/tags?tag=sup', `/revisions?object_id=${question.id}`]) {
          expect((await fx.host.api('GET', `${API}${path}`)).status, path).toBe(401);
          expect((await fx.host.api('GET', `${API}${path}`, { token: stranger.token })).status, path).toBe(200);
        }
      } finally {
        await setLoginRequired(false);
      }
    });
  });
}
