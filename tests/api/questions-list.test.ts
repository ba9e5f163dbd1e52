/** `GET /question/page`: visibility, newest order, pagination and counts, on each database. */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { ALL_DATABASES } from './harness';

const PAGE = '/answer/api/v1/question/page';

interface QuestionRow {
  id: string;
  created_at: number;
  updated_at: number;
  user_id: string;
  title: string;
  original_text: string;
  parsed_text: string;
  pin: number;
  show: number;
  status: number;
  vote_count: number;
  answer_count: number;
  view_count: number;
  post_update_time: number;
}

interface Tables {
  question: QuestionRow;
  tag: { id: string; created_at: number; updated_at: number; slug_name: string; display_name: string; original_text: string; parsed_text: string };
  tag_rel: { created_at: number; updated_at: number; object_id: string; tag_id: string; status: number };
  config: { id: number; key: string; value: string };
}

interface Item {
  id: string;
  title: string;
  url_title: string;
  description: string;
  pin: number;
  show: number;
  status: number;
  created_at: number;
  vote_count: number;
  answer_count: number;
  view_count: number;
  tags: { slug_name: string; display_name: string; main_tag_slug_name: string; recommend: boolean; reserved: boolean }[];
  operation_type: string;
  operated_at: number;
  operator: { id: string; username: string; display_name: string; rank: number; status: string; avatar: string };
}

type Page = Envelope<{ count: number; list: Item[] }>;

const NOW = Math.floor(Date.now() / 1000);
/** 17-digit question ids with sequence `n`: strings, beyond JS number precision. */
const qid = (n: number) => `1001${String(n).padStart(13, '0')}`;

function question(n: number, patch: Partial<QuestionRow> = {}): QuestionRow {
  const created = NOW - n * 60;
  return {
    id: qid(n),
    created_at: created,
    updated_at: created,
    user_id: '1',
    title: `Question ${n}`,
    original_text: `Body ${n}`,
    parsed_text: `<p>Body of <strong>question</strong> ${n} &amp; more</p>`,
    pin: 1,
    show: 1,
    status: 1,
    vote_count: n,
    answer_count: n % 3 === 0 ? 0 : 1,
    view_count: n * 10,
    post_update_time: created,
    ...patch,
  };
}

