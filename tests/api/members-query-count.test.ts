/**
 * Members read lists and question pages from the guests' kept copies with their own state added:
 * the statements a member's read runs do not grow with the page (the host counts them per request
 * with `ANSWER_QUERY_COUNT=1`), the member sees their vote, bookmark, follow and waiting question
 * where a guest does not, and their own write shows in their very next read. Their session is kept
 * through other members' writes and read again at once when an admin changes it.
 */
import { setTimeout } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { addMember, API, asked, insertTag, setWrite, type Fixture, type Member } from './questions-support';
import { useInstalledSite } from './test-database';
import { WAITING_MAX_AGE_MS } from '../../plugins/questions/server/waiting-questions';

const COUNT_HEADER = 'x-answer-query-count';

type QuestionPage = Envelope<{ count: number; list: { id: string; title: string }[] }>;
type Info = Envelope<{ id: string; vote_status: string; collected: boolean; is_followed: boolean; answered: boolean; member_actions: { action: string }[] }>;
type Answers = Envelope<{ count: number; list: { id: string; vote_status: string; collected: boolean; member_actions: { action: string }[] }[] }>;
type Comments = Envelope<{ count: number; list: { comment_id: string; is_vote: boolean; member_actions: { action: string }[] }[] }>;

for (const kind of API_DATABASES) {
  describe(`members' reads (${kind})`, () => {
    const fx: Fixture = useInstalledSite(kind, { env: { ANSWER_QUERY_COUNT: '1' } });
    let reader: Member;
    const members: Member[] = [];
    let small = '';
    let big = '';

    /** A question with `answers` answers and as many comments on it, each by another member. */
    async function questionWith(title: string, answers: number): Promise<string> {
      const question = await asked(fx, members[0], title);
      for (const member of members.slice(1, answers + 1)) {
        const answered = await fx.host.api('POST', `${API}/answer`, { token: member.token, body: { question_id: question.id, content: `An answer by member ${member.id}, with enough words.` } });
        expect(answered.status, JSON.stringify(answered.body)).toBe(200);
        const commented = await fx.host.api('POST', `${API}/comment`, { token: member.token, body: { object_id: question.id, original_text: `A comment by member ${member.id}.` } });
        expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      }
      return question.id;
    }

    const get = <T>(url: string, member?: Member) => fx.host.api<T>('GET', url, { token: member?.token });
    const countOf = (response: { headers: Headers }): number => Number(response.headers.get(COUNT_HEADER) ?? 'NaN');
    /** A write that drops every kept copy (the admin saves the login settings as they are). */
    async function dropKept(): Promise<void> {
      const settings = await fx.host.api<Envelope<Record<string, unknown>>>('GET', '/answer/admin/api/siteinfo/login', { token: fx.site.adminToken });
      expect((await fx.host.api('PUT', '/answer/admin/api/siteinfo/login', { token: fx.site.adminToken, body: settings.body.data })).status).toBe(200);
    }
    /**
     * Statements of a member's read right after a write, the first (the kept copy to make) and the
     * next (kept). The fewest of three tries: work of the host's own timers (scores, totals
     * refreshed in the background) may fall into one request, never below the page's own.
     */
    async function counts(url: string, member: Member): Promise<[number, number]> {
      let fewest: [number, number] = [Infinity, Infinity];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await get(url, member);
        await dropKept();
        const first = await get(url, member);
        expect(first.status).toBe(200);
        const next = await get(url, member);
        expect(next.status).toBe(200);
        fewest = [Math.min(fewest[0], countOf(first)), Math.min(fewest[1], countOf(next))];
      }
      return fewest;
    }
    const page = (id: string) => [`${API}/question/info?id=${id}`, `${API}/answer/page?question_id=${id}&page=1&page_size=20&order=default`, `${API}/comment/page?object_id=${id}&page=1&page_size=20`];

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      await setWrite(fx, { restrict_answer: true });
      for (let i = 0; i < 11; i += 1) members.push(await addMember(fx, 2000));
      reader = await addMember(fx, 2000);
      small = await questionWith('A question with two answers and two comments', 2);
      big = await questionWith('A question with ten answers and ten comments', 10);
      for (let i = 0; i < 20; i += 1) await asked(fx, members[1 + (i % 10)], `Filler question number ${i} to fill a list page`);
    }, 240_000);

    it('runs as many statements for a page of 5 as for a page of 20, kept or not', async () => {
      const list = (size: number, order: string) => `${API}/question/page?page=1&page_size=${size}&order=${order}`;
      for (const order of ['newest', 'active']) {
        const five = await counts(list(5, order), reader);
        const twenty = await counts(list(20, order), reader);
        expect(twenty, order).toEqual(five);
        // the guests' copy makes a member's list one statement of their own
        expect(five[1]).toBeLessThanOrEqual(2);
      }
    });

    it('runs as many statements for a question with ten answers and comments as for one with two', async () => {
      for (const [index, url] of page(small).entries()) {
        const two = await counts(url, reader);
        const ten = await counts(page(big)[index], reader);
        expect(ten, url).toEqual(two);
        // kept: the reader marked nothing here, and their marks are kept, so no statement at all
        expect(two[1], url).toBe(0);
      }
    });

    it("reads another member's profile from the guests' copy without a statement, and their own too until they have posts guests are not shown", async () => {
      const owner = members[1];
      const author = await get<Envelope<{ username: string }>>(`${API}/user/info`, owner);
      const name = encodeURIComponent(author.body.data.username);
      const profile = [
        `${API}/personal/user/info?username=${name}`,
        `${API}/personal/qa/top?username=${name}`,
        `${API}/personal/question/page?username=${name}&order=newest&page=1&page_size=30`,
        `${API}/personal/answer/page?username=${name}&order=newest&page=1&page_size=30`,
      ];
      for (const url of profile) {
        // kept: the copy, and whose profile it is (one seek, kept a moment per name)
        expect((await counts(url, reader))[1], url).toBe(0);
        // the owner, with nothing hidden from guests: two seeks (unlisted or waiting posts)
        expect((await counts(url, owner))[1], url).toBe(2);
        const asGuest = (await get<Envelope<unknown>>(url)).body.data;
        expect((await get<Envelope<unknown>>(url, reader)).body.data, url).toEqual(asGuest);
        expect((await get<Envelope<unknown>>(url, owner)).body.data, url).toEqual(asGuest);
      }

      // a moderator unlists the owner's new question: guests and others no longer see it, its owner does
      const unlisted = await asked(fx, owner, 'Which of my questions are unlisted from the lists?');
      const hidden = await fx.host.api('PUT', `${API}/question/operation`, { token: fx.site.adminToken, body: { id: unlisted.id, operation: 'hide' } });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
      type Questions = Envelope<{ list: { question_id: string }[] }>;
      const ids = async (member?: Member) => (await get<Questions>(profile[2], member)).body.data.list.map((item) => item.question_id);
      expect(await ids()).not.toContain(unlisted.id);
      expect(await ids(reader)).not.toContain(unlisted.id);
      expect(await ids(owner)).toContain(unlisted.id);
      // the handler reads the owner's page
      expect((await counts(profile[2], owner))[1]).toBeGreaterThan(2);
    });

    it('renders a question page a write dropped once for the guests asking for it at the same time', async () => {
      const first = await fetch(`${fx.host.url}/questions/${big}`, { headers: { 'accept-language': 'en-US' } });
      expect(first.status).toBe(200);
      // the page's own address, not the one that redirects to it
      const address = first.url;
      await dropKept();
      const responses = await Promise.all(Array.from({ length: 6 }, () => fetch(address, { redirect: 'manual', headers: { 'accept-language': 'en-US' } })));
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 6 }, () => 200));
      expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
      // one render read the question, its answers and comments; the others waited for its page
      const rendering = responses.map(countOf).filter((count) => count > 2);
      expect(rendering).toHaveLength(1);
    });

    it('shows the member their own marks and waiting question, and guests none', async () => {
      const [answer] = (await get<Answers>(page(big)[1])).body.data.list;
      const [comment] = (await get<Comments>(page(big)[2])).body.data.list;
      expect((await fx.host.api('POST', `${API}/vote/up`, { token: reader.token, body: { object_id: big, is_cancel: false } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/vote/up`, { token: reader.token, body: { object_id: answer.id, is_cancel: false } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/vote/up`, { token: reader.token, body: { object_id: comment.comment_id, is_cancel: false } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/collection/switch`, { token: reader.token, body: { object_id: big, group_id: '0', bookmark: true } })).status).toBe(200);
      expect((await fx.host.api('POST', `${API}/follow`, { token: reader.token, body: { object_id: big, is_cancel: false } })).status).toBe(200);

      const mine = (await get<Info>(page(big)[0], reader)).body.data;
      expect(mine).toMatchObject({ vote_status: 'vote_up', collected: true, is_followed: true, answered: false });
      expect(mine.member_actions.map((action) => action.action)).toContain('report');
      const myAnswers = (await get<Answers>(page(big)[1], reader)).body.data.list;
      expect(myAnswers.find((item) => item.id === answer.id)?.vote_status).toBe('vote_up');
      const myComments = (await get<Comments>(page(big)[2], reader)).body.data.list;
      expect(myComments.find((item) => item.comment_id === comment.comment_id)?.is_vote).toBe(true);

      const guest = (await get<Info>(page(big)[0])).body.data;
      expect(guest).toMatchObject({ vote_status: '', collected: false, is_followed: false, member_actions: [] });
      expect((await get<Answers>(page(big)[1])).body.data.list.every((item) => item.vote_status === '' && item.member_actions.length === 0)).toBe(true);
      expect((await get<Comments>(page(big)[2])).body.data.list.every((item) => !item.is_vote && item.member_actions.length === 0)).toBe(true);

      // actions come from the guests' copy and the question, per member: the asker may accept, an author delete their own
      type Accepting = Envelope<{ list: { id: string; accept_action: string | null; user_info: { id: string }; member_actions: { action: string }[] }[] }>;
      const asker = (await get<Accepting>(page(big)[1], members[0])).body.data.list;
      expect(asker.every((item) => item.accept_action === 'accept')).toBe(true);
      const readers = (await get<Accepting>(page(big)[1], reader)).body.data.list;
      expect(readers.every((item) => item.accept_action === null)).toBe(true);
      const author = (await get<Accepting>(page(big)[1], members[1])).body.data.list;
      expect(author.filter((item) => item.member_actions.some((action) => action.action === 'delete')).map((item) => item.user_info.id)).toEqual([members[1].id]);
    });

    it('gives members who wrote and marked nothing on a page the copy made for their rights, and a marking member their own', async () => {
      const [newcomer, veteran, other] = [await addMember(fx, 1), await addMember(fx, 2000), await addMember(fx, 2000)];
      const url = page(big)[1];
      const actionsOf = (body: Answers) => body.data.list.map((item) => item.member_actions.map((action) => action.action));
      const veterans = (await get<Answers>(url, veteran)).body;
      expect(actionsOf(veterans).every((actions) => actions.includes('edit') && actions.includes('report'))).toBe(true);
      // read right after from the same kept copy: reputation below the edit threshold shows no edit
      const newcomers = (await get<Answers>(url, newcomer)).body;
      expect(actionsOf(newcomers).every((actions) => actions.includes('report') && !actions.includes('edit'))).toBe(true);
      expect((await get<Answers>(url, other)).body).toEqual(veterans);

      const [first] = veterans.data.list;
      expect((await fx.host.api('POST', `${API}/vote/up`, { token: other.token, body: { object_id: first.id, is_cancel: false } })).status).toBe(200);
      // the plain copy made first is not the marking member's
      expect((await get<Answers>(url, veteran)).body.data.list.every((item) => item.vote_status === '')).toBe(true);
      const others = (await get<Answers>(url, other)).body.data.list;
      expect(others.find((item) => item.id === first.id)?.vote_status).toBe('vote_up');
      expect((await get<Answers>(url, veteran)).body.data.list.every((item) => item.vote_status === '')).toBe(true);
    });

    it('gives members with nothing of their own on a question the page of their rights, and a marking member or the author their own', async () => {
      const [newcomer, veteran, other] = [await addMember(fx, 1), await addMember(fx, 2000), await addMember(fx, 2000)];
      const url = page(small)[0];
      const actionsOf = (body: Info) => body.data.member_actions.map((action) => action.action);
      const withoutViews = ({ data: { view_count: _views, unique_view_count: _unique, ...rest } }: Envelope<Record<string, unknown>>) => rest;
      const veterans = (await get<Info>(url, veteran)).body;
      expect(actionsOf(veterans)).toEqual(expect.arrayContaining(['report', 'edit']));
      // read right after: reputation below the edit threshold shows no edit
      const newcomers = (await get<Info>(url, newcomer)).body;
      expect(actionsOf(newcomers)).toContain('report');
      expect(actionsOf(newcomers)).not.toContain('edit');
      const others = (await get<Envelope<Record<string, unknown>>>(url, other)).body;
      expect(withoutViews(others)).toEqual(withoutViews(veterans as unknown as Envelope<Record<string, unknown>>));

      expect((await fx.host.api('POST', `${API}/follow`, { token: other.token, body: { object_id: small, is_cancel: false } })).status).toBe(200);
      expect((await get<Info>(url, other)).body.data).toMatchObject({ is_followed: true, vote_status: '' });
      expect((await get<Info>(url, veteran)).body.data).toMatchObject({ is_followed: false, vote_status: '' });
      // the author of a question without answers may delete it: the page read just before by another member is not theirs
      const fresh = await asked(fx, members[0], 'A question nobody has answered yet, for its author');
      expect(actionsOf((await get<Info>(page(fresh.id)[0], veteran)).body)).not.toContain('delete');
      expect(actionsOf((await get<Info>(page(fresh.id)[0], members[0])).body)).toContain('delete');
    });

    it('lists a member\'s own question waiting for review to them only', async () => {
      const waiting = await asked(fx, reader, 'A question that waits for a reviewer to approve it');
      await fx.db.updateTable('question').set({ status: 11 }).where('id', '=', waiting.id).execute();
      // the row changed behind the host's back: any write drops the kept lists, and whether the
      // reader has a question waiting is read again once the host's brief memory of it lapses
      expect((await fx.host.api('POST', `${API}/vote/up`, { token: members[2].token, body: { object_id: small, is_cancel: false } })).status).toBe(200);
      await setTimeout(WAITING_MAX_AGE_MS);
      const list = `${API}/question/page?page=1&page_size=20&order=newest`;
      expect((await get<QuestionPage>(list, reader)).body.data.list.map((item) => item.id)).toContain(waiting.id);
      expect((await get<QuestionPage>(list)).body.data.list.map((item) => item.id)).not.toContain(waiting.id);
      expect((await get<QuestionPage>(list, members[3])).body.data.list.map((item) => item.id)).not.toContain(waiting.id);
    });

    it('shows a member\'s write in their next read', async () => {
      const before = (await get<Info>(page(small)[0], reader)).body.data;
      expect(before.answered).toBe(false);
      const answered = await fx.host.api('POST', `${API}/answer`, { token: reader.token, body: { question_id: small, content: 'The reader answers too, with enough words here.' } });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect((await get<Info>(page(small)[0], reader)).body.data.answered).toBe(true);
      expect((await fx.host.api('POST', `${API}/vote/down`, { token: reader.token, body: { object_id: small, is_cancel: false } })).status).toBe(200);
      expect((await get<Info>(page(small)[0], reader)).body.data.vote_status).toBe('vote_down');
      const answers = (await get<Answers>(page(small)[1], reader)).body.data.list;
      expect(answers.some((item) => item.member_actions.some((action) => action.action === 'edit'))).toBe(true);
    });

    it("reads a member's own answers to a question once, and shows their deletion and recovery in their next read", async () => {
      const question = await asked(fx, members[0], 'A question the reader answers, deletes and gets back');
      const info = page(question.id)[0];
      const posted = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: reader.token, body: { question_id: question.id, content: 'The reader answers this one, with enough words.' } });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const answerId = posted.body.data.info.id;
      expect((await get<Info>(info, reader)).body.data.answered).toBe(true);
      // kept: the next reads of the page they answered run no statement (the fewest of three, as in `counts`)
      let fewest = Infinity;
      for (let attempt = 0; attempt < 3; attempt += 1) fewest = Math.min(fewest, countOf(await get(info, reader)));
      expect(fewest).toBe(0);

      expect((await fx.host.api('DELETE', `${API}/answer`, { token: reader.token, body: { id: answerId } })).status).toBe(200);
      expect((await get<Info>(info, reader)).body.data.answered).toBe(false);
      const recovered = await fx.host.api('POST', `${API}/answer/recover`, { token: fx.site.adminToken, body: { answer_id: answerId } });
      expect(recovered.status, JSON.stringify(recovered.body)).toBe(200);
      expect((await get<Info>(info, reader)).body.data.answered).toBe(true);
    });

    it("keeps a member's session through other members' writes, and reads it again once an admin changes it", async () => {
      const probe = await addMember(fx, 2000);
      const list = `${API}/question/page?page=1&page_size=20&order=newest`;
      await get(list, probe);
      // the probe's read right after another member's write that changes nothing guests see: no
      // statement (whether they have a question waiting is kept a moment, as their session is; a
      // session read would be two); the fewest of three, as in `counts`
      let fewest = Infinity;
      for (const scheme of ['dark', 'light', 'dark']) {
        const saved = await fx.host.api('PUT', `${API}/user/interface`, { token: reader.token, body: { language: 'en_US', color_scheme: scheme } });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        fewest = Math.min(fewest, countOf(await get(list, probe)));
      }
      expect(fewest).toBe(0);
      // the admin makes the probe an admin: their very next call has the new role
      expect((await get('/answer/admin/api/dashboard', probe)).status).toBe(403);
      const role = await fx.host.api('PUT', '/answer/admin/api/user/role', { token: fx.site.adminToken, body: { user_id: probe.id, role_id: 2 } });
      expect(role.status, JSON.stringify(role.body)).toBe(200);
      expect((await get('/answer/admin/api/dashboard', probe)).status).toBe(200);
      // taken back: at once too
      const back = await fx.host.api('PUT', '/answer/admin/api/user/role', { token: fx.site.adminToken, body: { user_id: probe.id, role_id: 1 } });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect((await get('/answer/admin/api/dashboard', probe)).status).toBe(403);
      // a suspension ends the probe's session at once: their next write is refused as suspended
      const suspended = await fx.host.api('PUT', '/answer/admin/api/user/status', { token: fx.site.adminToken, body: { user_id: probe.id, status: 'suspended', suspend_duration: '24h' } });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
      const refused = await fx.host.api<Envelope<{ type: string }>>('PUT', `${API}/user/interface`, { token: probe.token, body: { language: 'en_US', color_scheme: 'dark' } });
      expect([refused.status, refused.body.data]).toEqual([403, { type: 'suspended' }]);
    });
  });
}
