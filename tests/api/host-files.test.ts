/**
 * `POST /answer/api/v1/file` and `/uploads/*`: what each kind of upload accepts (type, size,
 * real format, pixel count, from the admin's write settings) and how stored files are served.
 * Uploads touch no table, so one database is enough.
 */
import { describe, expect, it } from 'vitest';
import { png as plainPng, pngChunk } from './hardening-uploads-files';
import { login, type Envelope } from './harness';
import { useInstalledSite, writeSiteInfo } from './test-database';

const API = '/answer/api/v1';

interface Tables {
  site_info: { type: string; content: string };
}

type FieldErrors = { error_field: string; error_msg: string }[];

/** A real PNG of `width`×`height` grey pixels, padded with a comment chunk to `padTo` bytes when that is larger. */
function png(width: number, height: number, padTo = 0): Buffer {
  const plain = plainPng(width, height);
  const room = padTo - plain.length - 12;
  return room > 0 ? plainPng(width, height, [pngChunk('tEXt', Buffer.alloc(room, 0x61))]) : plain;
}

describe('file uploads', () => {
  const fx = useInstalledSite<Tables>('sqlite');

  let memberToken = '';
  const member = async () => {
    if (memberToken) return memberToken;
    const added = await fx.host.api('POST', '/answer/admin/api/user', {
      token: fx.site.adminToken,
      body: { display_name: 'Uploader', email: 'uploader@example.com', password: 'uploader-pass-1' },
    });
    expect(added.status).toBe(200);
    memberToken = await login(fx.host, 'uploader@example.com', 'uploader-pass-1');
    return memberToken;
  };

  const upload = async (source: string, name: string, bytes: Buffer, token?: string) => {
    const form = new FormData();
    form.append('source', source);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = {};
    if (token !== '') headers.Authorization = token ?? (await member());
    const response = await fetch(`${fx.host.url}${API}/file`, { method: 'POST', body: form, headers });
    return { status: response.status, body: (await response.json()) as Envelope<string | FieldErrors | null> };
  };

  const setWrite = async (changes: Record<string, unknown>) => {
    const row = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'write').executeTakeFirstOrThrow();
    const content = JSON.stringify({ ...(JSON.parse(row.content) as object), ...changes });
    await writeSiteInfo(fx.db, 'write', content);
  };

  const fieldErrorOf = (body: Envelope<unknown>) => (body.data as FieldErrors)[0];

  it('stores an avatar image and serves it back read-only with safe headers', async () => {
    const image = png(64, 48);
    const response = await upload('avatar', 'Me.PNG', image);
    expect(response.status).toBe(200);
    const url = response.body.data as string;
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(url).toMatch(new RegExp(`^${fx.host.url}/uploads/${month}/[0-9a-f]{32}\\.png$`));

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    // nothing else under /uploads answers, and nothing can be written there
    expect((await fetch(`${fx.host.url}/uploads/${month}/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${fx.host.url}/uploads/..%2f..%2fconf%2fconfig.yaml`)).status).toBe(404);
    expect((await fetch(url, { method: 'PUT', body: 'x' })).status).toBe(404);
  });

  it('refuses types the source does not take, naming the allowed ones', async () => {
    const gif = await upload('avatar', 'me.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.status).toBe(400);
    expect(fieldErrorOf(gif.body)).toEqual({ error_field: 'file', error_msg: 'This type of file is not allowed. Allowed: jpg, jpeg, png, webp.' });
    const script = await upload('post', 'page.html', Buffer.from('<script>alert(1)</script>'));
    expect(fieldErrorOf(script.body)).toEqual({ error_field: 'file', error_msg: 'This type of file is not allowed. Allowed: jpg, jpeg, png, gif, webp.' });
    // a fresh site takes no attachments at all
    const attachment = await upload('post_attachment', 'notes.txt', Buffer.from('hello'));
    expect(fieldErrorOf(attachment.body)).toEqual({ error_field: 'file', error_msg: 'Files of this kind cannot be uploaded on this site.' });
  });

  it('refuses a file larger than the limit of its kind', async () => {
    const big = png(16, 16, 4 * 1024 * 1024 + 1);
    const response = await upload('post', 'big.png', big);
    expect(response.status).toBe(400);
    expect(fieldErrorOf(response.body)).toEqual({ error_field: 'file', error_msg: 'The file is too large. The limit is 4 MB.' });
    // just under the limit is fine
    expect((await upload('post', 'fits.png', png(16, 16, 4 * 1024 * 1024 - 64))).status).toBe(200);
  });

  it('checks the real format: an extension that lies is refused', async () => {
    const pngAsJpeg = await upload('avatar', 'photo.jpg', png(10, 10));
    expect(fieldErrorOf(pngAsJpeg.body)).toEqual({ error_field: 'file', error_msg: "The file's content is not a .jpg image." });
    const htmlAsPng = await upload('post', 'image.png', Buffer.from('<html><script>alert(document.cookie)</script></html>'));
    expect(fieldErrorOf(htmlAsPng.body)).toEqual({ error_field: 'file', error_msg: 'The file is not a valid image.' });
  });

  it('refuses images with more pixels than the site allows', async () => {
    await setWrite({ max_image_megapixel: 1 });
    try {
      const response = await upload('post', 'wide.png', png(1200, 1000));
      expect(fieldErrorOf(response.body)).toEqual({ error_field: 'file', error_msg: 'The image is too large. The limit is 1 megapixels.' });
      expect((await upload('post', 'small.png', png(1000, 1000))).status).toBe(200);
    } finally {
      await setWrite({ max_image_megapixel: 40 });
    }
  });

  it('serves allowed attachments as downloads', async () => {
    await setWrite({ authorized_attachment_extensions: ['txt', 'pdf'] });
    try {
      const response = await upload('post_attachment', 'Notes.TXT', Buffer.from('<b>plain</b> text'));
      expect(response.status).toBe(200);
      const served = await fetch(response.body.data as string);
      expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(served.headers.get('content-disposition')).toBe('attachment');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await served.text()).toBe('<b>plain</b> text');
    } finally {
      await setWrite({ authorized_attachment_extensions: [] });
    }
  });

  it('answers field errors for a missing file or an unknown source, and asks who is uploading', async () => {
    const noSource = await upload('banner', 'a.png', png(4, 4));
    expect(fieldErrorOf(noSource.body)).toEqual({ error_field: 'source', error_msg: 'Unknown kind of upload.' });

    const form = new FormData();
    form.append('source', 'avatar');
    const noFile = await fetch(`${fx.host.url}${API}/file`, { method: 'POST', body: form, headers: { Authorization: await member() } });
    expect(((await noFile.json()) as Envelope<FieldErrors>).data).toEqual([{ error_field: 'file', error_msg: 'Choose a file to upload.' }]);

    const json = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/file`, { token: await member(), body: { source: 'avatar' } });
    expect(json.body.data).toEqual([{ error_field: 'file', error_msg: 'Choose a file to upload.' }]);

    expect((await upload('avatar', 'a.png', png(4, 4), '')).status).toBe(401);
    // branding images are the admin's
    expect((await upload('branding', 'logo.png', png(4, 4))).status).toBe(403);
    expect((await upload('branding', 'logo.png', png(4, 4), fx.site.adminToken)).status).toBe(200);
  });
});
