/**
 * Timelines on each database: a question's history after asking and editing (through the real
 * question calls), an answer's, the revision comparison, votes only on request and for members
 * allowed to see them, cancelled entries, deleted posts kept from strangers, guests and missing posts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite, writeConfig } from './test-database';
import { API, addMember, asked, insertTag, type Member, type Tables } from './questions-support';
import { ACTIVITY_PROBE, activityRows, emit, enableProbe } from './activity-support';
import type { TimelineResp } from '../../plugins/activity/server/timeline';
import type { RevisionDetail } from '../../plugins/activity/server/timeline-detail';
import { API_DATABASES } from './harness';

interface Detail {
  new_revision: RevisionDetail;
  old_revision: RevisionDetail;
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`activity timelines on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { plugins: [ACTIVITY_PROBE] });
    let author: Member;
    let stranger: Member;
    let moderator: Member;

    beforeAll(async () => {
      await enableProbe(fx);
      await insertTag(fx, 1, 'support');
      await insertTag(fx, 2, 'routing');
      author = await addMember(fx, 1);
      stranger = await addMember(fx, 1);
      moderator = await addMember(fx, 1, 3);
    });

    const timeline = (objectId: string, member?: Member, showVote?: boolean) =>
      fx.host.api<Envelope<TimelineResp>>('GET', `${API}/activity/timeline?object_id=${encodeURIComponent(objectId)}${showVote === undefined ? '' : `&show_vote=${showVote}`}`, { token: member?.token });
    const detail = (newId: string, oldId: string, member?: Member) =>
      fx.host.api<Envelope<Detail>>('GET', `${API}/activity/timeline/detail?new_revision_id=${newId}&old_revision_id=${oldId}`, { token: member?.token });
    const ask = async (member: Member) => (await asked(fx, member, `Why does the router drop packets number ${(titles += 1)}?`, ['support'], 'The router drops packets every night.')).id;
    const edit = async (member: Member, id: string, title: string) => {
      const response = await fx.host.api('PUT', `${API}/question`, {
        token: member.token,
        body: { id, title, content: 'The router drops packets every morning.', tags: [{ slug_name: 'routing', display_name: 'routing' }], edit_summary: 'clearer **time**' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };

    it('shows a question’s asked and edited entries, newest first, with the edit summary', async () => {
      const id = await ask(author);
      await edit(author, id, 'Why does the router drop packets in the morning?');
      const response = await timeline(id, stranger);
      expect(response.status).toBe(200);
      const { object_info, timeline: entries } = response.body.data;
      expect(object_info).toMatchObject({ title: 'Why does the router drop packets in the morning?', object_type: 'question', question_id: id, answer_id: '' });
      expect(object_info.username).not.toBe('');
      expect(entries.map((entry) => entry.activity_type)).toEqual(['edited', 'asked']);
      const [edited, askedEntry] = entries;
      expect(edited.comment).toContain('<strong>time</strong>');
      expect(edited).toMatchObject({ object_id: id, object_type: 'question', cancelled: false, cancelled_at: 0 });
      expect(edited.user_info?.id).toBe(author.id);
      expect(edited.revision_id).not.toBe('0');
      expect(askedEntry.revision_id).not.toBe('0');
      expect(askedEntry.revision_id).not.toBe(edited.revision_id);

      const compared = await detail(edited.revision_id, askedEntry.revision_id, stranger);
      expect(compared.status).toBe(200);
      expect(compared.body.data.new_revision).toMatchObject({ title: 'Why does the router drop packets in the morning?', original_text: 'The router drops packets every morning.' });
      expect(compared.body.data.new_revision.tags.map((tag) => tag.slug_name)).toEqual(['routing']);
      expect(compared.body.data.old_revision).toMatchObject({ original_text: 'The router drops packets every night.' });
      expect(compared.body.data.old_revision.title).toMatch(/^Why does the router drop packets number/);
      expect(compared.body.data.old_revision.tags.map((tag) => tag.slug_name)).toEqual(['support']);

      const first = await detail(askedEntry.revision_id, '0', stranger);
      expect(first.status).toBe(200);
      expect(first.body.data.old_revision).toEqual({ title: '', tags: [], original_text: '', slug_name: '', main_tag_slug_name: '' });
    });

    it('shows votes only when asked and allowed, hides down-voters from non-staff, and strikes cancelled ones', async () => {
      const id = await ask(author);
      const voter = await addMember(fx, 50);
      const downVoter = await addMember(fx, 500);
      expect(await emit(fx, 'record', { user_id: voter.id, object_id: id, question_id: id, activity: 'question.vote_up' })).toBe(200);
      expect(await emit(fx, 'record', { user_id: author.id, trigger_user_id: voter.id, object_id: id, question_id: id, activity: 'question.voted_up' })).toBe(200);
      expect(await emit(fx, 'record', { user_id: downVoter.id, object_id: id, question_id: id, activity: 'question.vote_down' })).toBe(200);
      expect(await emit(fx, 'cancel', { user_id: voter.id, object_id: id, activity: 'question.vote_up' })).toBe(200);

      expect((await timeline(id, stranger)).body.data.timeline.map((entry) => entry.activity_type)).toEqual(['asked']);
      const shown = (await timeline(id, stranger, true)).body.data.timeline;
      expect(shown.map((entry) => entry.activity_type).sort()).toEqual(['asked', 'downvote', 'upvote']);
      const up = shown.find((entry) => entry.activity_type === 'upvote');
      expect(up?.user_info?.id).toBe(voter.id);
      expect(up?.cancelled).toBe(true);
      expect(up?.cancelled_at).toBeGreaterThan(0);
      expect(shown.find((entry) => entry.activity_type === 'downvote')?.user_info?.username).toBe('N/A');
      const forStaff = (await timeline(id, moderator, true)).body.data.timeline;
      expect(forStaff.find((entry) => entry.activity_type === 'downvote')?.user_info?.id).toBe(downVoter.id);

      await writeConfig(fx.db, 'rank.vote.detail', '100');
      try {
        expect((await timeline(id, stranger, true)).body.data.timeline.map((entry) => entry.activity_type)).toEqual(['asked']);
        expect((await timeline(id, downVoter, true)).body.data.timeline).toHaveLength(3);
        expect((await timeline(id, moderator, true)).body.data.timeline).toHaveLength(3);
      } finally {
        await writeConfig(fx.db, 'rank.vote.detail', '0');
      }
    });

    it('shows an answer’s timeline under its question’s title, with its revision text', async () => {
      const questionId = await ask(author);
      const posted = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: stranger.token, body: { question_id: questionId, content: 'Replace the power supply first.' } });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const answerId = posted.body.data.info.id;
      const response = await timeline(answerId, author);
      expect(response.status).toBe(200);
      const question = (await timeline(questionId, author)).body.data.object_info.title;
      expect(response.body.data.object_info).toMatchObject({ title: question, object_type: 'answer', question_id: questionId, answer_id: answerId });
      // the answers plugin records the entry itself
      expect(response.body.data.timeline.map((entry) => [entry.activity_type, entry.object_type])).toEqual([['answered', 'answer']]);
      const compared = await detail(response.body.data.timeline[0].revision_id, '', author);
      expect(compared.status).toBe(200);
      expect(compared.body.data.new_revision).toMatchObject({ title: question, original_text: 'Replace the power supply first.', tags: [] });
    });

    it('keeps a deleted question’s history from everyone but its author and staff', async () => {
      const id = await ask(author);
      const removed = await fx.host.api('DELETE', `${API}/question`, { token: author.token, body: { id } });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      const hidden = await timeline(id, stranger);
      expect(hidden.status).toBe(404);
      expect(hidden.body.reason).toBe('error.activity.object_not_found');
      expect((await timeline(id, author)).body.data.timeline.map((entry) => entry.activity_type)).toEqual(['deleted', 'asked']);
      expect((await timeline(id, moderator)).status).toBe(200);
      const revision = (await timeline(id, author)).body.data.timeline[1].revision_id;
      expect((await detail(revision, '0', stranger)).status).toBe(404);
      expect((await detail(revision, '0', moderator)).status).toBe(200);
    });

    it('answers 401 to guests, 404 for missing posts and revisions, 400 for a malformed revision id', async () => {
      const id = await ask(author);
      expect((await timeline(id)).status).toBe(401);
      expect((await detail('1', '0')).status).toBe(401);
      expect((await timeline('10010000099999999', author)).status).toBe(404);
      expect((await timeline('not-an-id', author)).status).toBe(404);
      expect((await detail('999999999', '0', author)).status).toBe(404);
      const malformed = await detail('abc', '0', author);
      expect(malformed.status).toBe(400);
      expect((malformed.body.data as unknown as { error_field: string }[]).map((item) => item.error_field)).toEqual(['new_revision_id']);
      expect((await fx.host.api('GET', `${API}/activity/timeline`, { token: author.token })).status).toBe(400);
    });
  });
}
