/**
 * The tags plugin's own calls: creating a tag (`POST /tag`), reading one (`GET /tag`) and several
 * (`GET /tags`), deleting and recovering (`DELETE /tag`, `POST /tag/recover`), who may do each,
 * and the refusals that leave the database as it was, on each database.
 */
import { describe, expect, it } from 'vitest';
import { ALL_DATABASES, type Envelope } from './harness';
import { addMember, asked, fieldsOf, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import { admin, call, createTag, expectRefused, expectUnchanged, snapshots, tagDb, tagIdOf, tagPage, tagRow, timelineOf, type TagBasic } from './tags-write-support';

const SPACES_AND_CAPITALS = '  Type   Script ';

for (const kind of ALL_DATABASES) {
  describe(`tag create, read, delete and recover on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    let moderator: Member;
    let typescript: string;

    /** The tag list as guests get it: a response the host keeps for every guest until a write drops it. */
    const guestTagList = async () => (await call<{ list: { slug_name: string }[] }>(fx, 'GET', '/tags/page?query_cond=name&page_size=100', null)).body.data.list.map((tag) => tag.slug_name);

    it('creates a tag as a moderator: stored slug, rendered description, first revision and timeline entry', async () => {
      moderator = await addMember(fx, 1, 3);
      expect(await guestTagList()).not.toContain('type-script');
      const created = await call<{ slug_name: string }>(fx, 'POST', '/tag', moderator, { slug_name: SPACES_AND_CAPITALS, display_name: ' TypeScript ', original_text: 'A **typed** JavaScript.\n\nMore.' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data).toEqual({ slug_name: 'type-script' });

      const row = await tagRow(fx, 'type-script');
      typescript = row.id;
      expect(row).toMatchObject({ display_name: 'TypeScript', original_text: 'A **typed** JavaScript.\n\nMore.', main_tag_id: '0', main_tag_slug_name: '' });
      expect(Number(row.status)).toBe(1);
      expect(String(row.user_id)).toBe(moderator.id);
      expect(row.parsed_text).toContain('<strong>typed</strong>');
      const revisions = await tagDb(fx).selectFrom('revision').selectAll().where('object_id', '=', typescript).execute();
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ object_type: 3, title: 'type-script', user_id: moderator.id });
      expect(Number(revisions[0].status)).toBe(0);
      expect(String(revisions[0].id)).toBe(String(row.revision_id));
      expect(JSON.parse(revisions[0].content)).toMatchObject({ slug_name: 'type-script', display_name: 'TypeScript', original_text: 'A **typed** JavaScript.\n\nMore.' });
      expect(await timelineOf(fx, typescript)).toEqual(['created']);
      // the write dropped the guests' kept tag list
      expect(await guestTagList()).toContain('type-script');
    });

    it('shows the tag to everyone, by id or by its slug in any case, with the actions the caller may take', async () => {
      const guest = await tagPage(fx, 'TYPE-Script');
      expect(guest.status, JSON.stringify(guest.body)).toBe(200);
      const info = guest.body.data;
      expect(info).toMatchObject({
        tag_id: typescript,
        slug_name: 'type-script',
        display_name: 'TypeScript',
        excerpt: 'A typed JavaScript. More.',
        description: 'A typed JavaScript. More.',
        original_text: 'A **typed** JavaScript.\n\nMore.',
        follow_count: 0,
        question_count: 0,
        is_follower: false,
        status: 'available',
        member_actions: [],
        main_tag_slug_name: '',
        recommend: false,
        reserved: false,
      });
      const byId = await call<typeof info>(fx, 'GET', `/tag?id=${typescript}`, admin(fx));
      expect(byId.body.data.member_actions).toEqual([
        { action: 'edit', name: 'Edit', type: 'edit' },
        { action: 'delete', name: 'Delete', type: 'reason' },
        { action: 'merge', name: 'Merge', type: 'edit' },
      ]);
      // members edit from rank.tag.edit on; deleting and merging stay with staff
      const member = await addMember(fx, 800);
      expect((await tagPage(fx, 'type-script', member)).body.data.member_actions.map((item) => item.action)).toEqual(['edit']);
      expectRefused(await tagPage(fx, 'no-such-tag'), 404, 'error.tag.not_found');
      expectRefused(await call(fx, 'GET', '/tag?id=10010000000000002', null), 404, 'error.tag.not_found');
      expect(fieldsOf((await call(fx, 'GET', `/tag?name=${'a'.repeat(36)}`, null)).body)).toEqual(['name']);
    });

    it('lets members create tags from rank.tag.add on, as Answer 1.7.1 does; staff always', async () => {
      const newcomer = await addMember(fx, 1);
      const refused = await call(fx, 'POST', '/tag', newcomer, { slug_name: 'newcomer-tag', display_name: 'Newcomer', original_text: 'Mine.' });
      expectRefused(refused, 403, 'error.rank.no_enough_rank_to_operate');
      expect(refused.body.msg).toBe('You need at least 750 reputation to do this.');
      expect((await call(fx, 'POST', '/tag', null, { slug_name: 'guest-tag', display_name: 'Guest', original_text: 'Mine.' })).status).toBe(401);
      const trusted = await addMember(fx, 750);
      await createTag(fx, trusted, 'trusted-tag');
      expect(await tagDb(fx).selectFrom('tag').select('slug_name').where('slug_name', 'in', ['newcomer-tag', 'guest-tag']).execute()).toEqual([]);
    });

    it('refuses bad input on the matching field, in the caller’s language, and changes nothing', async () => {
      const states = snapshots(fx);
      const before = await states.take();
      const create = (body: Record<string, unknown>, lang?: string) => call<FieldErrors>(fx, 'POST', '/tag', admin(fx), body, lang);
      const valid = { slug_name: 'fine-slug', display_name: 'Fine', original_text: 'Fine text.' };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, display_name: 'd'.repeat(36) }, 'display_name', 'Display name up to 35 characters.'],
        [{ ...valid, display_name: '   ' }, 'display_name', 'Display name cannot be empty.'],
        [{ ...valid, slug_name: 's'.repeat(36) }, 'slug_name', 'URL slug up to 35 characters.'],
        [{ ...valid, slug_name: '' }, 'slug_name', 'URL slug cannot be empty.'],
        [{ ...valid, slug_name: 'a/b' }, 'slug_name', 'URL slug may hold letters, digits and + # . - only.'],
        [{ ...valid, slug_name: 'semi;colon' }, 'slug_name', 'URL slug may hold letters, digits and + # . - only.'],
        [{ ...valid, original_text: '' }, 'original_text', 'Description cannot be empty.'],
      ];
      for (const [body, field, message] of cases) {
        const response = await create(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.data, JSON.stringify(body)).toEqual([{ error_field: field, error_msg: message }]);
      }
      const { slug_name: _slug, ...noSlug } = valid;
      expect(fieldsOf((await create(noSlug)).body)).toEqual(['slug_name']);
      // the slug of a live tag, typed in another case and with a space
      const taken = await create({ ...valid, slug_name: 'TYPE script' });
      expectRefused(taken, 400, 'error.tag.already_exist', ['slug_name']);
      expect(taken.body.data[0].error_msg).toBe('Tag already exists.');
      expect((await create({ ...valid, display_name: 'd'.repeat(36) }, 'zh_CN')).body.data[0].error_msg).toBe('显示名称不能超过 35 个字符。');
      expect((await create({ ...valid, slug_name: 'type-script' }, 'zh_CN')).body.msg).toBe('标签已存在。');
      await expectUnchanged(states, before);
    });

    it('makes one tag of two requests for the same slug sent at once', async () => {
      const body = { slug_name: 'Race-Tag', display_name: 'Race', original_text: 'Who wins?' };
      const responses = await Promise.all([0, 1, 2].map(() => call<FieldErrors>(fx, 'POST', '/tag', admin(fx), body)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses, JSON.stringify(responses.map((response) => response.body))).toEqual([200, 400, 400]);
      for (const response of responses.filter((item) => item.status === 400)) expectRefused(response, 400, 'error.tag.already_exist', ['slug_name']);
      const rows = await tagDb(fx).selectFrom('tag').select('id').where('slug_name', '=', 'race-tag').execute();
      expect(rows).toHaveLength(1);
      expect(await tagDb(fx).selectFrom('revision').select('id').where('object_id', '=', rows[0].id).execute()).toHaveLength(1);
    });

    it('lists live tags by slug names (`GET /tags`), synonyms as themselves', async () => {
      const list = await call<TagBasic[]>(fx, 'GET', '/tags?tags=TYPE-SCRIPT,support,,no-such-tag', null);
      expect(list.status).toBe(200);
      expect(list.body.data.map((tag) => tag.slug_name).sort()).toEqual(['support', 'type-script']);
      expect(list.body.data.find((tag) => tag.slug_name === 'type-script')).toEqual({ tag_id: typescript, slug_name: 'type-script', display_name: 'TypeScript', main_tag_slug_name: '', recommend: false, reserved: false });
      expect((await call<TagBasic[]>(fx, 'GET', '/tags', null)).body.data).toEqual([]);
      expect(fieldsOf((await call(fx, 'GET', `/tags?tags=${'a,'.repeat(1001)}`, null)).body)).toEqual(['tags']);
    });

    it('refuses to delete a tag in use (questions or synonyms) and lets only staff delete', async () => {
      const asker = await addMember(fx, 5000);
      await asked(fx, asker, 'Which tag does this question carry?', ['used-tag']);
      const used = await tagIdOf(fx, 'used-tag');
      const withSynonym = await createTag(fx, moderator, 'has-synonym');
      const synonymSet = await call(fx, 'PUT', '/tag/synonym', moderator, { tag_id: withSynonym, synonym_tag_list: [{ slug_name: 'the-synonym' }] });
      expect(synonymSet.status, JSON.stringify(synonymSet.body)).toBe(200);
      const unused = await createTag(fx, moderator, 'unused-tag');

      const states = snapshots(fx);
      const before = await states.take();
      const refused = await call(fx, 'DELETE', '/tag', moderator, { tag_id: used });
      expectRefused(refused, 400, 'error.tag.is_used_cannot_delete');
      expect(refused.body.msg).toBe('You cannot delete a tag that is in use: remove it from its questions and remove its synonyms first.');
      expectRefused(await call(fx, 'DELETE', '/tag', admin(fx), { tag_id: withSynonym }), 400, 'error.tag.is_used_cannot_delete');
      expectRefused(await call(fx, 'DELETE', '/tag', asker, { tag_id: unused }), 403, 'error.rank.fail_to_meet_the_condition');
      expectRefused(await call(fx, 'DELETE', '/tag', null, { tag_id: unused }), 401, 'base.unauthorized_error');
      expectRefused(await call(fx, 'DELETE', '/tag', moderator, { tag_id: '10030000099999999' }), 400, 'error.tag.not_found');
      expectRefused(await call(fx, 'DELETE', '/tag', moderator, {}), 400, 'base.request_format_error', ['tag_id']);
      await expectUnchanged(states, before);

      expect(await guestTagList()).toContain('unused-tag');
      const deleted = await call(fx, 'DELETE', '/tag', moderator, { tag_id: unused });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(Number((await tagRow(fx, 'unused-tag')).status)).toBe(10);
      expect(await guestTagList()).not.toContain('unused-tag');
      expect(await timelineOf(fx, unused)).toEqual(['deleted', 'created']);
      expectRefused(await call(fx, 'DELETE', '/tag', moderator, { tag_id: unused }), 400, 'error.tag.not_found');
      // a deleted synonym no longer counts: its main tag may go
      const synonymId = await tagIdOf(fx, 'the-synonym');
      expect((await call(fx, 'DELETE', '/tag', moderator, { tag_id: synonymId })).status).toBe(200);
      expect((await call(fx, 'DELETE', '/tag', moderator, { tag_id: withSynonym })).status).toBe(200);
    });

    it('hides a deleted tag everywhere but from staff, who may bring it back', async () => {
      const member = await addMember(fx, 800);
      expectRefused(await tagPage(fx, 'unused-tag', member), 404, 'error.tag.not_found');
      expectRefused(await tagPage(fx, 'unused-tag'), 404, 'error.tag.not_found');
      const staffView = await tagPage(fx, 'unused-tag', moderator);
      expect(staffView.status).toBe(200);
      expect(staffView.body.data.status).toBe('deleted');
      expect(staffView.body.data.member_actions.map((item) => item.action)).toEqual(['edit', 'undelete']);
      const pages = await call<{ list: { slug_name: string }[] }>(fx, 'GET', '/tags/page?query_cond=name&page_size=100', admin(fx));
      expect(pages.body.data.list.map((tag) => tag.slug_name)).not.toContain('unused-tag');
      expect((await call<TagBasic[]>(fx, 'GET', '/question/tags?tag=unused', member)).body.data).toEqual([]);
      expect((await call<TagBasic[]>(fx, 'GET', '/tags?tags=unused-tag', null)).body.data).toEqual([]);
      const search = await call<{ count: number }>(fx, 'GET', `/search?q=${encodeURIComponent('[unused-tag]')}`, member);
      expect(search.status).toBe(200);
      expect(search.body.data.count).toBe(0);
    });

    it('recovers a deleted tag for staff only; a live tag stays as it is', async () => {
      const unused = await tagIdOf(fx, 'unused-tag');
      const member = await addMember(fx, 100000);
      const states = snapshots(fx);
      const before = await states.take();
      expectRefused(await call(fx, 'POST', '/tag/recover', member, { tag_id: unused }), 403, 'error.rank.fail_to_meet_the_condition');
      expectRefused(await call(fx, 'POST', '/tag/recover', admin(fx), { tag_id: '10030000099999999' }), 400, 'error.tag.not_found');
      expectRefused(await call(fx, 'POST', '/tag/recover', admin(fx), { tag_id: 'not an id' }), 400, 'error.tag.not_found');
      await expectUnchanged(states, before);

      const recovered = await call(fx, 'POST', '/tag/recover', admin(fx), { tag_id: unused });
      expect(recovered.status, JSON.stringify(recovered.body)).toBe(200);
      expect(Number((await tagRow(fx, 'unused-tag')).status)).toBe(1);
      expect((await tagPage(fx, 'unused-tag', member)).body.data.status).toBe('available');
      expect(await timelineOf(fx, unused)).toEqual(['undeleted', 'deleted', 'created']);
      const again = await call(fx, 'POST', '/tag/recover', admin(fx), { tag_id: unused });
      expect(again.status).toBe(200);
      expect(await timelineOf(fx, unused)).toEqual(['undeleted', 'deleted', 'created']);
    });

    it('brings back a deleted tag whose slug is created again, with the new text', async () => {
      const id = await createTag(fx, moderator, 'phoenix', 'Phoenix', 'First life.');
      expect((await call(fx, 'DELETE', '/tag', moderator, { tag_id: id })).status).toBe(200);
      const again = await call<{ slug_name: string }>(fx, 'POST', '/tag', moderator, { slug_name: 'Phoenix', display_name: 'Phoenix again', original_text: 'Second life.' });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const row = await tagRow(fx, 'phoenix');
      expect(row.id).toBe(id);
      expect({ status: Number(row.status), display_name: row.display_name, original_text: row.original_text }).toEqual({ status: 1, display_name: 'Phoenix again', original_text: 'Second life.' });
      expect(await timelineOf(fx, id)).toEqual(['created', 'deleted', 'created']);
    });

    it('answers GET /permission for the tag actions it owns', async () => {
      type Answers = Record<string, { has_permission: boolean; no_permission_tip: string }>;
      const actions = 'tag.delete,tag.synonym,tag.undeleted,tag.merge';
      const member = await addMember(fx, 800);
      const mine = (await call<Answers>(fx, 'GET', `/permission?action=${actions}`, member)).body.data;
      expect(mine['tag.synonym']).toEqual({ has_permission: false, no_permission_tip: 'You need at least 10000 reputation to do this.' });
      expect(mine['tag.delete']).toEqual({ has_permission: false, no_permission_tip: 'Your reputation or role does not allow this.' });
      expect(mine['tag.merge'].has_permission).toBe(false);
      const staff = (await call<Answers>(fx, 'GET', `/permission?action=${actions}`, moderator)).body.data;
      expect(Object.values(staff).every((answer) => answer.has_permission)).toBe(true);
      expect(Object.keys(staff).sort()).toEqual(['tag.delete', 'tag.merge', 'tag.synonym', 'tag.undeleted']);
    });

    // MariaDB compares slugs without case (the column's collation): there two such rows cannot exist
    it.skipIf(kind === 'mysql')('refuses to undelete a tag whose slug a live tag holds in another case', async () => {
      const id = await createTag(fx, moderator, 'casey');
      expect((await call(fx, 'DELETE', '/tag', moderator, { tag_id: id })).status).toBe(200);
      // rows of another case come from outside the API (an import): written behind its back
      await tagDb(fx)
        .insertInto('tag')
        .values({ id: '10030000000099991', created_at: 1, updated_at: 1, slug_name: 'Casey', display_name: 'Casey', original_text: '', parsed_text: '', main_tag_id: '0', main_tag_slug_name: '', question_count: 0, status: 1, recommend: 0, reserved: 0, user_id: '1', follow_count: 0, revision_id: '0' })
        .execute();
      const states = snapshots(fx);
      const before = await states.take();
      expectRefused(await call<Envelope<null>>(fx, 'POST', '/tag/recover', moderator, { tag_id: id }), 400, 'error.tag.already_exist');
      await expectUnchanged(states, before);
    });
  });
}
