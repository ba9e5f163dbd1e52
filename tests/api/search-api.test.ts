/**
 * `GET /search` (search_db): each operator, the orders, paging, hidden content and bad input, on
 * each database. The posts are written straight into the tables, so the index is filled by the
 * admin's rebuild, as after an import.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { addMember, API, fieldsOf, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import type { SearchResult } from '../../plugins/search_db/shared/search-types';
import type { AnswerView, QuestionView } from '../../plugins/search_db/server/tables';
import { shortId } from '../../sdk/shared/ids';
import { useInstalledSite } from './test-database';
import { ALL_DATABASES } from './harness';
import { rebuildIndex } from './search-support';
import { SEARCH_WINDOW } from '../../plugins/search_db/server/db-engine';

const SEARCH = `${API}/search`;
type Data = { count: number; list: SearchResult[] };

/** The columns the search reads, and the times every list needs. */
type QuestionRow = Omit<QuestionView, 'created_at' | 'post_update_time'> & { created_at: number; updated_at: number; post_update_time: number };
type AnswerRow = Omit<AnswerView, 'created_at' | 'updated_at'> & { created_at: number; updated_at: number };

/** The rows this test writes and reads beyond what the question tests share. */
interface SearchRows {
  question: QuestionRow;
  answer: AnswerRow;
  tag_rel: { created_at: number; updated_at: number; object_id: string; tag_id: string; status: number };
  user: { id: number | string; username: string };
}

const NOW = Math.floor(Date.now() / 1000);
const qid = (n: number) => `1001${String(n).padStart(13, '0')}`;
const aid = (n: number) => `1002${String(n).padStart(13, '0')}`;

function question(n: number, title: string, body: string, patch: Partial<QuestionRow> = {}): QuestionRow {
  const at = NOW - n * 100;
  return { id: qid(n), created_at: at, updated_at: at, post_update_time: at, user_id: '1', title, original_text: body, parsed_text: `<p>${body}</p>`, status: 1, show: 1, vote_count: 0, answer_count: 0, view_count: 0, accepted_answer_id: '0', ...patch };
}

function answer(n: number, questionN: number, body: string, patch: Partial<AnswerRow> = {}): AnswerRow {
  const at = NOW - n * 100 + 50;
  return { id: aid(n), created_at: at, updated_at: at, question_id: qid(questionN), user_id: '1', original_text: body, parsed_text: `<p>${body}</p>`, status: 1, adopted: 1, vote_count: 0, ...patch };
}

const ids = (data: Data) => data.list.map((item) => `${item.object_type[0]}${Number(item.object.id.slice(-4))}`);

