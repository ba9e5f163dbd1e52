/**
 * `POST /question` and the ask page's helpers (`/question/similar`, `/question/tags`) on each
 * database: every rule of the body on its field, who may create and use which tags, one question
 * per double submit, and markup that must not survive into the stored HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import {
  API,
  addMember,
  ask,
  askBody,
  asked,
  fieldsOf,
  insertTag,
  questionCount,
  setWrite,
  tagCount,
  tagItems,
  type FieldErrors,
  type Member,
  type Tables,
} from './questions-support';
import { ALL_DATABASES } from './harness';

interface Similar {
  id: string;
  title: string;
  url_title: string;
  answer_count: number;
  accepted_answer: boolean;
  accepted_answer_id: string;
  status: string;
}

interface TagBasic {
  tag_id: string;
  slug_name: string;
  display_name: string;
  recommend: boolean;
  reserved: boolean;
}

for (const kind of ALL_DATABASES) {
  describe(`asking a question on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let member: Member;
    let moderator: Member;

    beforeAll(async () => {
      await insertTag(fx, 1, 'support', { display_name: 'Support' });
      member = await addMember(fx, 1);
      moderator = await addMember(fx, 1, 3);
    });

    it('refuses each broken rule on its own field and writes nothing', async () => {
      const valid = askBody('How do I configure the mail server?');
      const cases: [unknown, string, string][] = [
        [{ ...valid, title: undefined }, 'title', 'Title cannot be empty.'],
        [{ ...valid, title: '   abcde   ' }, 'title', 'Title must be at least 6 characters.'],
        [{ ...valid, title: 'x'.repeat(151) }, 'title', 'Title is up to 150 characters.'],
        [{ ...valid, content: undefined }, 'content', 'Body cannot be empty.'],
        [{ ...valid, content: ' \n\t ' }, 'content', 'Body cannot be empty.'],
        [{ ...valid, content: 'x'.repeat(65536) }, 'content', 'Body is up to 65535 characters.'],
        [{ ...valid, tags: undefined }, 'tags', 'Add at least one tag.'],
        [{ ...valid, tags: [] }, 'tags', 'Add at least one tag.'],
        [{ ...valid, tags: tagItems('a1', 'a2', 'a3', 'a4', 'a5', 'a6') }, 'tags', 'Up to 5 tags.'],
        [{ ...valid, tags: [{ slug_name: '', display_name: 'Empty' }] }, 'tags', 'Tag name cannot be empty.'],
        [{ ...valid, tags: [{ slug_name: 's'.repeat(36) }] }, 'tags', 'Tag name is up to 35 characters.'],
        [{ ...valid, tags: [{ slug_name: 'support', display_name: 'd'.repeat(36) }] }, 'tags', 'Display name up to 35 characters.'],
        [{ ...valid, tags: [{ display_name: 'No slug' }] }, 'tags', 'Tag name cannot be empty.'],
        [{ ...valid, tags: tagItems('web/dev') }, 'tags', 'Tag "web/dev": use letters, digits and + # - . only.'],
        [{ ...valid, edit_summary: 'e'.repeat(256) }, 'edit_summary', 'Edit summary is up to 255 characters.'],
      ];
      for (const [body, field, message] of cases) {
        const response = await ask(fx, member, body);
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.body.reason).toBe('base.request_format_error');
        expect(response.body.data as FieldErrors).toEqual([{ error_field: field, error_msg: message }]);
      }
      expect(await questionCount(fx)).toBe(0);
    });

    it('answers guests 401 and unverified members 403', async () => {
      const guest = await fx.host.api('POST', `${API}/question`, { body: askBody('A question from nobody at all') });
      expect(guest.status).toBe(401);
      const inactive = await addMember(fx, 1);
      await fx.host.api('PUT', '/answer/admin/api/user/status', { token: fx.site.adminToken, body: { user_id: inactive.id, status: 'inactive' } });
      const refused = await ask(fx, inactive, askBody('A question from an inactive member'));
      expect(refused.status).toBe(403);
      expect(await questionCount(fx)).toBe(0);
    });

    it('saves the question, its tag relation, counts and first revision in one go', async () => {
      const question = await asked(fx, member, '  How do I reset my password?  ', ['SUPPORT'], 'I **forgot** it.');
      expect(question.id).toMatch(/^1001\d{13}$/);
      expect(question.title).toBe('How do I reset my password?');
      expect(question.url_title).toBe('how-do-i-reset-my-password');
      expect(question.content).toBe('I **forgot** it.');
      expect(question.html).toContain('<strong>forgot</strong>');
      expect(question.tags).toEqual([{ slug_name: 'support', display_name: 'Support', main_tag_slug_name: '', recommend: false, reserved: false }]);
      expect(question.user_info).toMatchObject({ id: member.id, display_name: expect.stringMatching(/^Member/) });
      // Answer offers flagging to every logged-in member, the author too
      expect(question.member_actions.map((action) => action.action)).toEqual(['report', 'edit', 'delete']);
      expect(question.member_actions[1]).toEqual({ action: 'edit', name: 'Edit', type: 'edit' });
      expect(question.view_count).toBe(0);

      const row = await fx.db.selectFrom('question').selectAll().where('id', '=', question.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: member.id, title: 'How do I reset my password?', original_text: 'I **forgot** it.', last_edit_user_id: '0' });
      const revisions = await fx.db.selectFrom('revision').selectAll().where('object_id', '=', question.id).execute();
      expect(revisions).toHaveLength(1);
      expect(String(revisions[0].id)).toBe(row.revision_id);
      expect(Number(revisions[0].object_type)).toBe(1);
      expect(revisions[0].user_id).toBe(member.id);
      expect(JSON.parse(revisions[0].content)).toEqual({
        title: 'How do I reset my password?',
        content: 'I **forgot** it.',
        tags: [{ slug_name: 'support', display_name: 'Support', main_tag_slug_name: '', recommend: false, reserved: false }],
      });
      expect(await tagCount(fx, 'support')).toBe(1);
      const user = await fx.db.selectFrom('user').select('question_count').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(Number(user.question_count)).toBe(1);
    });

    it('creates new tags only for members with 750 reputation and for moderators', async () => {
      const refused = await ask(fx, member, askBody('Which database should I pick?', ['support', 'databases']));
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: 'tags', error_msg: 'Creating the new tag "databases" needs 750 reputation. Choose an existing tag.' }]);
      expect(await questionCount(fx, 'Which database should I pick?')).toBe(0);
      expect(await tagCount(fx, 'databases')).toBeNull();

      const veteran = await addMember(fx, 750);
      const created = await asked(fx, veteran, 'Which database should I pick?', ['Data Bases'], 'PostgreSQL or MariaDB?');
      expect(created.tags.map((tag) => tag.slug_name)).toEqual(['data-bases']);
      const tag = await fx.db.selectFrom('tag').selectAll().where('slug_name', '=', 'data-bases').executeTakeFirstOrThrow();
      expect(tag).toMatchObject({ display_name: 'Data Bases', user_id: veteran.id, main_tag_id: '0' });
      expect(tag.id).toMatch(/^1003\d{13}$/);
      expect(Number(tag.question_count)).toBe(1);

      const byModerator = await asked(fx, moderator, 'Moderators may start new topics too', ['moderation']);
      expect(byModerator.tags.map((item) => item.slug_name)).toEqual(['moderation']);
    });

    it('matches tags by slug whatever the case, and replaces synonyms by their main tag', async () => {
      const main = await insertTag(fx, 50, 'kysely', { display_name: 'Kysely' });
      await insertTag(fx, 51, 'kysely-orm', { main_tag_id: main, main_tag_slug_name: 'kysely' });
      const question = await asked(fx, member, 'Typed SQL queries in Node', ['KySeLy', 'kysely-orm', 'support']);
      expect(question.tags.map((tag) => tag.slug_name)).toEqual(['kysely', 'support']);
      expect(await tagCount(fx, 'kysely')).toBe(1);
      expect(await tagCount(fx, 'kysely-orm')).toBe(0);
    });

    it('keeps reserved tags, flagged or listed in the write settings, for moderators', async () => {
      await insertTag(fx, 60, 'announcements', { reserved: 1 });
      await insertTag(fx, 61, 'meta');
      const flagged = await ask(fx, member, askBody('Announcing a new release', ['announcements']));
      expect(flagged.status).toBe(400);
      expect(flagged.body.data).toEqual([{ error_field: 'tags', error_msg: '"announcements" can only be used by moderators.' }]);

      await setWrite(fx, { reserved_tags: [{ slug_name: 'meta', display_name: 'meta' }], recommend_tags: [], required_tag: false, restrict_answer: true });
      const listed = await ask(fx, member, askBody('A question about this site', ['meta']));
      expect(listed.status).toBe(400);
      expect(fieldsOf(listed.body)).toEqual(['tags']);

      const allowed = await asked(fx, moderator, 'Announcing the next release', ['announcements', 'meta']);
      expect(allowed.tags).toEqual([
        expect.objectContaining({ slug_name: 'announcements', reserved: true }),
        expect.objectContaining({ slug_name: 'meta', reserved: true }),
      ]);
      await setWrite(fx, { reserved_tags: [], recommend_tags: [], required_tag: false, restrict_answer: true });
    });

    it('requires a recommended tag when the site says so, and a minimum body when it sets one', async () => {
      await insertTag(fx, 70, 'general', { recommend: 1 });
      await setWrite(fx, { required_tag: true, recommend_tags: ['howto'], reserved_tags: [], min_content: 20 });
      const noRecommended = await ask(fx, member, askBody('A question without a main topic', ['support'], 'A body that is long enough.'));
      expect(noRecommended.body.data).toEqual([{ error_field: 'tags', error_msg: 'Please enter at least one required tag.' }]);
      const short = await ask(fx, member, askBody('A question with a short body', ['general'], 'Too short.'));
      expect(short.body.data).toEqual([{ error_field: 'content', error_msg: 'Body must be at least 20 characters.' }]);
      await asked(fx, member, 'A question with a main topic', ['general'], 'A body that is long enough.');
      await setWrite(fx, { required_tag: false, recommend_tags: [], reserved_tags: [] });
    });

    it("keeps a member's question count when they ask several questions at once", async () => {
      const prolific = await addMember(fx, 1);
      const titles = Array.from({ length: 6 }, (_, index) => `Parallel question number ${index + 1} about setup`);
      // a tag each, so the asks do not queue behind one tag's row
      for (const [index] of titles.entries()) await insertTag(fx, 90 + index, `parallel-${index}`);
      await Promise.all(titles.map((title, index) => asked(fx, prolific, title, [`parallel-${index}`])));
      const row = await fx.db.selectFrom('user').select('question_count').where('id', '=', prolific.id).executeTakeFirstOrThrow();
      expect(Number(row.question_count)).toBe(titles.length);
    });

    it('creates one question when the same submission arrives twice', async () => {
      const body = askBody('Double clicking the ask button', ['support'], 'Does this create two questions?');
      const [first, second] = await Promise.all([ask(fx, member, body), ask(fx, member, body)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.data.id).toBe(first.body.data.id);
      const again = await ask(fx, member, body);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(await questionCount(fx, 'Double clicking the ask button')).toBe(1);

      // another member asking the same thing gets a question of their own
      const other = await addMember(fx, 1);
      const theirs = await ask(fx, other, body);
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.id).not.toBe(first.body.data.id);
    });

    it('stores titles as text and bodies without scripts or event handlers', async () => {
      const title = '<script>alert("t")</script> <b>bold</b> title';
      const content = [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<a href="#" onclick="alert(4)">link</a>',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n');
      const question = await asked(fx, member, title, ['support'], content);
      expect(question.title).toBe(title);
      expect(question.url_title).toMatch(/^[a-z0-9-]+$/);
      const row = await fx.db.selectFrom('question').select(['title', 'parsed_text']).where('id', '=', question.id).executeTakeFirstOrThrow();
      expect(row.title).toBe(title);
      // markup typed into the body may show as text, but never as a live element or attribute
      for (const html of [row.parsed_text, question.html]) {
        expect(html).not.toMatch(/<script|<iframe|<[a-z][^>]*\son\w+\s*=|href\s*=\s*["']?\s*javascript:/i);
        expect(html).toContain('alert(1)');
      }
    });

    describe('similar questions', () => {
      beforeAll(async () => {
        const author = await addMember(fx, 1);
        await asked(fx, author, 'Using snake_case names in the database');
        await asked(fx, author, 'Using snakeXcase names in the database');
        await asked(fx, author, 'Upgrading the mail server certificate');
        const gone = await asked(fx, author, 'Upgrading a server that was deleted');
        await fx.db.updateTable('question').set({ status: 10 }).where('id', '=', gone.id).execute();
      });

      const similar = (title: string) => fx.host.api<Envelope<Similar[]>>('GET', `${API}/question/similar?title=${encodeURIComponent(title)}`);

      it('finds visible questions sharing words of the title, best match first', async () => {
        const response = await similar('How to upgrade the mail server?');
        expect(response.status).toBe(200);
        const titles = response.body.data.map((item) => item.title);
        expect(titles[0]).toBe('Upgrading the mail server certificate');
        expect(titles).not.toContain('Upgrading a server that was deleted');
        expect(response.body.data[0]).toMatchObject({ url_title: 'upgrading-the-mail-server-certificate', answer_count: 0, accepted_answer: false, status: 'available' });
      });

      it('takes the typed text literally', async () => {
        const titles = (await similar('snake_case')).body.data.map((item) => item.title);
        expect(titles).toEqual(['Using snake_case names in the database']);
        expect((await similar('%%% __ !!')).body.data).toEqual([]);
        expect((await similar('')).body.data).toEqual([]);
      });
    });

    describe('tag suggestions', () => {
      beforeAll(async () => {
        const js = await insertTag(fx, 80, 'javascript', { display_name: 'JavaScript', question_count: 9 });
        await insertTag(fx, 81, 'java', { display_name: 'Java', question_count: 2 });
        await insertTag(fx, 82, 'typescript', { display_name: 'TypeScript', question_count: 5, recommend: 1 });
        await insertTag(fx, 83, 'js', { main_tag_id: js, main_tag_slug_name: 'javascript' });
        await insertTag(fx, 84, 'old_java', { status: 10 });
      });

      const suggest = (text: string) => fx.host.api<Envelope<TagBasic[]>>('GET', `${API}/question/tags?tag=${encodeURIComponent(text)}`);

      it('offers the exact slug first, then prefixes, then other matches by use', async () => {
        const java = await suggest('JAVA');
        expect(java.status).toBe(200);
        expect(java.body.data.map((tag) => tag.slug_name)).toEqual(['java', 'javascript']);
        expect(java.body.data[0]).toEqual({ tag_id: '10030000000000081', slug_name: 'java', display_name: 'Java', main_tag_slug_name: '', recommend: false, reserved: false });
        expect((await suggest('script')).body.data.map((tag) => tag.slug_name)).toEqual(['javascript', 'typescript']);
      });

      it('offers a synonym as its main tag, and never deleted tags', async () => {
        expect((await suggest('js')).body.data.map((tag) => tag.slug_name)).toEqual(['javascript']);
        expect((await suggest('old')).body.data).toEqual([]);
        expect((await suggest('_')).body.data.map((tag) => tag.slug_name)).toEqual([]);
      });

      it('offers the recommended tags for empty text', async () => {
        const slugs = (await suggest('')).body.data.map((tag) => tag.slug_name);
        expect(slugs).toContain('typescript');
        expect(slugs).not.toContain('java');
      });
    });
  });
}
