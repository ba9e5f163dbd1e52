/**
 * Editing tags (`PUT /tag`) on each database: staff edit at once (a revision, the rendered
 * description, a `tag.edited` entry, synonyms following a rename); members between
 * `rank.tag.edit` and `rank.tag.edit_without_review` suggest edits that leave the tag alone, one
 * waiting at a time; thresholds come from the site's privilege level; below them, slug changes by
 * non-staff and bad input are refused with the database unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DATABASES, type Envelope } from './harness';
import { API, addMember, fieldsOf, type Member, type Tables } from './questions-support';
import { ACTIVITY, activitiesOf, createTag, editTag, freshSlug, rowsOf, tagRevisions, tagRow, tagState } from './tags-edit-support';
import { useInstalledSite } from './test-database';
import type { AnyRevisionResp, RevisionResp } from '../../plugins/questions/server/revisions';
import type { TagRevisionContent } from '../../plugins/questions/server/tag-revisions';

for (const kind of ALL_DATABASES) {
  describe(`editing tags on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let admin: Member;
    let moderator: Member;
    let suggester: Member;
    let other: Member;
    let newcomer: Member;
    let trusted: Member;

    beforeAll(async () => {
      admin = { id: '1', token: fx.site.adminToken };
      moderator = await addMember(fx, 1, 3);
      suggester = await addMember(fx, 50);
      other = await addMember(fx, 2000);
      newcomer = await addMember(fx, 49);
      trusted = await addMember(fx, 10000);
    });

    const history = async (id: string, member: Member = admin) =>
      (await fx.host.api<Envelope<RevisionResp<TagRevisionContent>[]>>('GET', `${API}/revisions?object_id=${id}`, { token: member.token })).body.data;
    const check = (member: Member, id: string) => fx.host.api<Envelope<{ wait_for_review: boolean; err_type?: string }>>('GET', `${API}/revisions/edit/check?id=${id}`, { token: member.token });
    const pending = (id: string) => rowsOf(fx).selectFrom('revision').selectAll().where('object_id', '=', id).where('status', '=', 1).execute();

    it('edits a tag at once for staff: the text, its HTML, a revision, a timeline entry, and synonyms follow a rename', async () => {
      const slug = freshSlug('mail');
      const id = await createTag(fx, admin, slug, 'Mail');
      const synonym = freshSlug('email');
      const linked = await fx.host.api('PUT', `${API}/tag/synonym`, { token: admin.token, body: { tag_id: id, synonym_tag_list: [{ slug_name: synonym }] } });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);

      const renamed = `${slug}-server`;
      const response = await editTag(fx, moderator, { tag_id: id, slug_name: ` ${renamed.toUpperCase()} `, display_name: ' Mail server ', original_text: 'Software that **relays** mail.', edit_summary: 'a clearer name' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({ wait_for_review: false });

      const row = await tagRow(fx, id);
      expect(row).toMatchObject({ slug_name: renamed, display_name: 'Mail server', original_text: 'Software that **relays** mail.', status: 1 });
      expect(row.parsed_text).toContain('<strong>relays</strong>');
      const revisions = await tagRevisions(fx, id);
      const latest = revisions[revisions.length - 1];
      expect(latest).toMatchObject({ object_type: 3, user_id: moderator.id, title: renamed, log: 'a clearer name', status: 0, pending_object_id: null });
      expect(String(row.revision_id)).toBe(String(latest.id));
      expect(JSON.parse(latest.content)).toMatchObject({ slug_name: renamed, display_name: 'Mail server', original_text: 'Software that **relays** mail.' });
      const edited = await activitiesOf(fx, id, ACTIVITY.tagEdited);
      expect(edited).toMatchObject([{ user_id: moderator.id, revision_id: String(latest.id), comment: 'a clearer name' }]);
      expect(Number(edited[0].rank)).toBe(0);
      const synonymRow = await rowsOf(fx).selectFrom('tag').selectAll().where('slug_name', '=', synonym).executeTakeFirstOrThrow();
      expect(synonymRow).toMatchObject({ main_tag_id: id, main_tag_slug_name: renamed });

      // the history lists the tag's states newest first, each with the tag's fields
      const list = await history(id, newcomer);
      expect(list.map((item) => [item.status, item.title, item.content.slug_name, item.user_info?.id])).toEqual([
        [0, renamed, renamed, moderator.id],
        [0, slug, slug, admin.id],
      ]);
      expect(list[0]).toMatchObject({ object_id: id, reason: 'a clearer name', content: { tag_id: id, display_name: 'Mail server', original_text: 'Software that **relays** mail.', description: 'Software that relays mail.' } });
      expect(list[0].content.parsed_text).toContain('<strong>relays</strong>');
    });

    it('lets members with 10000 reputation edit at once, but only staff rename the slug', async () => {
      const slug = freshSlug('relay');
      const id = await createTag(fx, admin, slug, 'Relay');
      const before = await tagState(fx);
      const renamed = await editTag(fx, trusted, { tag_id: id, slug_name: `${slug}-x`, display_name: 'Relay', original_text: 'Another text.' });
      expect([renamed.status, renamed.body.reason]).toEqual([403, 'error.rank.fail_to_meet_the_condition']);
      expect(await tagState(fx)).toBe(before);

      const response = await editTag(fx, trusted, { tag_id: id, slug_name: slug, display_name: 'Mail relay', original_text: 'A server that passes mail on.' });
      expect(response.body.data).toEqual({ wait_for_review: false });
      expect(await tagRow(fx, id)).toMatchObject({ slug_name: slug, display_name: 'Mail relay', original_text: 'A server that passes mail on.' });
      expect((await activitiesOf(fx, id, ACTIVITY.tagEdited)).map((row) => row.user_id)).toEqual([trusted.id]);
    });

    it('queues an edit of a member with rank.tag.edit and leaves the tag as it is, one suggestion at a time', async () => {
      const slug = freshSlug('queue');
      const id = await createTag(fx, admin, slug, 'Queue', 'A line of mails.');
      expect((await check(suggester, id)).body.data).toEqual({ wait_for_review: true });
      expect((await check(trusted, id)).body.data).toEqual({ wait_for_review: false });

      const response = await editTag(fx, suggester, { tag_id: id, slug_name: slug, display_name: 'Mail queue', original_text: 'Mails waiting to be sent.', edit_summary: 'what it holds' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({ wait_for_review: true });
      expect(await tagRow(fx, id)).toMatchObject({ slug_name: slug, display_name: 'Queue', original_text: 'A line of mails.' });
      const waiting = await pending(id);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ user_id: suggester.id, object_type: 3, title: slug, log: 'what it holds', pending_object_id: id });
      expect(JSON.parse(waiting[0].content)).toMatchObject({ display_name: 'Mail queue', original_text: 'Mails waiting to be sent.' });
      expect(await activitiesOf(fx, id, ACTIVITY.tagEdited)).toEqual([]);
      // the history shows what the tag has been, not what waits
      expect((await history(id)).map((item) => item.status)).toEqual([0]);

      // while it waits, nobody's edit goes in: not another suggestion, not staff's
      const before = await tagState(fx);
      const second = await editTag(fx, other, { tag_id: id, slug_name: slug, display_name: 'Queues', original_text: 'Another idea.' });
      expect([second.status, second.body.reason, second.body.data]).toEqual([400, 'error.revision.review_underway', { err_type: 'toast' }]);
      const staff = await editTag(fx, admin, { tag_id: id, slug_name: slug, display_name: 'Queues', original_text: 'An idea of staff.' });
      expect([staff.status, staff.body.reason]).toEqual([400, 'error.revision.review_underway']);
      expect(await tagState(fx)).toBe(before);
      const busy = await check(trusted, id);
      expect([busy.status, busy.body.data]).toEqual([400, { err_type: 'toast' }]);
    });

    it('lets one of two simultaneous suggestions through', async () => {
      const slug = freshSlug('race');
      const id = await createTag(fx, admin, slug, 'Race');
      const results = await Promise.all([
        editTag(fx, suggester, { tag_id: id, slug_name: slug, display_name: 'Race one', original_text: 'One of two.' }),
        editTag(fx, other, { tag_id: id, slug_name: slug, display_name: 'Race two', original_text: 'The other of two.' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
      expect(await pending(id)).toHaveLength(1);
    });

    it('saves nothing for an edit that changes nothing, and answers as Answer does', async () => {
      const slug = freshSlug('same');
      const id = await createTag(fx, admin, slug, 'Same', 'Unchanged text.');
      const before = await tagState(fx);
      const body = { tag_id: id, slug_name: slug.toUpperCase(), display_name: 'Same', original_text: 'Unchanged text.', edit_summary: 'nothing really' };
      expect((await editTag(fx, suggester, body)).body.data).toEqual({ wait_for_review: true });
      expect((await editTag(fx, admin, body)).body.data).toEqual({ wait_for_review: false });
      expect(await tagState(fx)).toBe(before);
    });

    it('refuses members below rank.tag.edit with the reputation they need, and reads the threshold from the privilege level', async () => {
      const slug = freshSlug('rank');
      const id = await createTag(fx, admin, slug, 'Rank');
      const before = await tagState(fx);
      const refused = await editTag(fx, newcomer, { tag_id: id, slug_name: slug, display_name: 'Ranked', original_text: 'A try.' });
      expect([refused.status, refused.body.reason, refused.body.msg]).toEqual([403, 'error.rank.no_enough_rank_to_operate', 'You need at least 50 reputation to do this.']);
      const zh = await editTag(fx, newcomer, { tag_id: id, slug_name: slug, display_name: 'Ranked', original_text: 'A try.' }, { 'Accept-Language': 'zh_CN' });
      expect(zh.body.msg).toContain('50');
      const guest = await fx.host.api('PUT', `${API}/tag`, { body: { tag_id: id, slug_name: slug, display_name: 'Ranked' } });
      expect(guest.status).toBe(401);
      expect(await tagState(fx)).toBe(before);
      const short = await check(newcomer, id);
      expect([short.status, short.body.reason]).toEqual([403, 'error.revision.edit_needs_rank']);

      const setLevel = (level: number) => fx.host.api('PUT', '/answer/admin/api/setting/privileges', { token: admin.token, body: { level, custom_privileges: [] } });
      try {
        // level 1: everyone edits, reviews and edits without review
        expect((await setLevel(1)).status).toBe(200);
        expect((await editTag(fx, newcomer, { tag_id: id, slug_name: slug, display_name: 'Level one', original_text: 'Edited at level one.' })).body.data).toEqual({ wait_for_review: false });
        // level 3: editing needs 100, so 50 no longer suffices
        expect((await setLevel(3)).status).toBe(200);
        const level3 = await editTag(fx, suggester, { tag_id: id, slug_name: slug, display_name: 'Level three', original_text: 'Edited at level three.' });
        expect([level3.status, level3.body.msg]).toEqual([403, 'You need at least 100 reputation to do this.']);
      } finally {
        expect((await setLevel(2)).status).toBe(200);
      }
      expect((await tagRow(fx, id)).display_name).toBe('Level one');
    });

    it('refuses bad input on the field it concerns and leaves the database as it was', async () => {
      const slug = freshSlug('input');
      const id = await createTag(fx, admin, slug, 'Input');
      const taken = freshSlug('taken');
      await createTag(fx, admin, taken, 'Taken');
      const gone = freshSlug('gone');
      const goneId = await createTag(fx, admin, gone, 'Gone');
      expect((await fx.host.api('DELETE', `${API}/tag`, { token: admin.token, body: { tag_id: goneId } })).status).toBe(200);
      const before = await tagState(fx);

      const cases: [string, Record<string, unknown>, number, string, string[]][] = [
        ['a display name of 36 characters', { display_name: 'x'.repeat(36) }, 400, 'base.request_format_error', ['display_name']],
        ['an empty display name', { display_name: '   ' }, 400, 'base.request_format_error', ['display_name']],
        ['no display name', { display_name: undefined }, 400, 'base.request_format_error', ['display_name']],
        ['a slug of 36 characters', { slug_name: 'y'.repeat(36) }, 400, 'base.request_format_error', ['slug_name']],
        ['an empty slug', { slug_name: '' }, 400, 'base.request_format_error', ['slug_name']],
        ['a slug with a slash', { slug_name: 'mail/relay' }, 400, 'base.request_format_error', ['slug_name']],
        ["another tag's slug", { slug_name: taken.toUpperCase() }, 400, 'error.tag.already_exist', ['slug_name']],
        ["a deleted tag's slug", { slug_name: gone }, 400, 'error.tag.already_exist', ['slug_name']],
        ['an edit summary of 256 characters', { edit_summary: 'z'.repeat(256) }, 400, 'base.request_format_error', ['edit_summary']],
        ['no tag id', { tag_id: undefined }, 400, 'base.request_format_error', ['tag_id']],
        ['an id that is no tag', { tag_id: '10010000000000001' }, 400, 'error.tag.not_found', []],
        ['a deleted tag', { tag_id: goneId, slug_name: gone }, 400, 'error.tag.not_found', []],
      ];
      for (const [label, patch, status, reason, fields] of cases) {
        const body = { tag_id: id, slug_name: `${slug}-new`, display_name: 'Input', original_text: 'New text.', ...patch };
        const response = await editTag(fx, admin, body);
        expect([response.status, response.body.reason, fieldsOf(response.body)], label).toEqual([status, reason, fields]);
      }
      const over = await editTag(fx, admin, { tag_id: id, slug_name: taken, display_name: 'Input' });
      expect(over.body.msg).toBe('Tag already exists.');
      const long = await editTag(fx, admin, { tag_id: id, slug_name: slug, display_name: 'x'.repeat(36) });
      expect(long.body.msg).toBe('Display name up to 35 characters.');
      expect(await tagState(fx)).toBe(before);
    });

    it('shows the history of a deleted tag to staff only', async () => {
      const slug = freshSlug('hidden');
      const id = await createTag(fx, admin, slug, 'Hidden');
      expect((await fx.host.api('DELETE', `${API}/tag`, { token: admin.token, body: { tag_id: id } })).status).toBe(200);
      const asMember = await fx.host.api<Envelope<AnyRevisionResp[]>>('GET', `${API}/revisions?object_id=${id}`, { token: trusted.token });
      expect(asMember.status).toBe(404);
      expect((await history(id, moderator)).map((item) => item.title)).toEqual([slug]);
      const edit = await check(moderator, id);
      expect([edit.status, edit.body.reason]).toEqual([403, 'error.revision.cannot_edit']);
    });
  });
}
