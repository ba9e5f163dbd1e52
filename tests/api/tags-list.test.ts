/** `GET /tags/page`: main available tags in three orders, the name filter, paging and the follow flag, on each database. */
import { describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { addMember, API, fieldsOf, insertTag, type FieldErrors, type Tables } from './questions-support';
import type { TagPageItem } from '../../plugins/questions/server/tag-list';
import { useInstalledSite } from './test-database';
import { ALL_DATABASES } from './harness';

const PAGE = `${API}/tags/page`;
type Data = { count: number; list: TagPageItem[] };
type Page = Envelope<Data>;

for (const kind of ALL_DATABASES) {
  describe(`tag list on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const slugs = (page: Data) => page.list.map((tag) => tag.slug_name);
    const get = async (query: string, token?: string) => {
      const response = await fx.host.api<Page>('GET', `${PAGE}${query}`, { token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    let tagIds: Record<string, string> = {};
    // times are set relative to the installer's tag, so it stays the newest however long ago the site was made
    let NOW = 0;

    it('lists main available tags, most used first, to guests as a shared response', async () => {
      // a fresh site starts with the installer's tag, so that members can ask at once (asked as a
      // member: a guest's answer would be kept, and the rows below are written behind the host's back)
      expect(slugs(await get('', fx.site.adminToken))).toEqual(['support']);
      NOW = (await fx.db.selectFrom('tag').select('created_at').where('slug_name', '=', 'support').executeTakeFirstOrThrow()).created_at;
      tagIds = {
        react: await insertTag(fx, 8, 'react', { display_name: 'React', question_count: 30, created_at: NOW - 500, parsed_text: '<p>A <b>UI</b> library &amp; more</p>', original_text: 'A **UI** library & more' }),
        kysely: await insertTag(fx, 2, 'kysely', { display_name: 'Kysely', question_count: 5, created_at: NOW - 100 }),
        sql: await insertTag(fx, 3, 'sql', { display_name: 'SQL', question_count: 12, created_at: NOW - 300 }),
        node: await insertTag(fx, 4, 'node-js', { display_name: 'Node.js', question_count: 12, created_at: NOW - 200 }),
        percent: await insertTag(fx, 5, 'percent_off', { display_name: '100% done', question_count: 1, created_at: NOW - 50 }),
      };
      // a synonym and a deleted tag never show
      await insertTag(fx, 6, 'reactjs', { main_tag_id: tagIds.react, main_tag_slug_name: 'react', question_count: 99 });
      await insertTag(fx, 7, 'gone', { status: 10, question_count: 50 });

      const response = await fx.host.api<Page>('GET', PAGE);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      const page = response.body.data;
      expect(page.count).toBe(6);
      expect(slugs(page)).toEqual(['react', 'node-js', 'sql', 'kysely', 'percent_off', 'support']);
      expect(page.list[0]).toEqual({
        tag_id: tagIds.react,
        slug_name: 'react',
        display_name: 'React',
        excerpt: 'A UI library & more',
        description: 'A UI library & more',
        original_text: 'A **UI** library & more',
        parsed_text: '<p>A <b>UI</b> library &amp; more</p>',
        follow_count: 0,
        question_count: 30,
        is_follower: false,
        created_at: NOW - 500,
        updated_at: page.list[0].updated_at,
        recommend: false,
        reserved: false,
      });
    });

    it('sorts by name and by newest', async () => {
      expect(slugs(await get('?query_cond=name'))).toEqual(['kysely', 'node-js', 'percent_off', 'react', 'sql', 'support']);
      expect(slugs(await get('?query_cond=newest'))).toEqual(['support', 'percent_off', 'kysely', 'node-js', 'sql', 'react']);
    });

    it('filters on slug or display name, case-insensitively and literally', async () => {
      const byName = await get('?slug_name=NODE.');
      expect(slugs(byName)).toEqual(['node-js']);
      expect(byName.count).toBe(1);
      expect(slugs(await get('?slug_name=re&query_cond=name'))).toEqual(['react']);
      // % and _ are the text itself, not wildcards
      expect(slugs(await get(`?slug_name=${encodeURIComponent('0%')}`))).toEqual(['percent_off']);
      expect(slugs(await get('?slug_name=t_o'))).toEqual(['percent_off']);
      expect(slugs(await get('?slug_name=s_l'))).toEqual([]);
      expect(await get('?slug_name=nothing-like-it')).toEqual({ count: 0, list: [] });
    });

    it('pages through the list and caps the page size', async () => {
      const second = await get('?page=2&page_size=2');
      expect(second.count).toBe(6);
      expect(slugs(second)).toEqual(['sql', 'kysely']);
      expect(slugs(await get('?page=3&page_size=2'))).toEqual(['percent_off', 'support']);
      expect(await get('?page=9&page_size=2')).toEqual({ count: 6, list: [] });
      expect((await get('?page_size=1000')).list).toHaveLength(6);
    });

    it('marks the tags the caller follows', async () => {
      const member = await addMember(fx);
      const followed = await fx.host.api<Envelope<{ follows: number; is_followed: boolean }>>('POST', `${API}/follow`, { token: member.token, body: { object_id: tagIds.sql, is_cancel: false } });
      expect(followed.status, JSON.stringify(followed.body)).toBe(200);
      const own = await get('?query_cond=name', member.token);
      expect(own.list.filter((tag) => tag.is_follower).map((tag) => tag.slug_name)).toEqual(['sql']);
      expect(own.list.find((tag) => tag.slug_name === 'sql')?.follow_count).toBe(1);
      // guests and other members see no follow mark
      expect((await get('?query_cond=name')).list.every((tag) => !tag.is_follower)).toBe(true);
      expect((await get('?query_cond=name', fx.site.adminToken)).list.every((tag) => !tag.is_follower)).toBe(true);
    });

    it('rejects malformed queries on the matching field', async () => {
      const response = await fx.host.api<Envelope<FieldErrors>>('GET', `${PAGE}?query_cond=sideways&page=0&page_size=x&slug_name=${'a'.repeat(36)}`);
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body).sort()).toEqual(['page', 'page_size', 'query_cond', 'slug_name']);
      expect(response.body.data.find((item) => item.error_field === 'query_cond')?.error_msg).toBe('Unknown tag order.');
    });
  });
}
