/**
 * Hostile uploads through `POST /answer/api/v1/file`: pixel floods, lying extensions, polyglots,
 * scripting SVGs, archive bombs and filename tricks are refused with a field error on `file`
 * before anything is decoded or stored; what is accepted is served so it cannot run as a page.
 * Uploads touch no table, so SQLite is enough.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Envelope } from './harness';
import { gif, gzipOfZeros, jpeg, png, pngFlood, pngText, svg, withGzipTrailer, zip } from './hardening-uploads-files';
import { useInstalledSite, writeSiteInfo } from './test-database';

const API = '/answer/api/v1';

interface Tables {
  site_info: { type: string; content: string };
}

type FieldErrors = { error_field: string; error_msg: string }[];

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];
const ATTACHMENT_EXTENSIONS = ['zip', 'docx', 'gz', 'tgz', 'pdf', 'txt', 'doc', 'png'];

const MESSAGES = {
  notImage: 'The file is not a valid image.',
  corrupt: 'The file is damaged or incomplete.',
  unsafe: 'The file contains scripts, markup or links to other files, which cannot be uploaded.',
  pixels: 'The image is too large. The limit is 40 megapixels.',
  tooBig: 'The archive would unpack to more than 1024 MB.',
  ratio: 'The archive is compressed far more than real files can be.',
  nested: 'Archives inside archives cannot be uploaded.',
  overlap: "The archive's entries overlap: it is malformed.",
  typeNotAllowed: `This type of file is not allowed. Allowed: ${IMAGE_EXTENSIONS.join(', ')}.`,
} as const;

const mismatch = (extension: string) => `The file's content is not a .${extension} image.`;
const notA = (extension: string) => `The file's content is not a .${extension} file.`;

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A digest of every row of every table but `kv_cache`, whose expired counters and entries any
 * write of the host's may sweep away at any moment: equal before and after a refused upload.
 */
async function databaseDigest<T>(db: Kysely<T>): Promise<string> {
  const hash = createHash('sha256');
  for (const table of await db.introspection.getTables()) {
    if (table.name === 'kv_cache') continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    hash.update(`${table.name}\n${JSON.stringify(rows.rows)}\n`);
  }
  return hash.digest('hex');
}

const text = (words: number) => Buffer.from(Array.from({ length: words }, (_, n) => `line ${n} of an ordinary file`).join('\n'));

