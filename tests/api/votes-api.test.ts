/**
 * Votes on each database: up and down on questions, answers and comments; switching, retracting
 * and repeating; double submits; the self-vote, deleted-post and reputation refusals (staff
 * exempt); posts of pending and deleted questions answering as missing to all but their asker and
 * staff; the counts and the viewer's vote in `/question/info`, `/answer/page` and
 * `/comment/page`; `/permission`; and the reputation the activity plugin applies.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortId } from '@answer/sdk/server';
import type { Envelope } from './harness';
import { useInstalledSite, writeConfig } from './test-database';
import { API, addMember, asked, info, insertTag, setRank, type FieldErrors, type Member, type Tables } from './questions-support';
import { hiddenThread, HIDINGS, questionSeenBy, standing } from './hidden-posts-support';
import type { AnswerInfo } from '../../plugins/answers/server/answer-info';
import type { VoteResp } from '../../plugins/votes/server/vote-write';
import { API_DATABASES } from './harness';

interface VoteTables {
  vote: { user_id: string; object_id: string; object_type: string; vote: number };
  question: { id: string; vote_count: number };
  answer: { id: string; vote_count: number };
  comment: { id: string; vote_count: number };
  config: { id: number; key: string; value: string };
}

interface CommentItem {
  comment_id: string;
  vote_count: number;
  is_vote: boolean;
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`votes on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<VoteTables>;
    let admin: Member;
    let author: Member;
    let voter: Member;
    let second: Member;
    let newcomer: Member;
    let upOnly: Member;
    let moderator: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      admin = { id: '1', token: fx.site.adminToken };
      author = await addMember(fx, 1);
      voter = await addMember(fx, 200);
      second = await addMember(fx, 200);
      newcomer = await addMember(fx, 7);
      upOnly = await addMember(fx, 8);
      moderator = await addMember(fx, 1, 3);
    });

    const newQuestion = async (by: Member = author) => (await asked(fx, by, `Why does my build number ${(titles += 1)} fail?`)).id;
    const newAnswer = async (questionId: string, by: Member = author) => {
      const response = await fx.host.api<Envelope<{ info: AnswerInfo }>>('POST', `${API}/answer`, { token: by.token, body: { question_id: questionId, content: `An answer by member ${by.id} that helps.` } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info.id;
    };
    const vote = (member: Member | null, direction: 'up' | 'down', objectId: string, isCancel = false) =>
      fx.host.api<Envelope<VoteResp & FieldErrors & { err_type?: string }>>('POST', `${API}/vote/${direction}`, { token: member?.token, body: { object_id: objectId, is_cancel: isCancel } });
    const voted = async (member: Member, direction: 'up' | 'down', objectId: string, isCancel = false) => {
      const response = await vote(member, direction, objectId, isCancel);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const questionVotes = async (questionId: string, member?: Member) => {
      const response = await info(fx, questionId, member?.token);
      expect(response.status).toBe(200);
      return { vote_count: response.body.data.vote_count, vote_status: response.body.data.vote_status };
    };
    const voteRows = (objectId: string) => rows().selectFrom('vote').select(['user_id', 'vote', 'object_type']).where('object_id', '=', objectId).orderBy('user_id').execute();
    const rankOf = async (member: Member) => Number((await fx.db.selectFrom('user').select('rank').where('id', '=', member.id).executeTakeFirstOrThrow()).rank);

    it('counts an up vote on a question and shows it to the voter only', async () => {
      const questionId = await newQuestion();
      expect(await voted(voter, 'up', questionId)).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
      expect(await questionVotes(questionId, voter)).toEqual({ vote_count: 1, vote_status: 'vote_up' });
      expect(await questionVotes(questionId, second)).toEqual({ vote_count: 1, vote_status: '' });
      expect(await questionVotes(questionId)).toEqual({ vote_count: 1, vote_status: '' });
      expect((await voteRows(questionId)).map((row) => [row.user_id, Number(row.vote), row.object_type])).toEqual([[voter.id, 1, 'question']]);
    });

    it('switches between up and down, retracts, and ignores a retraction of the other direction', async () => {
      const questionId = await newQuestion();
      await voted(second, 'up', questionId);
      await voted(voter, 'up', questionId);
      expect(await voted(voter, 'down', questionId)).toEqual({ up_votes: 1, down_votes: 1, votes: 0, vote_status: 'vote_down' });
      expect(await questionVotes(questionId, voter)).toEqual({ vote_count: 0, vote_status: 'vote_down' });
      // retracting an up vote the member does not have leaves the down vote
      expect(await voted(voter, 'up', questionId, true)).toEqual({ up_votes: 1, down_votes: 1, votes: 0, vote_status: 'vote_down' });
      expect(await voted(voter, 'up', questionId)).toEqual({ up_votes: 2, down_votes: 0, votes: 2, vote_status: 'vote_up' });
      expect(await voted(voter, 'up', questionId, true)).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: '' });
      expect(await questionVotes(questionId, voter)).toEqual({ vote_count: 1, vote_status: '' });
      expect((await voteRows(questionId)).map((row) => row.user_id)).toEqual([second.id]);
    });

    it('takes a post by its short id, as Answer does', async () => {
      const questionId = await newQuestion();
      expect(await voted(voter, 'up', shortId(questionId))).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
      expect((await voteRows(questionId)).map((row) => [row.user_id, Number(row.vote)])).toEqual([[voter.id, 1]]);
      expect(await questionVotes(questionId, voter)).toEqual({ vote_count: 1, vote_status: 'vote_up' });
    });

    it('counts a repeated vote and a double click once', async () => {
      const questionId = await newQuestion();
      await voted(voter, 'up', questionId);
      expect(await voted(voter, 'up', questionId)).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
      const [first, again] = await Promise.all([vote(second, 'up', questionId), vote(second, 'up', questionId)]);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.data.vote_status).toBe('vote_up');
      expect(await questionVotes(questionId)).toEqual({ vote_count: 2, vote_status: '' });
      expect(await voteRows(questionId)).toHaveLength(2);
    });

    it("refuses a vote on the member's own post with Answer's message, as a toast", async () => {
      const questionId = await newQuestion();
      for (const direction of ['up', 'down'] as const) {
        const response = await vote(author, direction, questionId);
        expect(response.status).toBe(400);
        expect(response.body.reason).toBe('error.object.disallow_vote_your_self');
        expect(response.body.msg).toBe("You can't vote for your own post.");
        expect(response.body.data).toEqual({ err_type: 'toast' });
      }
      const staffOwn = await vote(moderator, 'up', await newQuestion(moderator));
      expect(staffOwn.body.msg).toBe("You can't vote for your own post.");
      expect(await voteRows(questionId)).toEqual([]);
      expect((await questionVotes(questionId)).vote_count).toBe(0);
    });

    it('asks for the reputation the site sets, naming it, unless the voter is staff', async () => {
      const questionId = await newQuestion();
      const low = await vote(newcomer, 'up', questionId);
      expect(low.status).toBe(403);
      expect(low.body.msg).toBe('You need at least 8 reputation to vote up.');
      const down = await vote(upOnly, 'down', questionId);
      expect(down.status).toBe(403);
      expect(down.body.msg).toBe('You need at least 125 reputation to vote down.');
      expect(down.body.data).toEqual({ err_type: 'toast' });
      expect(await voteRows(questionId)).toEqual([]);

      await voted(upOnly, 'up', questionId);
      expect(await voted(moderator, 'down', questionId)).toMatchObject({ up_votes: 1, down_votes: 1, votes: 0 });

      // the admin's privilege setting is read on every vote
      const answerId = await newAnswer(questionId, second);
      await writeConfig(fx.db, 'rank.answer.vote_up', '50');
      try {
        const raised = await vote(upOnly, 'up', answerId);
        expect([raised.status, raised.body.msg]).toEqual([403, 'You need at least 50 reputation to vote up.']);
      } finally {
        await writeConfig(fx.db, 'rank.answer.vote_up', '8');
      }
      await voted(upOnly, 'up', answerId);
    });

    it('lets a member retract a vote after losing the reputation for it', async () => {
      const questionId = await newQuestion();
      const member = await addMember(fx, 200);
      await voted(member, 'down', questionId);
      await setRank(fx, member, 1);
      expect(await voted(member, 'down', questionId, true)).toMatchObject({ votes: 0, vote_status: '' });
    });

    it('counts votes on answers and shows them in the answer page', async () => {
      const questionId = await newQuestion(admin);
      const answerId = await newAnswer(questionId);
      expect(await voted(voter, 'down', answerId)).toEqual({ up_votes: 0, down_votes: 1, votes: -1, vote_status: 'vote_down' });
      await voted(second, 'up', answerId);
      await voted(moderator, 'up', answerId);
      const page = await fx.host.api<Envelope<{ list: AnswerInfo[] }>>('GET', `${API}/answer/page?question_id=${questionId}`, { token: voter.token });
      expect(page.body.data.list.map((item) => [item.id, item.vote_count, item.vote_status])).toEqual([[answerId, 1, 'vote_down']]);
      const asGuest = await fx.host.api<Envelope<{ list: AnswerInfo[] }>>('GET', `${API}/answer/page?question_id=${questionId}`);
      expect(asGuest.body.data.list[0].vote_status).toBe('');
      const stored = await rows().selectFrom('answer').select('vote_count').where('id', '=', answerId).executeTakeFirstOrThrow();
      expect(Number(stored.vote_count)).toBe(1);
      expect((await voteRows(answerId)).every((row) => row.object_type === 'answer')).toBe(true);
    });

    it('refuses votes on deleted, unknown and unvotable posts and from guests', async () => {
      const questionId = await newQuestion();
      await voted(voter, 'up', questionId);
      expect((await fx.host.api('DELETE', `${API}/question`, { token: author.token, body: { id: questionId } })).status).toBe(200);
      // members no longer see it; staff see it, deleted
      const hidden = await vote(second, 'up', questionId);
      expect([hidden.status, hidden.body.msg]).toEqual([404, 'The post was not found.']);
      const deleted = await vote(moderator, 'up', questionId);
      expect([deleted.status, deleted.body.msg]).toEqual([400, 'This post has been deleted and can no longer be voted on.']);

      const open = await newQuestion(admin);
      const answerId = await newAnswer(open);
      expect((await fx.host.api('DELETE', `${API}/answer`, { token: author.token, body: { id: answerId } })).status).toBe(200);
      expect((await vote(moderator, 'down', answerId)).status).toBe(400);

      expect((await vote(voter, 'up', '10010000000099999')).status).toBe(404);
      const tag = await vote(voter, 'up', '10030000000000001');
      expect(tag.status).toBe(400);
      expect(tag.body.data).toEqual([{ error_field: 'object_id', error_msg: 'Only questions, answers and comments can be voted on.' }]);
      const missing = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/vote/up`, { token: voter.token, body: { is_cancel: false } });
      expect(missing.status).toBe(400);
      expect(missing.body.data.map((item) => item.error_field)).toEqual(['object_id']);
      expect((await vote(null, 'up', open)).status).toBe(401);
      expect(await voteRows(open)).toEqual([]);
      expect((await voteRows(questionId)).map((row) => row.user_id)).toEqual([voter.id]);
    });

    it('answers every vote on a post of a pending or deleted question as on a missing post, and changes nothing', async () => {
      for (const hide of HIDINGS) {
        const { asker, answerer, posts } = await hiddenThread(fx, hide);
        const ids = [posts.questionId, posts.answerId, posts.questionCommentId, posts.answerCommentId];
        const before = [await standing(fx, asker), await standing(fx, answerer)];

        // reputation enough for everything or for nothing: both are told there is nothing there, before any rank check
        for (const member of [voter, newcomer]) {
          for (const id of ids) {
            for (const [direction, cancel] of [['up', false], ['down', false], ['up', true], ['down', true]] as const) {
              const response = await vote(member, direction, id, cancel);
              expect([response.status, response.body.reason], `${hide}: ${direction}${cancel ? ' cancel' : ''} on ${id}`).toEqual([404, 'error.vote.post_not_found']);
            }
          }
        }
        // the answerer no longer sees the question either, nor the asker's comment under it
        expect((await vote(answerer, 'up', posts.questionCommentId)).status).toBe(404);

        expect([await standing(fx, asker), await standing(fx, answerer)]).toEqual(before);
        for (const id of ids) expect(await voteRows(id)).toEqual([]);
        const counts = await Promise.all([
          rows().selectFrom('question').select('vote_count').where('id', '=', posts.questionId).executeTakeFirstOrThrow(),
          rows().selectFrom('answer').select('vote_count').where('id', '=', posts.answerId).executeTakeFirstOrThrow(),
          rows().selectFrom('comment').select('vote_count').where('id', 'in', [posts.questionCommentId, posts.answerCommentId]).execute(),
        ]);
        expect(counts.flat().map((row) => Number(row.vote_count))).toEqual([0, 0, 0, 0]);

        // the asker and staff still see it, and are told why it takes no votes
        expect(await questionSeenBy(fx, voter, posts.questionId)).toBe(404);
        for (const member of [asker, admin]) {
          expect(await questionSeenBy(fx, member, posts.questionId)).toBe(hide === 'pending' ? 11 : 10);
          for (const id of [posts.answerId, posts.answerCommentId]) {
            const refused = await vote(member, 'up', id);
            expect([refused.status, refused.body.reason], `${hide}: ${id} as ${member.id}`).toEqual([400, hide === 'pending' ? 'error.vote.post_pending' : 'error.vote.post_deleted']);
          }
        }
      }
    });

    it('takes up votes on comments only, shown in the comment list', async () => {
      const questionId = await newQuestion(admin);
      const posted = await fx.host.api<Envelope<CommentItem>>('POST', `${API}/comment`, { token: author.token, body: { object_id: questionId, original_text: 'Which version do you run?' } });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const commentId = posted.body.data.comment_id;
      expect(await voted(voter, 'up', commentId)).toEqual({ up_votes: 1, down_votes: 0, votes: 1, vote_status: 'vote_up' });
      const down = await vote(second, 'down', commentId);
      expect([down.status, down.body.msg]).toEqual([400, 'Comments can only be voted up.']);
      const zero = await addMember(fx, 0);
      const low = await vote(zero, 'up', commentId);
      expect([low.status, low.body.msg]).toEqual([403, 'You need at least 1 reputation to vote up.']);
      expect((await vote(author, 'up', commentId)).body.msg).toBe("You can't vote for your own post.");

      const list = await fx.host.api<Envelope<{ list: CommentItem[] }>>('GET', `${API}/comment/page?object_id=${questionId}`, { token: voter.token });
      expect(list.body.data.list.map((item) => [item.comment_id, item.vote_count, item.is_vote])).toEqual([[commentId, 1, true]]);
      expect(await voted(voter, 'up', commentId, true)).toMatchObject({ votes: 0, vote_status: '' });
      const stored = await rows().selectFrom('comment').select('vote_count').where('id', '=', commentId).executeTakeFirstOrThrow();
      expect(Number(stored.vote_count)).toBe(0);
    });

    it('answers /permission for the vote actions with the reputation needed', async () => {
      const actions = 'question.vote_up,question.vote_down,answer.vote_up,answer.vote_down,comment.vote_up';
      const ask = (member: Member, lang = 'en_US') =>
        fx.host.api<Envelope<Record<string, { has_permission: boolean; no_permission_tip: string }>>>('GET', `${API}/permission?action=${actions}`, { token: member.token, lang });
      const low = (await ask(newcomer)).body.data;
      expect(low['question.vote_up']).toEqual({ has_permission: false, no_permission_tip: 'You need at least 8 reputation to vote up.' });
      expect(low['answer.vote_down']).toEqual({ has_permission: false, no_permission_tip: 'You need at least 125 reputation to vote down.' });
      expect(low['comment.vote_up']).toEqual({ has_permission: true, no_permission_tip: '' });
      expect((await ask(newcomer, 'zh_CN')).body.data['question.vote_up'].no_permission_tip).toBe('你至少需要 8 声望才能赞同。');
      const mod = (await ask(moderator)).body.data;
      expect(Object.values(mod).every((entry) => entry.has_permission)).toBe(true);
      const strong = (await ask(voter)).body.data;
      expect(Object.values(strong).every((entry) => entry.has_permission)).toBe(true);
    });

    it('moves reputation as Answer does: +10 up, -2 down, -1 for down-voting an answer, back on retract', async () => {
      const writer = await addMember(fx, 100);
      const critic = await addMember(fx, 300);
      const questionId = await newQuestion(writer);
      await voted(critic, 'up', questionId);
      expect([await rankOf(writer), await rankOf(critic)]).toEqual([110, 300]);
      await voted(critic, 'down', questionId);
      expect([await rankOf(writer), await rankOf(critic)]).toEqual([98, 300]);
      await voted(critic, 'down', questionId, true);
      expect(await rankOf(writer)).toBe(100);

      const answerId = await newAnswer(await newQuestion(admin), writer);
      await voted(critic, 'down', answerId);
      expect([await rankOf(writer), await rankOf(critic)]).toEqual([98, 299]);
      // a repeat changes nothing
      await voted(critic, 'down', answerId);
      expect([await rankOf(writer), await rankOf(critic)]).toEqual([98, 299]);
      await voted(critic, 'up', answerId);
      expect([await rankOf(writer), await rankOf(critic)]).toEqual([110, 300]);
      await voted(critic, 'up', answerId, true);
      expect([await rankOf(writer), await rankOf(critic)]).toEqual([100, 300]);
    });
  });
}