for (const kind of ALL_DATABASES) {
  describe(`search on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<SearchRows>;
    let member: Member;
    let memberName = '';
    const find = async (q: string, extra = '', token?: string) => {
      const response = await fx.host.api<Envelope<Data>>('GET', `${SEARCH}?q=${encodeURIComponent(q)}${extra}`, { token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };

    it('seeds questions, answers and tags', async () => {
      member = await addMember(fx);
      memberName = (await rows().selectFrom('user').select('username').where('id', '=', member.id).executeTakeFirstOrThrow()).username;
      await rows()
        .insertInto('question')
        .values([
          question(1, 'Kysely joins on SQLite', 'How do I join two tables with kysely?', { vote_count: 5, answer_count: 2, view_count: 40, accepted_answer_id: aid(1) }),
          question(2, 'Postgres indexes', 'Which index helps a kysely query on postgres?', { vote_count: 9, answer_count: 1, view_count: 5, user_id: member.id }),
          question(3, 'Closed about kysely', 'Old kysely question', { status: 2, vote_count: 1 }),
          question(4, 'Deleted kysely', 'secretword deleted', { status: 10 }),
          question(5, 'Pending kysely', 'secretword pending', { status: 11, user_id: member.id }),
          question(6, 'Unlisted kysely', 'secretword unlisted', { show: 2 }),
          question(7, 'Wildcards', 'Give 100% or use snake_case names', { post_update_time: NOW + 10 }),
        ])
        .execute();
      await rows()
        .insertInto('answer')
        .values([
          answer(1, 1, 'Use innerJoin from kysely, it types the row', { adopted: 2, vote_count: 3, user_id: member.id }),
          answer(2, 1, 'Or write raw SQL with a join', { vote_count: 1 }),
          answer(3, 2, 'A btree index on the kysely columns'),
          answer(4, 1, 'secretword deleted answer', { status: 10 }),
          answer(5, 1, 'secretword pending answer', { status: 11, user_id: member.id }),
          answer(6, 4, 'secretword answer of a deleted question'),
          answer(7, 6, 'secretword answer of an unlisted question'),
        ])
        .execute();
      const sqlite = await insertTag(fx, 4, 'sqlite');
      const pg = await insertTag(fx, 2, 'postgresql');
      await insertTag(fx, 3, 'postgres', { main_tag_id: pg, main_tag_slug_name: 'postgresql' });
      await rows()
        .insertInto('tag_rel')
        .values([
          { created_at: NOW, updated_at: NOW, object_id: qid(1), tag_id: sqlite, status: 1 },
          { created_at: NOW, updated_at: NOW, object_id: qid(2), tag_id: pg, status: 1 },
          { created_at: NOW, updated_at: NOW, object_id: qid(3), tag_id: sqlite, status: 10 },
        ])
        .execute();
      await rebuildIndex(fx.host, fx.site.adminToken);
    });

    it('finds questions and answers by words, most relevant first', async () => {
      const data = await find('kysely');
      expect(data.count).toBe(5);
      // matches in the question's title lead
      expect(ids(data).slice(0, 2).sort()).toEqual(['q1', 'q3']);
      expect(ids(data).sort()).toEqual(['a1', 'a3', 'q1', 'q2', 'q3']);
      const first = data.list.find((item) => item.object.id === qid(1));
      expect(first).toEqual({
        object_type: 'question',
        object: {
          id: qid(1),
          question_id: qid(1),
          title: 'Kysely joins on SQLite',
          url_title: 'kysely-joins-on-sqlite',
          excerpt: 'How do I join two tables with kysely?',
          created_at: NOW - 100,
          vote_count: 5,
          accepted: true,
          answer_count: 2,
          user_info: { id: '1', username: 'admin', display_name: 'admin', rank: 1, status: 'normal' },
          tags: [{ slug_name: 'sqlite', display_name: 'sqlite', main_tag_slug_name: '', recommend: false, reserved: false }],
          status: 'available',
        },
      });
      const accepted = data.list.find((item) => item.object.id === aid(1));
      expect(accepted?.object).toMatchObject({ question_id: qid(1), title: 'Kysely joins on SQLite', accepted: true, answer_count: 2, vote_count: 3, status: 'available' });
      expect(accepted?.object.user_info.username).toBe(memberName);
      expect(data.list.find((item) => item.object.id === qid(3))?.object.status).toBe('closed');
      // every word must be found, as a word ("innerJoin" is not "join")
      expect(ids(await find('kysely join', '&order=newest'))).toEqual(['q1']);
      expect(ids(await find('kysely innerjoin', '&order=newest'))).toEqual(['a1']);
    });

    it("marks a result's tags the admin lists as reserved, as the question lists do", async () => {
      const write = (reserved: string[]) =>
        fx.host.api('PUT', '/answer/admin/api/siteinfo/write', { token: fx.site.adminToken, body: { reserved_tags: reserved.map((slug) => ({ slug_name: slug })) } });
      const tagsOfQ2 = async () => (await find('postgres index')).list.find((item) => item.object.id === qid(2))?.object.tags;
      expect(await tagsOfQ2()).toEqual([{ slug_name: 'postgresql', display_name: 'postgresql', main_tag_slug_name: '', recommend: false, reserved: false }]);
      expect((await write(['postgresql'])).status).toBe(200);
      try {
        expect(await tagsOfQ2()).toEqual([{ slug_name: 'postgresql', display_name: 'postgresql', main_tag_slug_name: '', recommend: false, reserved: true }]);
      } finally {
        expect((await write([])).status).toBe(200);
      }
    });

    it('orders by newest, active and score, and pages', async () => {
      expect(ids(await find('kysely', '&order=newest'))).toEqual(['a1', 'q1', 'q2', 'a3', 'q3']);
      expect(ids(await find('kysely', '&order=score'))).toEqual(['q2', 'q1', 'a1', 'q3', 'a3']);
      expect(ids(await find('use', '&order=active'))).toEqual(['q7', 'a1']);
      const second = await find('kysely', '&order=newest&size=2&page=2');
      expect(second.count).toBe(5);
      expect(ids(second)).toEqual(['q2', 'a3']);
      expect(ids(await find('kysely', '&order=newest&size=2&page=9'))).toEqual([]);
      const far = await find('kysely', '&page=99999999999999999999999');
      expect(far).toEqual({ count: 5, list: [] });
    });

    it('applies each operator', async () => {
      expect(ids(await find('[sqlite]', '&order=newest'))).toEqual(['a1', 'q1', 'a2']);
      // a synonym stands for its main tag
      expect(ids(await find('[postgres] is:question'))).toEqual(['q2']);
      expect(ids(await find('[nosuchtag] kysely'))).toEqual([]);
      expect(ids(await find(`user:${memberName}`, '&order=newest'))).toEqual(['a1', 'q2']);
      expect(ids(await find('user:me', '&order=newest', member.token))).toEqual(['a1', 'q2', 'a5', 'q5']);
      expect(ids(await find('user:nobody-at-all'))).toEqual([]);
      expect(ids(await find('kysely score:3', '&order=score'))).toEqual(['q2', 'q1', 'a1']);
      expect(ids(await find('kysely answers:1', '&order=newest'))).toEqual(['q1', 'q2']);
      expect(ids(await find('answers:2'))).toEqual(['q1']);
      expect(ids(await find('kysely is:question', '&order=newest'))).toEqual(['q1', 'q2', 'q3']);
      expect(ids(await find('kysely is:answer', '&order=newest'))).toEqual(['a1', 'a3']);
      expect(ids(await find('views:10'))).toEqual(['q1']);
      expect(ids(await find('hasaccepted:yes'))).toEqual(['q1']);
      expect(ids(await find('kysely hasaccepted:no', '&order=newest'))).toEqual(['q2', 'q3']);
      expect(ids(await find(`join inquestion:${qid(1)}`))).toEqual(['a2']);
      expect(ids(await find(`inquestion:${qid(1)}`, '&order=newest'))).toEqual(['a1', 'a2']);
      expect(ids(await find(`inquestion:${shortId(qid(2))}`))).toEqual(['a3']);
      expect(ids(await find('isaccepted:yes'))).toEqual(['a1']);
      expect(ids(await find('is:accepted'))).toEqual(['a1']);
      expect(ids(await find('join isaccepted:no'))).toEqual(['a2']);
      expect(ids(await find('"raw sql"'))).toEqual(['a2']);
      expect(ids(await find('"sql with kysely"'))).toEqual([]);
      // punctuation separates words; wildcards and index syntax mean nothing
      expect(ids(await find('100%'))).toEqual(['q7']);
      expect(ids(await find('snake_case'))).toEqual(['q7']);
      expect(ids(await find('snake*'))).toEqual(['q7']);
      expect(ids(await find('snak*'))).toEqual([]);
      expect(ids(await find('s_l'))).toEqual([]);
    });

    it('never finds deleted, unlisted or another member\'s waiting posts', async () => {
      expect(await find('secretword')).toEqual({ count: 0, list: [] });
      expect(await find('secretword', '', fx.site.adminToken)).toEqual({ count: 0, list: [] });
      // the author finds their own waiting posts
      const own = await find('secretword', '&order=newest', member.token);
      expect(ids(own)).toEqual(['a5', 'q5']);
      expect(own.list.map((item) => item.object.status)).toEqual(['pending', 'pending']);
    });

    it('describes the engine by its name in the reader\'s language, with no logo to show', async () => {
      const describe = async (lang: string) => (await fx.host.api<Envelope<{ name: string; icon: string; link: string }>>('GET', `${SEARCH}/desc`, { lang })).body;
      expect(await describe('en_US')).toMatchObject({ code: 200, data: { name: 'Database search', icon: '', link: '' } });
      expect((await describe('zh_CN')).data).toEqual({ name: '数据库搜索', icon: '', link: '' });
    });

    it('rejects bad input on the matching field', async () => {
      const bad = async (query: string) => {
        const response = await fx.host.api<Envelope<FieldErrors>>('GET', `${SEARCH}${query}`);
        expect(response.status).toBe(400);
        return response.body;
      };
      const long = await bad(`?q=${'a'.repeat(61)}`);
      expect(long.data).toEqual([{ error_field: 'q', error_msg: 'A search is up to 60 characters.' }]);
      expect((await bad('?q=')).data).toEqual([{ error_field: 'q', error_msg: 'Type something to search for.' }]);
      expect(fieldsOf(await bad('?order=newest'))).toEqual(['q']);
      expect(fieldsOf(await bad('?q=%20%20'))).toEqual(['q']);
      expect(fieldsOf(await bad('?q=kysely&order=sideways'))).toEqual(['order']);
      expect(fieldsOf(await bad('?q=kysely&size=51'))).toEqual(['size']);
      expect(fieldsOf(await bad('?q=kysely&size=0'))).toEqual(['size']);
      expect(fieldsOf(await bad('?q=kysely&size=ten'))).toEqual(['size']);
      expect(fieldsOf(await bad('?q=kysely&page=0'))).toEqual(['page']);
    });

    it('finds every post, however many, and counts them', async () => {
      await rows()
        .insertInto('question')
        .values(Array.from({ length: 120 }, (_, index) => question(2000 + index, `Zeppelin hangar ${index}`, 'Where do zeppelins rest?')))
        .execute();
      await rebuildIndex(fx.host, fx.site.adminToken);
      const first = await find('zeppelin', '&size=50');
      expect(first.count).toBe(120);
      const last = await find('zeppelin', '&order=newest&page=3&size=50');
      expect(last.list).toHaveLength(20);
      // the oldest is found too
      expect(last.list.map((item) => item.object.id)).toContain(qid(2119));
      expect((await find('zeppelin', '&order=newest&page=4&size=50')).list).toEqual([]);
      expect((await find('is:question score:0', '&size=50')).count).toBeGreaterThan(100);
    });

    it('ranks and counts the newest matches of a word in more posts than a search reads', async () => {
      // ids and ages in step, as posts are written
      const many = Array.from({ length: SEARCH_WINDOW + 20 }, (_, index) => question(3000 + index, `Narwhal sighting ${index}`, 'Seen from the ferry deck.', { created_at: NOW - 100_000 + index }));
      for (let start = 0; start < many.length; start += 100) await rows().insertInto('question').values(many.slice(start, start + 100)).execute();
      await rebuildIndex(fx.host, fx.site.adminToken);
      const newest = many.map((row) => row.id).reverse();
      const first = await find('narwhal', '&order=newest&size=50');
      expect(first.count).toBe(SEARCH_WINDOW);
      expect(first.list.map((item) => item.object.id)).toEqual(newest.slice(0, 50));
      const last = await find('narwhal sighting', '&order=newest&page=10&size=50');
      expect(last.list.map((item) => item.object.id)).toEqual(newest.slice(450, SEARCH_WINDOW));
      expect((await find('"narwhal sighting"', '&order=newest&size=50')).list.map((item) => item.object.id)).toEqual(newest.slice(0, 50));
      expect((await find('"ferry deck" narwhal')).count).toBe(SEARCH_WINDOW);
      expect(await find('"sighting narwhal"')).toEqual({ count: 0, list: [] });
      expect(await find('"narwhal ferry"')).toEqual({ count: 0, list: [] });
    });
  });
}