describe('hostile uploads', () => {
  const fx = useInstalledSite<Tables>('sqlite');
  let member = '';

  beforeAll(async () => {
    const write = await fx.db.selectFrom('site_info').select('content').where('type', '=', 'write').executeTakeFirstOrThrow();
    const content = { ...(JSON.parse(write.content) as object), authorized_image_extensions: IMAGE_EXTENSIONS, authorized_attachment_extensions: ATTACHMENT_EXTENSIONS };
    await writeSiteInfo(fx.db, 'write', JSON.stringify(content));
    const added = await fx.host.api('POST', '/answer/admin/api/user', {
      token: fx.site.adminToken,
      body: { display_name: 'Uploader', email: 'uploader@example.com', password: 'uploader-pass-1' },
    });
    expect(added.status).toBe(200);
    member = await login(fx.host, 'uploader@example.com', 'uploader-pass-1');
  });

  const upload = async (source: string, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('source', source);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${fx.host.url}${API}/file`, { method: 'POST', body: form, headers: { Authorization: member } });
    return { status: response.status, body: (await response.json()) as Envelope<string | FieldErrors | null> };
  };

  const stored = () => filesUnder(path.join(fx.host.dataDir, 'uploads'));

  /** Uploads `bytes` and expects the refusal `message` on `file`, with nothing stored. */
  const expectRefused = async (source: string, name: string, bytes: Buffer, message: string) => {
    const before = stored();
    const rows = await databaseDigest(fx.db);
    const response = await upload(source, name, bytes);
    expect(response.status, name).toBe(400);
    expect(response.body, name).toMatchObject({ code: 400, reason: 'base.request_format_error' });
    expect(response.body.data, name).toEqual([{ error_field: 'file', error_msg: message }]);
    expect(stored(), name).toEqual(before);
    expect(await databaseDigest(fx.db), name).toBe(rows);
  };

  const expectStored = async (source: string, name: string, bytes: Buffer) => {
    const response = await upload(source, name, bytes);
    expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data as string;
  };

  it('refuses pixel floods: tiny files whose headers claim billions of pixels', async () => {
    await expectRefused('post', 'flood.png', pngFlood(50_000, 50_000), MESSAGES.pixels);
    await expectRefused('post', 'flood.gif', gif(65_535, 65_535), MESSAGES.pixels);
    await expectRefused('post', 'flood.jpg', jpeg(65_000, 65_000), MESSAGES.pixels);
    await expectRefused('avatar', 'flood.png', pngFlood(0x7fffffff, 2), MESSAGES.pixels);
    // one side huge, the other one pixel: still more pixels than allowed
    await expectRefused('post', 'strip.png', pngFlood(41_000_000, 1), MESSAGES.pixels);
    // and none at all is not an image
    await expectRefused('post', 'empty.png', pngFlood(0, 0), MESSAGES.notImage);
  });

  it('refuses contents that are not what the extension says', async () => {
    await expectRefused('post', 'photo.png', jpeg(8, 8), mismatch('png'));
    await expectRefused('post', 'page.png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), MESSAGES.notImage);
    await expectRefused('post', 'setup.png', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256)]), MESSAGES.notImage);
    await expectRefused('post', 'notes.gif', Buffer.from('just some words, no picture'), MESSAGES.notImage);
    await expectRefused('post_attachment', 'report.pdf', Buffer.from('MZ\x90\x00 a renamed program', 'latin1'), notA('pdf'));
    await expectRefused('post_attachment', 'letter.docx', Buffer.from('<html><body onload="alert(1)">'), notA('docx'));
    await expectRefused('post_attachment', 'old.doc', Buffer.from('%PDF-1.4 pretending'), notA('doc'));
    // an attachment with an image extension is checked as an image
    await expectRefused('post_attachment', 'diagram.png', Buffer.from('<svg onload=alert(1)>'), MESSAGES.notImage);
  });

  it('refuses truncated and corrupt headers', async () => {
    const whole = png(8, 8);
    await expectRefused('post', 'cut.png', whole.subarray(0, 20), MESSAGES.notImage);
    await expectRefused('post', 'noend.png', whole.subarray(0, whole.length - 12), MESSAGES.corrupt);
    const picture = gif(8, 8);
    await expectRefused('post', 'cut.gif', picture.subarray(0, picture.length - 1), MESSAGES.corrupt);
    await expectRefused('post', 'cut.gif', picture.subarray(0, 9), MESSAGES.notImage);
    const photo = jpeg(8, 8);
    await expectRefused('post', 'cut.jpg', photo.subarray(0, photo.length - 2), MESSAGES.corrupt);
    await expectRefused('post', 'cut.jpg', photo.subarray(0, 3), MESSAGES.notImage);
    const lying = Buffer.from(whole);
    lying.writeUInt32BE(0x7ffffff0, 33);
    await expectRefused('post', 'lying.png', lying, MESSAGES.corrupt);
  });

  it('refuses polyglots: images that also read as a page', async () => {
    await expectRefused('post', 'poly.gif', gif(8, 8, '<html><script>alert(1)</script></html>'), MESSAGES.unsafe);
    await expectRefused('post', 'poly.png', png(8, 8, [pngText('<iframe src="https://evil.example">')]), MESSAGES.unsafe);
    await expectRefused('post', 'poly.jpg', Buffer.concat([jpeg(8, 8), Buffer.from('<SCRIPT>alert(1)</SCRIPT>')]), MESSAGES.unsafe);
  });

  it('refuses SVGs that script or reach outside themselves, and serves plain ones as inert downloads', async () => {
    const hostile: [string, Buffer][] = [
      ['script.svg', svg('<script>alert(1)</script>')],
      ['onload.svg', svg('', ' onload="alert(1)"')],
      ['handler.svg', svg('<rect width="5" height="5" onmouseover="alert(1)"/>')],
      ['foreign.svg', svg('<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src=x onerror=alert(1)></body></foreignObject>')],
      ['link.svg', svg('<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
      ['encoded.svg', svg('<a href="&#106;&#97;vascript:alert(1)"><rect width="5" height="5"/></a>')],
      ['external.svg', svg('<image href="https://tracker.example/pixel.png" width="1" height="1"/>')],
      ['import.svg', svg('<style>@import url(https://evil.example/x.css);</style>')],
      ['use.svg', svg('<use href="https://evil.example/sprite.svg#icon"/>')],
      ['entity.svg', Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">]>${svg('<text>&lol;</text>').toString()}`)],
      ['animate.svg', svg('<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>')],
      ['utf16.svg', Buffer.from(svg('<script>alert(1)</script>').toString(), 'utf16le')],
    ];
    for (const [name, bytes] of hostile) await expectRefused('post', name, bytes, name === 'utf16.svg' ? MESSAGES.notImage : MESSAGES.unsafe);

    const url = await expectStored('post', 'plain.svg', svg('<circle cx="5" cy="5" r="4" fill="url(#g)"/>'));
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
  });

  it('refuses zip bombs from their central directory alone', async () => {
    await expectRefused('post_attachment', 'claims.zip', zip([{ name: 'huge.bin', data: text(20), claimedSize: 0xfffffff0 }]), MESSAGES.tooBig);
    await expectRefused('post_attachment', 'zeros.zip', zip([{ name: 'zeros.bin', data: Buffer.alloc(32 * 1024 * 1024), deflate: true }]), MESSAGES.ratio);
    await expectRefused('post_attachment', 'nested.zip', zip([{ name: 'readme.txt', data: text(5) }, { name: 'deeper/42.zip', data: zip([]) }]), MESSAGES.nested);
    const many = Array.from({ length: 10_001 }, (_, n) => ({ name: `f${n}`, data: Buffer.alloc(0) }));
    await expectRefused('post_attachment', 'many.zip', zip(many), 'The archive holds more than 10000 files.');
    const shared = zip([{ name: 'a.txt', data: text(200), deflate: true }, ...Array.from({ length: 5 }, (_, n) => ({ name: `copy${n}.txt`, data: text(200), sameDataAs: 0 }))]);
    await expectRefused('post_attachment', 'overlap.zip', shared, MESSAGES.overlap);
    await expectRefused('post_attachment', 'bomb.docx', zip([{ name: 'word/document.xml', data: text(10), claimedSize: 0xfffffff0 }]), MESSAGES.tooBig);
    await expectRefused('post_attachment', 'broken.zip', Buffer.from('PK\x03\x04 and then nothing', 'latin1'), MESSAGES.corrupt);
    // an ordinary archive goes through, as a download
    const url = await expectStored('post_attachment', 'notes.zip', zip([{ name: 'a.txt', data: text(100), deflate: true }, { name: 'b/c.txt', data: text(10) }]));
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('application/zip');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it('refuses gzip bombs by what they inflate to, not what their trailer says', async () => {
    const bomb = gzipOfZeros(64 * 1024 * 1024);
    await expectRefused('post_attachment', 'zeros.gz', bomb, MESSAGES.ratio);
    await expectRefused('post_attachment', 'lying.tgz', withGzipTrailer(bomb, 4096), MESSAGES.ratio);
    await expectRefused('post_attachment', 'fake.gz', Buffer.from('not compressed at all'), notA('gz'));
    await expectStored('post_attachment', 'log.gz', (await import('node:zlib')).gzipSync(text(5000)));
  });

  it('names stored files itself, whatever the uploaded name tries', async () => {
    const image = png(4, 4);
    const names = ['../../../etc/passwd.png', '..\\..\\boot.png', `${'a'.repeat(4000)}.png`, 'x.php.png', 'evil\u202Egnp.png', 'null\u0000byte.png', '<img src=x onerror=alert(1)>.png'];
    for (const name of names) {
      const url = await expectStored('post', name, image);
      expect(url, name).toMatch(new RegExp(`^${fx.host.url}/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.png$`));
    }
    // the last extension decides, so a double or disguised extension does not smuggle a type in
    await expectRefused('post', 'shell.png.php', image, MESSAGES.typeNotAllowed);
    await expectRefused('post', 'photo\u202Egnp.exe', image, MESSAGES.typeNotAllowed);
    await expectRefused('post', 'page.png\u0000.html', image, MESSAGES.typeNotAllowed);
    await expectRefused('post', 'noextension', image, MESSAGES.typeNotAllowed);
    // every stored file sits where storage names it, nowhere else in the data directory
    expect(stored().every((file) => /^\d{4}[/\\]\d{2}[/\\][0-9a-f]{32}\.[a-z0-9]+$/.test(file))).toBe(true);
  });

  it('serves stored files by their stored extension, never sniffed, attachments as downloads', async () => {
    const picture = await fetch(await expectStored('post', 'ok.gif', gif(4, 4)));
    expect(picture.headers.get('content-type')).toBe('image/gif');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(picture.headers.get('content-disposition')).toBeNull();
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');

    const notes = await fetch(await expectStored('post_attachment', 'notes.txt', Buffer.from('<script>alert(1)</script>')));
    expect(notes.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(notes.headers.get('content-disposition')).toBe('attachment');
    expect(notes.headers.get('x-content-type-options')).toBe('nosniff');

    const document = await fetch(await expectStored('post_attachment', 'paper.pdf', Buffer.from('%PDF-1.7\n%%EOF\n')));
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('content-disposition')).toBe('attachment');
  });
});
