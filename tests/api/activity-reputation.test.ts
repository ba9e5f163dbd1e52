/**
 * Reputation through the activity events on each database, emitted by a probe plugin standing in
 * for the post plugins: configured values, the daily cap and its exclusion, the floor of 1,
 * cancelling, history-only rows, and nothing left behind when the emitter's write fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useInstalledSite } from './test-database';
import { addMember, setRank, type Tables } from './questions-support';
import { ACTIVITY_PROBE, activityRows, emit, enableProbe, nextObjectId, rankOf, rowsOf } from './activity-support';
import { ALL_DATABASES } from './harness';

const DAY = 24 * 60 * 60;

for (const kind of ALL_DATABASES) {
  describe(`activity reputation on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { plugins: [ACTIVITY_PROBE] });

    beforeAll(async () => {
      await enableProbe(fx);
    });

    it('seeds Answer’s reputation config rows at install', async () => {
      const rows = await activityRows(fx).selectFrom('config').select(['id', 'key', 'value']).where('id', 'in', [1, 2, 12, 22, 23, 87, 122]).orderBy('id').execute();
      expect(rows.map((row) => [row.id, row.key, JSON.parse(row.value)])).toEqual([
        [1, 'answer.accepted', 15],
        [2, 'answer.voted_up', 10],
        [12, 'answer.vote_down', -1],
        [22, 'daily_rank_limit', 200],
        [23, 'daily_rank_limit.exclude', ['answer.accepted']],
        [87, 'question.asked', 0],
        [122, 'question.hide', 0],
      ]);
    });

    it('applies the configured value of the activity and records the row', async () => {
      const author = await addMember(fx, 1);
      const voter = await addMember(fx, 1);
      const answerId = nextObjectId();
      expect(await emit(fx, 'record', { user_id: author.id, trigger_user_id: voter.id, object_id: answerId, question_id: nextObjectId(1), activity: 'answer.voted_up' })).toBe(200);
      expect(await rankOf(fx, author)).toBe(11);
      const [row] = await rowsOf(fx, answerId);
      expect({ type: row.activity_type, rank: Number(row.rank), has_rank: Number(row.has_rank), trigger: row.trigger_user_id, cancelled: Number(row.cancelled) }).toEqual({
        type: 2,
        rank: 10,
        has_rank: 1,
        trigger: voter.id,
        cancelled: 0,
      });
    });

    it('follows an admin’s change of the configured value', async () => {
      const author = await addMember(fx, 1);
      await activityRows(fx).updateTable('config').set({ value: '12' }).where('key', '=', 'question.voted_up').execute();
      try {
        expect(await emit(fx, 'record', { user_id: author.id, object_id: nextObjectId(1), activity: 'question.voted_up' })).toBe(200);
        expect(await rankOf(fx, author)).toBe(13);
      } finally {
        await activityRows(fx).updateTable('config').set({ value: '10' }).where('key', '=', 'question.voted_up').execute();
      }
    });

    it('stops gains once today’s reputation reached the daily limit, except for accepted answers', async () => {
      const member = await addMember(fx, 1);
      const record = (activity: string, rank?: number, at?: number) =>
        emit(fx, 'record', { user_id: member.id, object_id: nextObjectId(), activity, ...(rank === undefined ? {} : { rank }), ...(at === undefined ? {} : { at }) });
      // yesterday's gains do not count towards today's limit
      expect(await record('answer.voted_up', 500, Math.floor(Date.now() / 1000) - 2 * DAY)).toBe(200);
      expect(await record('answer.voted_up', 195)).toBe(200);
      expect(await rankOf(fx, member)).toBe(696);
      // 195 < 200: this gain still goes through whole
      expect(await record('answer.voted_up')).toBe(200);
      expect(await rankOf(fx, member)).toBe(706);
      const capped = nextObjectId();
      expect(await emit(fx, 'record', { user_id: member.id, object_id: capped, activity: 'question.voted_up' })).toBe(200);
      expect(await rankOf(fx, member)).toBe(706);
      const [row] = await rowsOf(fx, capped);
      expect([Number(row.rank), Number(row.has_rank)]).toEqual([0, 0]);

      expect(await record('answer.accepted')).toBe(200);
      expect(await rankOf(fx, member)).toBe(721);
      // losses still apply past the limit
      expect(await record('answer.voted_down')).toBe(200);
      expect(await rankOf(fx, member)).toBe(719);
    });

    it('never takes a member below rank 1 and stores the loss actually applied', async () => {
      const member = await addMember(fx, 2);
      const first = nextObjectId();
      const second = nextObjectId();
      expect(await emit(fx, 'record', { user_id: member.id, object_id: first, activity: 'answer.voted_down' })).toBe(200);
      expect(await rankOf(fx, member)).toBe(1);
      expect(await emit(fx, 'record', { user_id: member.id, object_id: second, activity: 'answer.voted_down' })).toBe(200);
      expect(await rankOf(fx, member)).toBe(1);
      expect(Number((await rowsOf(fx, first))[0].rank)).toBe(-1);
      expect(Number((await rowsOf(fx, second))[0].rank)).toBe(0);
    });

    it('cancelling gives back what the activity applied, once', async () => {
      const author = await addMember(fx, 1);
      const voter = await addMember(fx, 1);
      const other = await addMember(fx, 1);
      const answerId = nextObjectId();
      const vote = { user_id: author.id, object_id: answerId, activity: 'answer.voted_up' };
      expect(await emit(fx, 'record', { ...vote, trigger_user_id: voter.id })).toBe(200);
      expect(await emit(fx, 'record', { ...vote, trigger_user_id: other.id })).toBe(200);
      expect(await rankOf(fx, author)).toBe(21);

      expect(await emit(fx, 'cancel', { ...vote, trigger_user_id: voter.id })).toBe(200);
      expect(await rankOf(fx, author)).toBe(11);
      const rows = await rowsOf(fx, answerId);
      const cancelled = rows.find((row) => row.trigger_user_id === voter.id);
      const standing = rows.find((row) => row.trigger_user_id === other.id);
      expect(Number(cancelled?.cancelled)).toBe(1);
      expect(Number(cancelled?.cancelled_at)).toBeGreaterThan(0);
      expect(Number(standing?.cancelled)).toBe(0);

      // a second cancel finds nothing standing
      expect(await emit(fx, 'cancel', { ...vote, trigger_user_id: voter.id })).toBe(200);
      expect(await rankOf(fx, author)).toBe(11);
    });

    it('cancelling a down-vote returns the lost reputation, and a returned gain stops at rank 1', async () => {
      const member = await addMember(fx, 10);
      const down = nextObjectId();
      expect(await emit(fx, 'record', { user_id: member.id, object_id: down, activity: 'question.voted_down' })).toBe(200);
      expect(await rankOf(fx, member)).toBe(8);
      expect(await emit(fx, 'cancel', { user_id: member.id, object_id: down, activity: 'question.voted_down' })).toBe(200);
      expect(await rankOf(fx, member)).toBe(10);

      const up = nextObjectId();
      expect(await emit(fx, 'record', { user_id: member.id, object_id: up, activity: 'question.voted_up' })).toBe(200);
      await setRank(fx, member, 5);
      expect(await emit(fx, 'cancel', { user_id: member.id, object_id: up, activity: 'question.voted_up' })).toBe(200);
      expect(await rankOf(fx, member)).toBe(1);
    });

    it('records history-only rows without touching reputation', async () => {
      const member = await addMember(fx, 3);
      const questionId = nextObjectId(1);
      expect(await emit(fx, 'record', { user_id: member.id, object_id: questionId, question_id: questionId, activity: 'question.edited', comment: 'fixed a typo', revision_id: '42' })).toBe(200);
      expect(await emit(fx, 'record', { user_id: member.id, object_id: questionId, activity: 'answer.voted_up', rank: 0 })).toBe(200);
      expect(await rankOf(fx, member)).toBe(3);
      const rows = await rowsOf(fx, questionId);
      expect(rows.map((row) => [row.activity_type, Number(row.rank), row.comment, row.revision_id, row.original_object_id])).toEqual([
        [93, 0, 'fixed a typo', '42', questionId],
        [2, 0, '', '0', '0'],
      ]);
    });

    it('leaves nothing behind when the emitter’s write fails, or the key is unknown', async () => {
      const member = await addMember(fx, 1);
      const objectId = nextObjectId();
      expect(await emit(fx, 'record-then-fail', { user_id: member.id, object_id: objectId, activity: 'answer.voted_up' })).toBe(500);
      expect(await emit(fx, 'record', { user_id: member.id, object_id: objectId, activity: 'answer.no_such_thing' })).toBe(500);
      expect(await rowsOf(fx, objectId)).toEqual([]);
      expect(await rankOf(fx, member)).toBe(1);
    });
  });
}
