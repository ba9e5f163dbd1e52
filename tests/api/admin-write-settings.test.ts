/**
 * Admin's write settings (`GET|PUT /answer/admin/api/siteinfo/write`, Answer 1.7.1's SiteWriteReq):
 * the shapes, refused input (nothing saved), and what members notice on the next request: how
 * many tags and how much body a question needs, required and reserved tags, one answer per
 * question, and which uploads `POST /file` takes.
 */
import { describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { png, pngChunk } from './hardening-uploads-files';
import { addMember, API, ask, askBody, insertTag, type FieldErrors, type Fixture, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const WRITE = '/answer/admin/api/siteinfo/write';

interface WriteResp {
  min_content: number;
  restrict_answer: boolean;
  min_tags: number;
  required_tag: boolean;
  recommend_tags: { slug_name: string; display_name: string }[];
  reserved_tags: { slug_name: string; display_name: string }[];
  max_image_size: number;
  max_attachment_size: number;
  max_image_megapixel: number;
  authorized_image_extensions: string[];
  authorized_attachment_extensions: string[];
}

const FRESH: WriteResp = {
  min_content: 6,
  restrict_answer: true,
  min_tags: 1,
  required_tag: false,
  recommend_tags: [],
  reserved_tags: [],
  max_image_size: 4,
  max_attachment_size: 8,
  max_image_megapixel: 40,
  authorized_image_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  authorized_attachment_extensions: [],
};

const LONG_BODY = 'A body that is long enough to pass every minimum here.';

for (const kind of API_DATABASES) {
  describe(`admin write settings on ${kind}`, () => {
    const fx: Fixture = useInstalledSite<Tables>(kind);
    const admin = () => fx.site.adminToken;
    const getWrite = (token = admin()) => fx.host.api<Envelope<WriteResp>>('GET', WRITE, { token });
    const putWrite = (body: unknown, lang?: string) => fx.host.api<Envelope<FieldErrors | null>>('PUT', WRITE, { token: admin(), body, lang });
    const saved = async (body: Partial<WriteResp> | Record<string, unknown>) => {
      const response = await putWrite(body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const siteWrite = async () => (await fx.host.api<Envelope<{ site_write: WriteResp }>>('GET', `${API}/siteinfo`)).body.data.site_write;

    let member: Member;
    let moderator: Member;
    const members = async () => {
      member ??= await addMember(fx, 1);
      moderator ??= await addMember(fx, 1, 3);
    };

    it("answers a fresh site's settings, and /siteinfo carries the same", async () => {
      const response = await getWrite();
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(FRESH);
      expect(await siteWrite()).toMatchObject(FRESH);
    });

    it('is for admins only', async () => {
      await members();
      expect((await getWrite(member.token)).status).toBe(403);
      expect((await getWrite(moderator.token)).status).toBe(403);
      expect((await fx.host.api('GET', WRITE)).status).toBe(401);
      expect((await fx.host.api('PUT', WRITE, { token: moderator.token, body: { min_tags: 0 } })).status).toBe(403);
    });

    it('refuses bad values on their fields and saves nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ min_tags: 6 }, 'min_tags', 'Enter a whole number from 0 to 5.'],
        [{ min_tags: -1 }, 'min_tags', 'Enter a whole number from 0 to 5.'],
        [{ min_content: 1.5 }, 'min_content', 'Enter a whole number from 0 to 65535.'],
        [{ max_image_size: 0 }, 'max_image_size', 'Enter a whole number of megabytes from 1 to 256.'],
        [{ max_attachment_size: 100000 }, 'max_attachment_size', 'Enter a whole number of megabytes from 1 to 256.'],
        [{ max_image_megapixel: 'many' }, 'max_image_megapixel', 'Enter a whole number from 1 to 1000.'],
        [{ authorized_image_extensions: ['.PNG'] }, 'authorized_image_extensions', 'An extension is lowercase letters and digits only, up to 16 characters, without the dot.'],
        [{ authorized_attachment_extensions: ['tar gz'] }, 'authorized_attachment_extensions', 'An extension is lowercase letters and digits only, up to 16 characters, without the dot.'],
        [{ restrict_answer: 'yes' }, 'restrict_answer', 'Choose yes or no.'],
        [{ recommend_tags: ['support'] }, 'recommend_tags', 'Each tag needs a name of up to 35 characters.'],
        [{ recommend_tags: [{ slug_name: ' ' }] }, 'recommend_tags', 'Each tag needs a name of up to 35 characters.'],
        [{ recommend_tags: [{ slug_name: 'no-such-tag' }] }, 'recommend_tags', 'Tag "no-such-tag" does not exist.'],
        [{ reserved_tags: [{ slug_name: 'ghost' }, { slug_name: 'support' }] }, 'reserved_tags', 'Tag "ghost" does not exist.'],
        [{ recommend_tags: [{ slug_name: 'support' }], reserved_tags: [{ slug_name: 'support' }] }, 'recommend_tags', 'Recommended tags cannot contain reserved tags: "support".'],
      ];
      for (const [body, field, message] of cases) {
        const response = await putWrite({ ...body, min_content: body.min_content ?? 20 });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.data, JSON.stringify(body)).toEqual([{ error_field: field, error_msg: message }]);
      }
      // the valid min_content sent beside each bad field was not saved either
      expect((await getWrite()).body.data).toEqual(FRESH);
      const chinese = await putWrite({ min_tags: 9 }, 'zh_CN');
      expect(chinese.body.data).toEqual([{ error_field: 'min_tags', error_msg: '请输入 0 到 5 之间的整数。' }]);
    });

    it('refuses a synonym as a listed tag', async () => {
      const main = await insertTag(fx, 10, 'database');
      await insertTag(fx, 11, 'db', { main_tag_id: main, main_tag_slug_name: 'database' });
      const response = await putWrite({ reserved_tags: [{ slug_name: 'db' }] });
      expect(response.body.data).toEqual([{ error_field: 'reserved_tags', error_msg: 'Should not contain synonym tags: "db".' }]);
    });

    it('saves what it is given, keeps the rest, and answers the tags as Answer does', async () => {
      await insertTag(fx, 12, 'howto', { display_name: 'How-to' });
      await saved({ recommend_tags: [{ slug_name: 'HowTo', display_name: 'anything' }], authorized_attachment_extensions: ['txt', 'txt', 'zip'] });
      const response = await getWrite();
      expect(response.body.data).toEqual({ ...FRESH, recommend_tags: [{ slug_name: 'howto', display_name: 'How-to' }], authorized_attachment_extensions: ['txt', 'zip'] });
      expect((await siteWrite()).recommend_tags).toEqual([{ slug_name: 'howto', display_name: 'How-to' }]);
      await saved({ recommend_tags: [], authorized_attachment_extensions: [] });
    });

    it('asks for as many tags as min_tags says, on the tags field, at once', async () => {
      await members();
      await insertTag(fx, 20, 'mail');
      await saved({ min_tags: 2 });
      expect((await siteWrite()).min_tags).toBe(2);
      const oneTag = await ask(fx, member, askBody('A question with only one tag', ['support'], LONG_BODY));
      expect(oneTag.status).toBe(400);
      expect(oneTag.body.data).toEqual([{ error_field: 'tags', error_msg: 'Add at least 2 tags.' }]);
      expect((await ask(fx, member, askBody('A question with two tags here', ['support', 'mail'], LONG_BODY))).status).toBe(200);

      await saved({ min_tags: 0 });
      expect((await ask(fx, member, askBody('A question with no tags at all', [], LONG_BODY))).status).toBe(200);
      await saved({ min_tags: 1 });
      const none = await ask(fx, member, askBody('Another question with no tags', [], LONG_BODY));
      expect(none.body.data).toEqual([{ error_field: 'tags', error_msg: 'Add at least one tag.' }]);
    });

    it('asks for a body of min_content characters, on ask and on edit', async () => {
      await members();
      const short = await ask(fx, member, askBody('A question with a tiny body', ['support'], 'Tiny'));
      expect(short.status).toBe(400);
      expect(short.body.data).toEqual([{ error_field: 'content', error_msg: 'Body must be at least 6 characters.' }]);

      await saved({ min_content: 30 });
      const medium = await ask(fx, member, askBody('A question with a medium body', ['support'], 'Twenty characters!!'));
      expect(medium.body.data).toEqual([{ error_field: 'content', error_msg: 'Body must be at least 30 characters.' }]);
      const asked = await ask(fx, member, askBody('A question with a long body', ['support'], LONG_BODY));
      expect(asked.status).toBe(200);
      const edit = await fx.host.api<Envelope<FieldErrors>>('PUT', `${API}/question`, {
        token: member.token,
        body: { id: asked.body.data.id, title: 'A question with a long body', content: 'Now short.', tags: [{ slug_name: 'support' }] },
      });
      expect(edit.body.data).toEqual([{ error_field: 'content', error_msg: 'Body must be at least 30 characters.' }]);

      await saved({ min_content: 0 });
      expect((await ask(fx, member, askBody('A question with a one letter body', ['support'], 'x'))).status).toBe(200);
      await saved({ min_content: 6 });
    });

    it('requires one recommended tag when required_tag is on', async () => {
      await members();
      await insertTag(fx, 30, 'faq');
      await saved({ recommend_tags: [{ slug_name: 'faq' }], required_tag: true });
      const without = await ask(fx, member, askBody('A question without the required tag', ['support'], LONG_BODY));
      expect(without.body.data).toEqual([{ error_field: 'tags', error_msg: 'Please enter at least one required tag.' }]);
      expect((await ask(fx, member, askBody('A question with the required tag', ['faq'], LONG_BODY))).status).toBe(200);
      // the ask form is told which tags to offer
      expect(await siteWrite()).toMatchObject({ required_tag: true, recommend_tags: [{ slug_name: 'faq', display_name: 'faq' }] });

      await saved({ required_tag: false });
      expect((await ask(fx, member, askBody('A question free of the rule again', ['support'], LONG_BODY))).status).toBe(200);
      await saved({ recommend_tags: [] });
    });

    it('keeps reserved tags for moderators and admins', async () => {
      await members();
      await insertTag(fx, 40, 'announcements');
      const before = await ask(fx, member, askBody('Members may use this tag for now', ['announcements'], LONG_BODY));
      expect(before.status).toBe(200);

      await saved({ reserved_tags: [{ slug_name: 'announcements' }] });
      const refused = await ask(fx, member, askBody('A member tries the reserved tag', ['announcements'], LONG_BODY));
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: 'tags', error_msg: '"announcements" can only be used by moderators.' }]);
      const adminAsks = await fx.host.api<Envelope<{ tags: { slug_name: string; reserved: boolean }[] }>>('POST', `${API}/question`, {
        token: admin(),
        body: askBody('The admin announces a release', ['announcements'], LONG_BODY),
      });
      expect(adminAsks.status).toBe(200);
      expect(adminAsks.body.data.tags).toEqual([expect.objectContaining({ slug_name: 'announcements', reserved: true })]);
      expect((await ask(fx, moderator, askBody('A moderator announces too', ['announcements'], LONG_BODY))).status).toBe(200);
      await saved({ reserved_tags: [] });
    });

    it('allows one answer per member and question only while restrict_answer is on', async () => {
      await members();
      const asked = await ask(fx, moderator, askBody('A question that gets two answers', ['support'], LONG_BODY));
      const questionId = asked.body.data.id;
      const answer = (content: string) => fx.host.api<Envelope<FieldErrors>>('POST', `${API}/answer`, { token: member.token, body: { question_id: questionId, content } });
      expect((await answer('My first answer to this question.')).status).toBe(200);
      const again = await answer('A second answer from the same member.');
      expect(again.status).toBe(400);
      expect(again.body.data).toEqual([{ error_field: 'content', error_msg: 'You have already answered this question; edit your answer instead.' }]);

      await saved({ restrict_answer: false });
      expect((await siteWrite()).restrict_answer).toBe(false);
      expect((await answer('A second answer from the same member.')).status).toBe(200);
      await saved({ restrict_answer: true });
      expect((await answer('A third answer is refused again.')).status).toBe(400);
    });

    it('changes what POST /file takes at once: size, megapixels and extensions', async () => {
      await members();
      const upload = async (source: string, name: string, bytes: Buffer) => {
        const form = new FormData();
        form.append('source', source);
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
        const response = await fetch(`${fx.host.url}${API}/file`, { method: 'POST', body: form, headers: { Authorization: member.token } });
        return { status: response.status, body: (await response.json()) as Envelope<string | FieldErrors> };
      };
      // a PNG a little over 1 MB (padded with a comment chunk)
      const padded = png(16, 16, [pngChunk('tEXt', Buffer.alloc(1024 * 1024 + 64, 0x61))]);
      expect((await upload('post', 'big.png', padded)).status).toBe(200);
      await saved({ max_image_size: 1 });
      const tooBig = await upload('post', 'big.png', padded);
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.data).toEqual([{ error_field: 'file', error_msg: 'The file is too large. The limit is 1 MB.' }]);

      await saved({ max_image_size: 4, max_image_megapixel: 1 });
      const wide = await upload('post', 'wide.png', png(1200, 1000));
      expect(wide.body.data).toEqual([{ error_field: 'file', error_msg: 'The image is too large. The limit is 1 megapixels.' }]);
      await saved({ max_image_megapixel: 40 });
      expect((await upload('post', 'wide.png', png(1200, 1000))).status).toBe(200);

      await saved({ authorized_image_extensions: ['jpg'] });
      const pngRefused = await upload('post', 'small.png', png(8, 8));
      expect(pngRefused.body.data).toEqual([{ error_field: 'file', error_msg: 'This type of file is not allowed. Allowed: jpg.' }]);
      await saved({ authorized_image_extensions: FRESH.authorized_image_extensions });

      const notes = Buffer.from('plain notes');
      expect((await upload('post_attachment', 'notes.txt', notes)).body.data).toEqual([{ error_field: 'file', error_msg: 'Files of this kind cannot be uploaded on this site.' }]);
      await saved({ authorized_attachment_extensions: ['txt'] });
      expect((await upload('post_attachment', 'notes.txt', notes)).status).toBe(200);
      await saved({ authorized_attachment_extensions: [] });
    });
  });
}