for (const kind of ALL_DATABASES) {
  describe(`question list on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    it('seeds the reasons under Answer ids', async () => {
      const rows = await fx.db.selectFrom('config').select(['id', 'key', 'value']).where('id', '>=', 57).where('id', '<=', 86).orderBy('id').execute();
      expect(rows).toHaveLength(30);
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      expect(byId.get(60)?.key).toBe('reason.a_duplicate');
      expect(JSON.parse(byId.get(60)?.value ?? '{}')).toMatchObject({ name: 'a duplicate', content_type: 'text' });
      expect(JSON.parse(byId.get(59)?.value ?? '{}')).toMatchObject({ content_type: 'textarea' });
      expect(byId.get(75)?.key).toBe('reason.needs_delete');
      expect(byId.get(79)?.key).toBe('question.close.reasons');
      expect(JSON.parse(byId.get(79)?.value ?? '[]')).toEqual(['reason.a_duplicate', 'reason.community_specific', 'reason.not_clarity', 'reason.something']);
    });

    it('answers an empty list before any question exists, and 404 past it', async () => {
      // a list kept for guests would hide the rows the next test writes behind the host's back
      const empty = await fx.host.api<Page>('GET', `${PAGE}?page=1`);
      expect(empty.status).toBe(200);
      expect(empty.body.data).toEqual({ count: 0, list: [] });
      const beyond = await fx.host.api<Page>('GET', `${PAGE}?page=2`);
      expect(beyond.status).toBe(404);
    });

    it('lists visible questions newest first with pinned ones leading', async () => {
      const rows = Array.from({ length: 25 }, (_, index) => question(index + 1));
      rows[19] = question(20, { pin: 2 }); // an old question, pinned
      rows.push(
        question(26, { status: 10, title: 'Deleted question' }),
        question(27, { status: 11, title: 'Pending question' }),
        question(28, { show: 2, title: 'Unlisted question' }),
        question(29, { status: 2, title: 'Closed question', created_at: NOW - 29 * 60 }),
      );
      await fx.db.insertInto('question').values(rows).execute();
      await fx.db
        .insertInto('tag')
        .values([
          { id: '10030000000000901', created_at: NOW, updated_at: NOW, slug_name: 'help', display_name: 'Help', original_text: '', parsed_text: '' },
          { id: '10030000000000902', created_at: NOW, updated_at: NOW, slug_name: 'kysely', display_name: 'kysely', original_text: '', parsed_text: '' },
        ])
        .execute();
      await fx.db
        .insertInto('tag_rel')
        .values([
          { created_at: NOW, updated_at: NOW, object_id: qid(1), tag_id: '10030000000000901', status: 1 },
          { created_at: NOW, updated_at: NOW, object_id: qid(1), tag_id: '10030000000000902', status: 1 },
          { created_at: NOW, updated_at: NOW, object_id: qid(2), tag_id: '10030000000000902', status: 10 },
        ])
        .execute();

      const first = await fx.host.api<Page>('GET', PAGE);
      expect(first.status).toBe(200);
      const { count, list } = first.body.data;
      // 25 normal + 1 closed; deleted, pending and unlisted stay out
      expect(count).toBe(26);
      expect(list).toHaveLength(20);
      expect(list[0].id).toBe(qid(20));
      expect(list[0].pin).toBe(2);
      expect(list.slice(1, 6).map((item) => item.id)).toEqual([qid(1), qid(2), qid(3), qid(4), qid(5)]);
      const titles = list.map((item) => item.title);
      expect(titles).not.toContain('Deleted question');
      expect(titles).not.toContain('Pending question');
      expect(titles).not.toContain('Unlisted question');

      const top = list[1];
      expect(top).toMatchObject({
        id: qid(1),
        title: 'Question 1',
        url_title: 'question-1',
        description: 'Body of question 1 & more',
        show: 1,
        status: 1,
        vote_count: 1,
        answer_count: 1,
        view_count: 10,
        operation_type: 'asked',
        operated_at: NOW - 60,
        created_at: NOW - 60,
      });
      expect(top.tags.map((tag) => tag.slug_name)).toEqual(['help', 'kysely']);
      expect(top.tags[0]).toEqual({ slug_name: 'help', display_name: 'Help', main_tag_slug_name: '', recommend: false, reserved: false });
      expect(list[2].tags).toEqual([]);
      expect(top.operator).toEqual({ id: '1', username: 'admin', display_name: 'admin', rank: 1, status: 'normal', avatar: '' });
    });

    it('pages through the rest and caps the page size', async () => {
      const second = await fx.host.api<Page>('GET', `${PAGE}?page=2&page_size=20&order=newest`);
      expect(second.status).toBe(200);
      expect(second.body.data.count).toBe(26);
      expect(second.body.data.list.map((item) => item.id)).toEqual([qid(21), qid(22), qid(23), qid(24), qid(25), qid(29)]);
      expect(second.body.data.list.at(-1)?.status).toBe(2);

      const small = await fx.host.api<Page>('GET', `${PAGE}?page=3&page_size=5`);
      // slot 0 is the pinned question, so the third page of five starts at question 10
      expect(small.body.data.list.map((item) => item.id)).toEqual([qid(10), qid(11), qid(12), qid(13), qid(14)]);

      const huge = await fx.host.api<Page>('GET', `${PAGE}?page_size=1000`);
      expect(huge.status).toBe(200);
      expect(huge.body.data.list).toHaveLength(26);

      expect((await fx.host.api<Page>('GET', `${PAGE}?page=3`)).status).toBe(404);
    });

    it('orders by score and keeps unanswered to open questions without answers', async () => {
      const score = await fx.host.api<Page>('GET', `${PAGE}?order=score&page_size=3`);
      expect(score.body.data.list.map((item) => item.id)).toEqual([qid(20), qid(29), qid(25)]);
      const unanswered = await fx.host.api<Page>('GET', `${PAGE}?order=unanswered&page_size=100`);
      const ids = unanswered.body.data.list.map((item) => item.id);
      expect(ids).toEqual([3, 6, 9, 12, 15, 18, 21, 24].map(qid));
      expect(unanswered.body.data.count).toBe(8);
    });

    it('filters by tag slug', async () => {
      const tagged = await fx.host.api<Page>('GET', `${PAGE}?tag=kysely`);
      expect(tagged.body.data.count).toBe(1);
      expect(tagged.body.data.list.map((item) => item.id)).toEqual([qid(1)]);
    });

    it('rejects malformed queries on the matching field', async () => {
      const response = await fx.host.api<Envelope<{ error_field: string; error_msg: string }[]>>('GET', `${PAGE}?order=sideways&page=0`);
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual([
        { error_field: 'page', error_msg: 'Page must be a whole number of at least 1.' },
        { error_field: 'order', error_msg: 'Unknown sort order.' },
      ]);
    });
  });
}
