/**
 * Lists and relations of questions on each database: the list orders with pinned, closed, pending
 * and unlisted questions, the tag filter with synonyms, links between questions (`linked_count`,
 * `GET /question/link`), related questions by tag, asking with an answer, and the timeline entries
 * the question writes leave.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { addMember, API, ask, askBody, asked, info, insertTag, type Fixture, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import { ALL_DATABASES } from './harness';

interface Item {
  id: string;
  title: string;
  status: number;
  pin: number;
  operation_type: string;
  operator?: { id: string };
}
type Page = Envelope<{ count: number; list: Item[] }>;
type FieldErrors = { error_field: string; error_msg: string }[];

interface RelatedTables extends Tables {
  question: Tables['question'] & { pin: number; show: number; hot_score: number; linked_count: number; post_update_time: number | string; vote_count: number };
  question_link: { from_question_id: string; from_answer_id: string; to_question_id: string; to_answer_id: string; status: number };
  answer: { id: string; question_id: string; user_id: string; original_text: string; status: number };
  activity: { id: number | string; user_id: string | number; object_id: string; activity_type: number; comment: string };
}

const DAY = 24 * 60 * 60;

for (const kind of ALL_DATABASES) {
  describe(`question lists and links on ${kind}`, () => {
    const fx = useInstalledSite<RelatedTables>(kind);
    const f = () => fx as unknown as Fixture;
    let admin: Member;
    let asker: Member;
    let other: Member;
    let n = 0;

    beforeAll(async () => {
      admin = { id: '1', token: fx.site.adminToken };
      asker = await addMember(f(), 5000);
      other = await addMember(f(), 5000);
      const main = await insertTag(f(), 4, 'javascript');
      await insertTag(f(), 2, 'js', { main_tag_id: main, main_tag_slug_name: 'javascript' });
      await insertTag(f(), 3, 'python');
    });

    const title = (label: string) => `${label} question number ${(n += 1)}`;
    const page = async (query: string, by?: Member) => {
      const response = await fx.host.api<Page>('GET', `${API}/question/page?page_size=100${query}`, { token: by?.token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.list.map((item) => item.id);
    };
    const setRow = (id: string, patch: Partial<RelatedTables['question']>) => fx.db.updateTable('question').set(patch).where('id', '=', id).execute();

    it('filters by a tag and its synonyms, whichever slug is asked for', async () => {
      const byMain = (await asked(f(), asker, title('Main tag'), ['javascript'])).id;
      const bySynonym = (await asked(f(), asker, title('Synonym tag'), ['js'])).id;
      const elsewhere = (await asked(f(), asker, title('Other tag'), ['python'])).id;
      for (const slug of ['javascript', 'js', 'JS']) {
        const ids = await page(`&tag=${slug}`);
        expect(ids, slug).toEqual(expect.arrayContaining([byMain, bySynonym]));
        expect(ids, slug).not.toContain(elsewhere);
      }
      expect(await page('&tag=no-such-tag')).toEqual([]);
    });

    it('keeps pending questions to their author and applies the order windows', async () => {
      const pending = (await asked(f(), asker, title('Pending'))).id;
      await setRow(pending, { status: 11 });
      expect(await page('')).not.toContain(pending);
      expect(await page('', other)).not.toContain(pending);
      expect(await page('', asker)).toContain(pending);

      const old = (await asked(f(), asker, title('Old'))).id;
      const now = Math.floor(Date.now() / 1000);
      await setRow(old, { created_at: now - 100 * DAY, post_update_time: now - 100 * DAY });
      expect(await page('')).toContain(old);
      // hot looks at 90 days, active at questions touched within 90 days, in_days narrows any order
      expect(await page('&order=hot')).not.toContain(old);
      expect(await page('&order=active')).not.toContain(old);
      expect(await page('&in_days=30')).not.toContain(old);
      expect(await page('&in_days=101')).toContain(old);
    });

    it('orders hot by the stored score and frequent by links, pinned first', async () => {
      const [low, high, pinned] = [(await asked(f(), asker, title('Low'))).id, (await asked(f(), asker, title('High'))).id, (await asked(f(), asker, title('Pinned'))).id];
      await setRow(low, { hot_score: 10, linked_count: 9 });
      await setRow(high, { hot_score: 5000, linked_count: 1 });
      await setRow(pinned, { pin: 2 });
      const hot = await page('&order=hot');
      expect(hot[0]).toBe(pinned);
      expect(hot.indexOf(high)).toBeLessThan(hot.indexOf(low));
      const frequent = await page('&order=frequent');
      expect(frequent[0]).toBe(pinned);
      expect(frequent.indexOf(low)).toBeLessThan(frequent.indexOf(high));
      await setRow(pinned, { pin: 1 });
      await setRow(low, { linked_count: 0 });
      await setRow(high, { linked_count: 0 });
    });

    it('reports the last answer in the active order', async () => {
      const id = (await asked(f(), asker, title('Answered'))).id;
      const answered = await fx.host.api<Envelope<unknown>>('POST', `${API}/answer`, { token: other.token, body: { question_id: id, content: 'Here is how it is done.' } });
      expect(answered.status).toBe(200);
      const response = await fx.host.api<Page>('GET', `${API}/question/page?page_size=100&order=active`);
      const item = response.body.data.list.find((entry) => entry.id === id);
      expect(item).toMatchObject({ operation_type: 'answered', operator: { id: other.id } });
    });

    it('records links from questions and answers and counts them on the target', async () => {
      const target = (await asked(f(), asker, title('Target'))).id;
      const fromUrl = (await asked(f(), other, title('Linking by address'), ['support'], `See ${fx.host.url}/questions/${target}/some-title for details.`)).id;
      const fromRef = (await asked(f(), other, title('Linking by reference'), ['support'], `Same as #${target} really.`)).id;
      // a link to another site and a link to itself are not links between questions
      await asked(f(), other, title('Linking elsewhere'), ['support'], `See https://elsewhere.example.com/questions/${target} please.`);

      const links = await fx.db.selectFrom('question_link').select(['from_question_id', 'from_answer_id', 'to_answer_id']).where('to_question_id', '=', target).orderBy('from_question_id').execute();
      expect(links).toEqual([
        { from_question_id: fromUrl, from_answer_id: '0', to_answer_id: '0' },
        { from_question_id: fromRef, from_answer_id: '0', to_answer_id: '0' },
      ]);
      const row = async () => Number((await fx.db.selectFrom('question').select('linked_count').where('id', '=', target).executeTakeFirstOrThrow()).linked_count);
      expect(await row()).toBe(2);

      // an answer of a third question links too, counted once per linking question
      const third = (await asked(f(), asker, title('Third'))).id;
      const answer = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, {
        token: other.token,
        body: { question_id: third, content: `Answered in ${fx.host.url}/questions/${target} and #${target}.` },
      });
      expect(answer.status).toBe(200);
      expect(await row()).toBe(3);

      const linked = await fx.host.api<Page>('GET', `${API}/question/link?question_id=${target}&page=1&page_size=10`);
      expect(linked.status).toBe(200);
      expect(linked.body.data.count).toBe(3);
      expect(linked.body.data.list.map((item) => item.id).sort()).toEqual([fromUrl, fromRef, third].sort());

      // deleting a linking question takes it out of the count and the list; restoring brings it back
      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id: fromRef } })).status).toBe(200);
      expect(await row()).toBe(2);
      expect((await fx.host.api<Page>('GET', `${API}/question/link?question_id=${target}`)).body.data.count).toBe(2);
      expect((await fx.host.api('POST', `${API}/question/recover`, { token: admin.token, body: { question_id: fromRef } })).status).toBe(200);
      expect(await row()).toBe(3);

      const frequent = await page('&order=frequent');
      expect(frequent[0]).toBe(target);
      expect((await fx.host.api<Envelope<FieldErrors>>('GET', `${API}/question/link`)).status).toBe(400);
      expect((await fx.host.api<Envelope<unknown>>('GET', `${API}/question/link?question_id=10010000099999999`)).status).toBe(404);
    });

    it('saves posts whose links to this site cannot be decoded, as text and not as links', async () => {
      const target = (await asked(f(), asker, title('Well linked'))).id;
      const broken = (label: string) =>
        `${label}: ${fx.host.url}/questions/%E0%A4%A, ${fx.host.url}/questions/%, [a relative one](/questions/%25%), ` +
        `${fx.host.url}/questions/${target}/%E0%A4%A/% and a good one: ${fx.host.url}/questions/${target}`;
      const linksFrom = (questionId: string) => fx.db.selectFrom('question_link').select(['to_question_id', 'to_answer_id']).where('from_question_id', '=', questionId).execute();

      const asking = await ask(f(), other, askBody(title('Broken links asked'), ['support'], broken('Asked')));
      expect(asking.status, JSON.stringify(asking.body)).toBe(200);
      const asked1 = asking.body.data.id;
      expect(await linksFrom(asked1)).toEqual([{ to_question_id: target, to_answer_id: '0' }]);

      const editing = await fx.host.api<Envelope<unknown>>('PUT', `${API}/question`, {
        token: other.token,
        body: { ...askBody(title('Broken links edited'), ['support'], broken('Edited')), id: asked1, edit_summary: 'links' },
      });
      expect(editing.status, JSON.stringify(editing.body)).toBe(200);
      expect((await fx.db.selectFrom('question').select('original_text').where('id', '=', asked1).executeTakeFirstOrThrow()).original_text).toContain('Edited: ');

      const answering = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: asker.token, body: { question_id: asked1, content: broken('Answered') } });
      expect(answering.status, JSON.stringify(answering.body)).toBe(200);

      const both = await fx.host.api<Envelope<{ id: string }>>('POST', `${API}/question/answer`, {
        token: other.token,
        body: { ...askBody(title('Broken links asked and answered'), ['support'], broken('Asked')), answer_content: broken('Answered at once'), mention_username_list: [] },
      });
      expect(both.status, JSON.stringify(both.body)).toBe(200);
      // the question's body and its answer each link to the target once
      expect(await linksFrom(both.body.data.id)).toEqual([
        { to_question_id: target, to_answer_id: '0' },
        { to_question_id: target, to_answer_id: '0' },
      ]);
      const stored = await fx.db.selectFrom('answer').select('original_text').where('question_id', '=', both.body.data.id).execute();
      expect(stored.map((row) => row.original_text)).toEqual([broken('Answered at once')]);
    });

    it('finds related questions by shared tags', async () => {
      // tags of this test only: questions of the other tests share none with the subject
      const [first, second] = [`rel-a-${Date.now().toString(36)}`, `rel-b-${Date.now().toString(36)}`];
      const subject = (await asked(f(), asker, title('Subject'), [first, second])).id;
      const both = (await asked(f(), other, title('Both tags'), [first, second])).id;
      const one = (await asked(f(), other, title('One tag'), [first])).id;
      const hidden = (await asked(f(), other, title('Unlisted'), [first, second])).id;
      await setRow(hidden, { show: 2 });
      const response = await fx.host.api<Envelope<{ count: number; list: Item[] }>>('GET', `${API}/question/similar/tag?question_id=${subject}`);
      expect(response.status).toBe(200);
      const ids = response.body.data.list.map((item) => item.id);
      expect(ids[0]).toBe(both);
      expect(ids).toContain(one);
      expect(ids).not.toContain(subject);
      expect(ids).not.toContain(hidden);
      expect(response.body.data.count).toBe(ids.length);
      expect(ids.length).toBeLessThanOrEqual(5);
    });

    it('asks and answers in one go, with both parts checked first', async () => {
      const questionTitle = title('Ask and answer');
      const body = { ...askBody(questionTitle, ['support']), answer_content: 'I found it: restart the service.', mention_username_list: [] };
      const tooShort = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/question/answer`, { token: asker.token, body: { ...body, answer_content: 'no' } });
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.data).toEqual([{ error_field: 'answer_content', error_msg: 'Answer must be at least 6 characters.' }]);
      const noTitle = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/question/answer`, { token: asker.token, body: { ...body, title: '' } });
      expect(noTitle.status).toBe(400);
      expect(await fx.db.selectFrom('question').select('id').where('title', '=', questionTitle).execute()).toEqual([]);

      const [first, repeat] = await Promise.all([
        fx.host.api<Envelope<{ id: string; answer_count: number }>>('POST', `${API}/question/answer`, { token: asker.token, body }),
        fx.host.api<Envelope<{ id: string; answer_count: number }>>('POST', `${API}/question/answer`, { token: asker.token, body }),
      ]);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(repeat.body.data.id).toBe(first.body.data.id);
      const id = first.body.data.id;
      const answers = await fx.db.selectFrom('answer').select(['user_id', 'original_text']).where('question_id', '=', id).execute();
      expect(answers).toEqual([{ user_id: asker.id, original_text: 'I found it: restart the service.' }]);
      expect((await info(f(), id)).body.data.answer_count).toBe(1);
      // the same question without the answer is another submission
      const plain = await ask(f(), asker, askBody(title('Plain'), ['support']));
      expect(plain.status).toBe(200);
    });

    it('leaves timeline entries for asking, closing, pinning and deleting', async () => {
      const id = (await asked(f(), asker, title('Timeline'))).id;
      expect((await fx.host.api('PUT', `${API}/question/status`, { token: admin.token, body: { id, close_type: 63 } })).status).toBe(200);
      expect((await fx.host.api('PUT', `${API}/question/operation`, { token: admin.token, body: { id, operation: 'pin' } })).status).toBe(200);
      expect((await fx.host.api('DELETE', `${API}/question`, { token: admin.token, body: { id } })).status).toBe(200);
      const rows = await fx.db.selectFrom('activity').select(['user_id', 'activity_type', 'comment']).where('object_id', '=', id).orderBy('id').execute();
      expect(rows.map((row) => [String(row.user_id), Number(row.activity_type)])).toEqual([
        [asker.id, 87],
        ['1', 88],
        ['1', 119],
        ['1', 95],
      ]);
      expect(rows[1].comment).toBe('a community-specific reason');
    });
  });
}
