/**
 * The search index kept in step with every write, through the real routes, on each database:
 * asking, editing, rolling back, deleting and undeleting questions and answers, purging; Chinese
 * and English text; every operator and order over indexed posts; hostile search strings.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { ALL_DATABASES } from './harness';
import { addMember, API, asked, fieldsOf, type FieldErrors, type Member, type Tables } from './questions-support';
import type { SearchResult } from '../../plugins/search_db/shared/search-types';
import { useInstalledSite } from './test-database';
import { INDEX_PATH, rebuildIndex } from './search-support';
import { documentTerms } from '../../plugins/search_db/server/mysql-terms';
import { insertDocuments } from '../../plugins/search_db/server/index-store';
import type { SearchTables } from '../../plugins/search_db/server/tables';
import { migrations } from '../../plugins/search_db/server/migrations';

type Data = { count: number; list: SearchResult[] };
/** Counters no route sets directly. */
type Counters = { question: { id: string; vote_count: number; view_count: number } };
/** The index's own tables (`search_term` on MySQL only). */
type IndexTables = { search_doc: { id: number | string; title: string; body: string }; search_term: { token: string; doc_id: number | string } };

for (const kind of ALL_DATABASES) {
  describe(`search index on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let author: Member;
    let answerer: Member;
    let questionId = '';
    let answerId = '';
    const find = async (q: string, extra = '', token?: string): Promise<Data> => {
      const response = await fx.host.api<Envelope<Data>>('GET', `${API}/search?q=${encodeURIComponent(q)}${extra}`, { token });
      expect(response.status, `${q}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body.data;
    };
    const found = async (q: string, extra = '', token?: string) => (await find(q, extra, token)).list.map((item) => item.object.id);
    const ok = (response: { status: number; body: unknown }) => expect(response.status, JSON.stringify(response.body)).toBe(200);

    it('finds a question as soon as it is asked, by English and by Chinese words', async () => {
      // staff rank: no review, no rate limits
      author = await addMember(fx, 100_000, 2);
      answerer = await addMember(fx, 100_000, 2);
      const question = await asked(fx, author, 'Marmalade recipe with 橘子果酱 for beginners', ['cooking'], 'How do I make marmalade? 我想学习怎么做橘子果酱，谢谢大家。');
      questionId = question.id;
      expect(await found('marmalade')).toEqual([questionId]);
      expect(await found('MARMALADE beginners')).toEqual([questionId]);
      // a two-character and a one-character Chinese word, and a longer run
      expect(await found('果酱')).toEqual([questionId]);
      expect(await found('橘')).toEqual([questionId]);
      expect(await found('怎么做橘子果酱')).toEqual([questionId]);
      expect(await found('"make marmalade"')).toEqual([questionId]);
      expect(await found('"marmalade make"')).toEqual([]);
      // both words are in the title, apart: a phrase is its words side by side
      expect(await found('"recipe with"')).toEqual([questionId]);
      expect(await found('"recipe beginners"')).toEqual([]);
      expect(await found('recipe beginners')).toEqual([questionId]);
      expect(await found('果酱橘子')).toEqual([]);
    });

    it('finds an answer as soon as it is posted', async () => {
      const posted = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, {
        token: answerer.token,
        body: { question_id: questionId, content: 'Boil the seville oranges slowly, then add sugar. 慢慢煮。' },
      });
      ok(posted);
      answerId = posted.body.data.info.id;
      expect(await found('seville')).toEqual([answerId]);
      expect(await found('慢慢')).toEqual([answerId]);
      expect(await found('seville is:question')).toEqual([]);
      expect(await found(`seville inquestion:${questionId}`)).toEqual([answerId]);
    });

    it('follows edits: the old words no longer find the post, the new ones do', async () => {
      ok(
        await fx.host.api('PUT', `${API}/question`, {
          token: author.token,
          body: { id: questionId, title: 'Quince jelly recipe for beginners', content: 'How do I make quince jelly? 我想学习怎么做果冻，谢谢大家。', tags: [{ slug_name: 'cooking' }], edit_summary: 'quince now' },
        }),
      );
      expect(await found('marmalade')).toEqual([]);
      expect(await found('橘子')).toEqual([]);
      expect(await found('quince')).toEqual([questionId]);
      expect(await found('果冻')).toEqual([questionId]);
      ok(await fx.host.api('PUT', `${API}/answer`, { token: answerer.token, body: { id: answerId, content: 'Simmer the quince peel for an hour before the sugar goes in.', edit_summary: 'quince' } }));
      expect(await found('seville')).toEqual([]);
      expect(await found('peel', '&order=newest')).toEqual([answerId]);
    });

    it('follows a rollback to an earlier revision', async () => {
      const history = await fx.host.api<Envelope<{ id: string | number }[]>>('GET', `${API}/revisions?object_id=${questionId}`, { token: author.token });
      ok(history);
      const first = history.body.data.map((revision) => String(revision.id)).sort((a, b) => Number(a) - Number(b))[0];
      ok(await fx.host.api('PUT', `${API}/revisions/rollback`, { token: author.token, body: { revision_id: first } }));
      expect(await found('marmalade')).toEqual([questionId]);
      expect(await found('quince is:question')).toEqual([]);
    });

    it('hides a deleted post and finds it again once undeleted', async () => {
      ok(await fx.host.api('DELETE', `${API}/answer`, { token: answerer.token, body: { id: answerId } }));
      expect(await found('peel')).toEqual([]);
      ok(await fx.host.api('POST', `${API}/answer/recover`, { token: answerer.token, body: { answer_id: answerId } }));
      expect(await found('peel')).toEqual([answerId]);
      ok(await fx.host.api('DELETE', `${API}/question`, { token: author.token, body: { id: questionId } }));
      expect(await found('marmalade')).toEqual([]);
      // the question's answers go out of sight with it
      expect(await found('peel')).toEqual([]);
      ok(await fx.host.api('POST', `${API}/question/recover`, { token: fx.site.adminToken, body: { question_id: questionId } }));
      expect(await found('marmalade')).toEqual([questionId]);
      expect(await found('peel')).toEqual([answerId]);
    });

    it('applies every operator to indexed posts, in each order', async () => {
      const other = await asked(fx, answerer, 'Apricot marmalade without pectin', ['preserves'], 'Is pectin needed for apricot marmalade at all?');
      await (fx.db as unknown as Kysely<Counters>).updateTable('question').set({ vote_count: 7, view_count: 30 }).where('id', '=', other.id).execute();
      ok(await fx.host.api('POST', `${API}/answer/acceptance`, { token: author.token, body: { question_id: questionId, answer_id: answerId } }));
      expect((await found('marmalade', '&order=newest')).slice(0, 2)).toEqual([other.id, questionId]);
      expect(await found('marmalade', '&order=score')).toEqual([other.id, questionId]);
      expect((await found('marmalade', '&order=active')).sort()).toEqual([other.id, questionId].sort());
      expect((await found('marmalade')).sort()).toEqual([other.id, questionId].sort());
      expect(await found('marmalade [preserves]')).toEqual([other.id]);
      expect(await found('[cooking] is:question')).toEqual([questionId]);
      expect(await found('marmalade score:5')).toEqual([other.id]);
      expect(await found('marmalade views:10')).toEqual([other.id]);
      expect(await found('marmalade answers:1')).toEqual([questionId]);
      expect(await found('marmalade hasaccepted:yes')).toEqual([questionId]);
      expect(await found('marmalade hasaccepted:no')).toEqual([other.id]);
      expect(await found('is:accepted peel')).toEqual([answerId]);
      expect(await found('isaccepted:no peel')).toEqual([]);
      expect(await found('peel is:answer')).toEqual([answerId]);
      expect(await found('marmalade user:me', '', answerer.token)).toEqual([other.id]);
      expect(await found('"apricot marmalade"')).toEqual([other.id]);
      expect(await found('pectin', '&page=2&size=1')).toEqual([]);
      expect((await find('pectin', '&page=2&size=1')).count).toBe(1);
    });

    it('answers a result or an empty list for hostile search strings', async () => {
      const hostile = [
        '"unbalanced',
        'marmalade"',
        '""""',
        'NEAR(marmalade pectin)',
        'marmalade AND OR NOT',
        '* ^ : - + ~ ( ) { } [ ]',
        "'; drop table search_doc; --",
        'col:marmalade',
        'title:marmalade',
        'score:abc',
        'answers:-',
        'is:',
        'user:',
        '[]',
        'inquestion:zzzz',
        'views:99999999999',
        'marmalade\u0000pectin',
        '\u0001\u0002\u0007\u001b',
        '🍊🍊 emoji',
        '橘子🍊果酱',
        'ｍａｒｍａｌａｄｅ',
        '\\',
        '%_%',
      ];
      for (const q of hostile) {
        const response = await fx.host.api<Envelope<Data | FieldErrors>>('GET', `${API}/search?q=${encodeURIComponent(q)}`);
        // results, or a field error on q where the host refuses a character (NUL) before the search
        if (response.status === 400) expect(fieldsOf(response.body), q).toEqual(['q']);
        else {
          expect(response.status, `${q}: ${JSON.stringify(response.body)}`).toBe(200);
          expect(Array.isArray((response.body.data as Data).list), q).toBe(true);
        }
      }
      expect(await found('marmalade\u0007pectin')).toEqual([(await found('apricot'))[0]]);
      expect(await found('ｍａｒｍａｌａｄｅ', '&order=newest')).toHaveLength(2);
      // a thousand words do not fit in a search: the length rule answers, not the index
      const long = await fx.host.api<Envelope<unknown>>('GET', `${API}/search?q=${encodeURIComponent(Array.from({ length: 1000 }, (_, n) => `w${n}`).join(' '))}`);
      expect(long.status).toBe(400);
      // as many terms as fit, none of them there
      expect(await found(Array.from({ length: 26 }, (_, n) => String.fromCharCode(97 + n)).join(' '))).toEqual([]);
    });

    it('drops the documents of purged posts, and rebuilds the index on the admin\'s demand', async () => {
      const doomed = await asked(fx, author, 'Gooseberry fool question to purge', ['cooking'], 'Gooseberry fool question to purge entirely, please.');
      expect(await found('gooseberry')).toEqual([doomed.id]);
      ok(await fx.host.api('DELETE', `${API}/question`, { token: author.token, body: { id: doomed.id } }));
      ok(await fx.host.api('DELETE', '/answer/admin/api/delete/permanently', { token: fx.site.adminToken, body: { type: 'questions' } }));
      const docs = await fx.db.selectFrom('search_doc' as never).select('object_id' as never).execute();
      expect((docs as { object_id: string }[]).map((row) => row.object_id)).not.toContain(doomed.id);
      // only admins see or start a rebuild
      expect((await fx.host.api('GET', INDEX_PATH, { token: author.token.length > 0 ? (await addMember(fx)).token : '' })).status).toBe(403);
      expect((await fx.host.api('POST', `${INDEX_PATH}/rebuild`, { body: {} })).status).toBe(401);
      await rebuildIndex(fx.host, fx.site.adminToken);
      const state = await fx.host.api<Envelope<{ status: string; done: number; total: number }>>('GET', INDEX_PATH, { token: fx.site.adminToken });
      expect(state.body.data).toMatchObject({ status: 'done' });
      expect(state.body.data.done).toBe(state.body.data.total);
      expect(await found('marmalade', '&order=newest')).toHaveLength(2);
      expect(await found('peel')).toEqual([answerId]);
    });

    // MySQL's term table, written beside every document: nothing else finds a post there
    it.runIf(kind === 'mysql')('keeps every document\'s terms, and fills them for an index built before the term table', async () => {
      const db = fx.db as unknown as Kysely<IndexTables>;
      // a document whose post went without the index being told: the rebuild takes its terms along
      const orphan = '1001999999999999999';
      await insertDocuments(fx.db as unknown as Kysely<SearchTables>, 'mysql', [{ kind: 'question', id: orphan, question_id: orphan, title: 'Orphan walrus', text: 'Gone for good, café or cafe: two terms.' }]);
      expect(await db.selectFrom('search_term').select('doc_id').where('token', '=', 'zzwalrus').execute()).toHaveLength(1);
      await rebuildIndex(fx.host, fx.site.adminToken);
      expect(await db.selectFrom('search_term').select('doc_id').where('token', '=', 'zzwalrus').execute()).toEqual([]);
      const termsNow = async () => (await db.selectFrom('search_term').select(['token', 'doc_id']).execute()).map((row) => `${row.doc_id} ${row.token}`).sort();
      const docs = await db.selectFrom('search_doc').select(['id', 'title', 'body']).orderBy('id').execute();
      const expected = docs.flatMap((doc) => documentTerms(doc.title, doc.body).map((token) => `${doc.id} ${token}`));
      // after asks, edits, a rollback, deletes, a purge and a rebuild: the terms of the documents there, and no others
      const kept = await termsNow();
      expect(kept).toEqual(expected.sort());
      // a site indexed before 0002: the documents with their FULLTEXT index, no term table
      await sql`drop table search_term`.execute(fx.db);
      await sql`create fulltext index search_doc_ft on search_doc (title, body)`.execute(fx.db);
      await migrations['0002_search_terms'].up(fx.db);
      expect(await termsNow()).toEqual(kept);
      const fulltext = await sql<{ n: number }>`select count(*) as n from information_schema.statistics where table_schema = database() and table_name = 'search_doc' and index_type = 'FULLTEXT'`.execute(fx.db);
      expect(Number(fulltext.rows[0].n)).toBe(0);
      expect(await found('peel')).toEqual([answerId]);
      expect(await found('"make marmalade"')).toEqual([questionId]);
    });
  });
}
