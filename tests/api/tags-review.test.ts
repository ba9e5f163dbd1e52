/**
 * Suggested tag edits after they are made, on each database: the reviewers' queue (staff and
 * `rank.tag.audit` only) in Answer's shape, approving (the tag changes, `tag.edited` for the
 * suggester, +2 reputation) and rejecting; rolling a tag back; and the tag's timeline (by id and
 * by slug) with its revisions compared.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DATABASES, type Envelope } from './harness';
import { API, addMember, type Member, type Tables } from './questions-support';
import { ACTIVITY, activitiesOf, createTag, editTag, freshSlug, rankOf, rowsOf, tagRevisions, tagRow, tagState } from './tags-edit-support';
import { useInstalledSite } from './test-database';
import type { TimelineResp } from '../../plugins/activity/server/timeline';
import type { RevisionDetail } from '../../plugins/activity/server/timeline-detail';
import type { UnreviewedItem } from '../../plugins/questions/server/review-queue';

for (const kind of ALL_DATABASES) {
  describe(`reviewing and rolling back tag edits on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let admin: Member;
    let suggester: Member;
    let questionReviewer: Member;
    let reviewer: Member;
    let trusted: Member;

    beforeAll(async () => {
      admin = { id: '1', token: fx.site.adminToken };
      suggester = await addMember(fx, 60);
      questionReviewer = await addMember(fx, 2499);
      reviewer = await addMember(fx, 2500);
      trusted = await addMember(fx, 10000);
    });

    const queue = (member: Member, page = 1) => fx.host.api<Envelope<{ count: number; list: UnreviewedItem[] }>>('GET', `${API}/revisions/unreviewed?page=${page}`, { token: member.token });
    const audit = (member: Member, id: string, operation: string) => fx.host.api<Envelope<null>>('PUT', `${API}/revisions/audit`, { token: member.token, body: { id, operation } });
    const rollback = (member: Member, revisionId: string) => fx.host.api<Envelope<{ err_type?: string }>>('PUT', `${API}/revisions/rollback`, { token: member.token, body: { revision_id: revisionId } });
    const timeline = (member: Member, query: string) => fx.host.api<Envelope<TimelineResp>>('GET', `${API}/activity/timeline?${query}`, { token: member.token });
    const detail = (member: Member, newId: string, oldId: string) =>
      fx.host.api<Envelope<{ new_revision: RevisionDetail; old_revision: RevisionDetail }>>('GET', `${API}/activity/timeline/detail?new_revision_id=${newId}&old_revision_id=${oldId}`, { token: member.token });
    const pendingId = async (tagId: string) => String((await rowsOf(fx).selectFrom('revision').select('id').where('object_id', '=', tagId).where('status', '=', 1).executeTakeFirstOrThrow()).id);

    /** A tag with a suggestion of `suggester` waiting; answers the tag's id, slug and the suggestion's revision id. */
    async function suggested(stem: string): Promise<{ id: string; slug: string; revisionId: string }> {
      const slug = freshSlug(stem);
      const id = await createTag(fx, admin, slug, 'Spam', 'Unwanted mail.');
      const response = await editTag(fx, suggester, { tag_id: id, slug_name: slug, display_name: 'Spam filter', original_text: 'Mail nobody asked for, and **filters** for it.', edit_summary: 'broader' });
      expect(response.body.data, JSON.stringify(response.body)).toEqual({ wait_for_review: true });
      return { id, slug, revisionId: await pendingId(id) };
    }

    /** The queue item of the tag, searched page by page as `member` sees the queue. */
    async function queued(member: Member, tagId: string): Promise<UnreviewedItem | undefined> {
      const first = (await queue(member)).body.data;
      for (let page = 1; page <= first.count; page += 1) {
        const found = (await queue(member, page)).body.data.list.find((item) => item.info.object_id === tagId);
        if (found) return found;
      }
      return undefined;
    }

    it('shows tag suggestions to staff and members with rank.tag.audit, in Answer’s shape', async () => {
      const { id, slug, revisionId } = await suggested('spam');
      expect(await queued(questionReviewer, id)).toBeUndefined();
      expect((await queue(suggester)).body.data).toEqual({ count: 0, list: [] });
      const item = await queued(reviewer, id);
      expect(item).toMatchObject({
        type: 'tag',
        info: { object_id: id, object_type: 'tag', question_id: '', answer_id: '', title: slug, url_title: slug, content: 'Unwanted mail.', status: 1, tags: [] },
        unreviewed_info: {
          id: revisionId,
          use_id: suggester.id,
          object_id: id,
          title: slug,
          status: 1,
          reason: 'broader',
          user_info: { id: suggester.id },
          content: { tag_id: id, slug_name: slug, display_name: 'Spam filter', original_text: 'Mail nobody asked for, and **filters** for it.', main_tag_slug_name: '' },
        },
      });
      expect(item?.info).toMatchObject({ html: expect.stringContaining('Unwanted mail.') });
      expect(await queued(admin, id)).toBeDefined();
      const types = await fx.host.api<Envelope<{ name: string; todo_amount: number }[]>>('GET', `${API}/reviewing/type`, { token: questionReviewer.token });
      expect(types.body.data.find((type) => type.name === 'suggested_post_edit')?.todo_amount).toBe(0);
      const counted = await fx.host.api<Envelope<{ name: string; todo_amount: number }[]>>('GET', `${API}/reviewing/type`, { token: reviewer.token });
      expect(counted.body.data.find((type) => type.name === 'suggested_post_edit')?.todo_amount).toBeGreaterThanOrEqual(1);
    });

    it('applies an approved suggestion, credits the suggester and approves only once', async () => {
      const { id, slug, revisionId } = await suggested('approve');
      const before = await rankOf(fx, suggester);
      const refused = await audit(questionReviewer, revisionId, 'approve');
      expect([refused.status, refused.body.reason]).toEqual([403, 'error.revision.no_permission']);
      expect((await tagRow(fx, id)).display_name).toBe('Spam');

      const approved = await Promise.all([audit(reviewer, revisionId, 'approve'), audit(admin, revisionId, 'approve')]);
      expect(approved.map((response) => response.status)).toEqual([200, 200]);
      const row = await tagRow(fx, id);
      expect(row).toMatchObject({ slug_name: slug, display_name: 'Spam filter', original_text: 'Mail nobody asked for, and **filters** for it.', revision_id: revisionId });
      expect(row.parsed_text).toContain('<strong>filters</strong>');
      const revision = (await tagRevisions(fx, id)).find((item) => String(item.id) === revisionId);
      expect(revision).toMatchObject({ status: 2, pending_object_id: null });
      expect([reviewer.id, '1']).toContain(String(revision?.review_user_id));
      expect(await rankOf(fx, suggester)).toBe(before + 2);
      expect(await activitiesOf(fx, id, ACTIVITY.tagEdited)).toMatchObject([{ user_id: suggester.id, revision_id: revisionId, comment: 'broader' }]);
      expect((await activitiesOf(fx, id, ACTIVITY.editAccepted)).map((entry) => entry.user_id)).toEqual([suggester.id]);
      // the next suggestion may come
      expect((await editTag(fx, suggester, { tag_id: id, slug_name: slug, display_name: 'Spam', original_text: 'Back to short.' })).body.data).toEqual({ wait_for_review: true });
    });

    it('rejects a suggestion and leaves the tag and reputations alone', async () => {
      const { id, revisionId } = await suggested('reject');
      const before = await rankOf(fx, suggester);
      const unchanged = JSON.stringify(await tagRow(fx, id));
      expect((await audit(reviewer, revisionId, 'reject')).status).toBe(200);
      expect(JSON.stringify(await tagRow(fx, id))).toBe(unchanged);
      expect(await rankOf(fx, suggester)).toBe(before);
      expect((await tagRevisions(fx, id)).find((item) => String(item.id) === revisionId)).toMatchObject({ status: 3, pending_object_id: null });
      expect(await activitiesOf(fx, id, ACTIVITY.tagEdited)).toEqual([]);
      expect((await audit(reviewer, revisionId, 'publish')).status).toBe(400);
    });

    it('refuses to approve a suggestion of a tag deleted since, and keeps it waiting', async () => {
      const { id, revisionId } = await suggested('deleted');
      expect((await fx.host.api('DELETE', `${API}/tag`, { token: admin.token, body: { tag_id: id } })).status).toBe(200);
      const before = await tagState(fx);
      const response = await audit(admin, revisionId, 'approve');
      expect([response.status, response.body.reason]).toEqual([400, 'error.tag.not_found']);
      expect(await tagState(fx)).toBe(before);
    });

    it('rolls a tag back for staff and members who edit without review, never to its current revision', async () => {
      const slug = freshSlug('roll');
      const id = await createTag(fx, admin, slug, 'Roll', 'The first text.');
      const renamed = `${slug}-b`;
      expect((await editTag(fx, admin, { tag_id: id, slug_name: renamed, display_name: 'Rolled', original_text: 'The second text.' })).body.data).toEqual({ wait_for_review: false });
      const [first, second] = (await tagRevisions(fx, id)).map((row) => String(row.id));

      const current = await rollback(admin, second);
      expect([current.status, current.body.reason]).toEqual([400, 'error.revision.rollback_current']);
      expect((await rollback(suggester, first)).status).toBe(403);
      // the first revision has another slug: renaming is staff's
      const before = await tagState(fx);
      const rename = await rollback(trusted, first);
      expect([rename.status, rename.body.reason]).toEqual([403, 'error.rank.fail_to_meet_the_condition']);
      expect(await tagState(fx)).toBe(before);

      expect((await rollback(admin, first)).status).toBe(200);
      const row = await tagRow(fx, id);
      expect(row).toMatchObject({ slug_name: slug, display_name: 'Roll', original_text: 'The first text.' });
      const revisions = await tagRevisions(fx, id);
      const latest = revisions[revisions.length - 1];
      expect(latest).toMatchObject({ user_id: '1', status: 0, log: 'Rollback to revision 1', title: slug });
      expect(String(row.revision_id)).toBe(String(latest.id));
      expect(await activitiesOf(fx, id, ACTIVITY.tagRollback)).toMatchObject([{ user_id: '1', revision_id: String(latest.id), comment: 'Rollback to revision 1' }]);

      // a member who edits without review rolls back too, where the slug stays as it is
      expect((await editTag(fx, trusted, { tag_id: id, slug_name: slug, display_name: 'Roll', original_text: 'A third text.' })).body.data).toEqual({ wait_for_review: false });
      expect((await rollback(trusted, String(latest.id))).status).toBe(200);
      expect(await tagRow(fx, id)).toMatchObject({ slug_name: slug, original_text: 'The first text.' });
    });

    it('lists a tag’s timeline by id and by slug, with each revision compared to the one before', async () => {
      const slug = freshSlug('history');
      const id = await createTag(fx, admin, slug, 'History', 'Old text.');
      expect((await editTag(fx, admin, { tag_id: id, slug_name: slug, display_name: 'Tag history', original_text: 'New text.', edit_summary: 'a **better** text' })).status).toBe(200);
      await editTag(fx, suggester, { tag_id: id, slug_name: slug, display_name: 'Tag history', original_text: 'Suggested text.', edit_summary: 'suggested' });
      const suggestion = await pendingId(id);
      expect((await audit(reviewer, suggestion, 'approve')).status).toBe(200);
      const [created, edited] = (await tagRevisions(fx, id)).map((row) => String(row.id));
      const synonym = freshSlug('chronicle');
      expect((await fx.host.api('PUT', `${API}/tag/synonym`, { token: admin.token, body: { tag_id: id, synonym_tag_list: [{ slug_name: synonym }] } })).status).toBe(200);

      const byId = await timeline(suggester, `object_id=${id}&object_type=tag`);
      expect(byId.status, JSON.stringify(byId.body)).toBe(200);
      expect(byId.body.data.object_info).toEqual({ title: slug, object_type: 'tag', question_id: '', answer_id: '', username: '', display_name: 'Tag history', main_tag_slug_name: '' });
      expect(byId.body.data.timeline.map((item) => [item.activity_type, item.revision_id, item.user_info?.id, item.object_type])).toEqual([
        ['edited', suggestion, suggester.id, 'tag'],
        ['edited', edited, '1', 'tag'],
        ['created', created, '1', 'tag'],
      ]);
      expect(byId.body.data.timeline[1].comment).toContain('<strong>better</strong>');
      const bySlug = await timeline(suggester, `tag_slug_name=${slug.toUpperCase()}&object_type=tag`);
      expect(bySlug.body.data).toEqual(byId.body.data);
      expect((await timeline(suggester, `object_id=${id}&object_type=question`)).status).toBe(404);
      expect((await timeline(suggester, `tag_slug_name=no-such-tag-${slug}`)).status).toBe(404);
      // a synonym's timeline names its main tag
      const synonymInfo = (await timeline(suggester, `tag_slug_name=${synonym}`)).body.data.object_info;
      expect(synonymInfo).toMatchObject({ title: synonym, object_type: 'tag', main_tag_slug_name: slug });

      const compared = await detail(suggester, edited, created);
      expect(compared.status).toBe(200);
      expect(compared.body.data).toEqual({
        new_revision: { title: 'Tag history', tags: [], original_text: 'New text.', slug_name: slug, main_tag_slug_name: '' },
        old_revision: { title: 'History', tags: [], original_text: 'Old text.', slug_name: slug, main_tag_slug_name: '' },
      });
      expect((await detail(suggester, suggestion, edited)).body.data.new_revision.original_text).toBe('Suggested text.');
    });

    it('records deleting and undeleting a tag, and keeps a deleted tag’s timeline from all but staff', async () => {
      const slug = freshSlug('unused');
      const id = await createTag(fx, admin, slug, 'Unused');
      expect((await fx.host.api('DELETE', `${API}/tag`, { token: admin.token, body: { tag_id: id } })).status).toBe(200);
      expect((await timeline(trusted, `object_id=${id}`)).status).toBe(404);
      expect((await timeline(admin, `object_id=${id}`)).body.data.timeline.map((item) => item.activity_type)).toEqual(['deleted', 'created']);
      expect((await fx.host.api('POST', `${API}/tag/recover`, { token: admin.token, body: { tag_id: id } })).status).toBe(200);
      expect((await timeline(trusted, `object_id=${id}`)).body.data.timeline.map((item) => item.activity_type)).toEqual(['undeleted', 'deleted', 'created']);
    });
  });
}
