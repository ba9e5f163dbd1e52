/**
 * The render_markdown plugin on each database: `POST /post/render` previews for members, the same
 * pipeline behind every other plugin's stored HTML (a bio here), and the host's plain renderer
 * taking over while the plugin is disabled.
 */
import { describe, expect, it } from 'vitest';
import { clearOfWindowEdge } from './accounts-email-support';
import { API_DATABASES, login, type Envelope } from './harness';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
const PLUGIN = 'render_markdown';
const MAX_CONTENT = 65535;

interface Tables {
  user: { id: number | string; e_mail: string; bio_html: string };
}

type FieldErrors = { error_field: string; error_msg: string }[];

const CODE_AND_LINKS = '```js\nconst answer = 42;\n```\n\nSee [the docs](https://docs.example.com/start) or [the list](/questions).';

for (const kind of API_DATABASES) {
  describe(`render_markdown on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);

    let created = 0;
    /** A verified member made by the admin, logged in; answers the token. */
    const member = async (): Promise<{ id: string; token: string }> => {
      created += 1;
      const email = `writer-${created}@example.com`;
      const password = `password-${created}-x`;
      const added = await fx.host.api('POST', `${ADMIN_API}/user`, { token: fx.site.adminToken, body: { display_name: `Writer ${created}`, email, password } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const row = await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow();
      return { id: String(row.id), token: await login(fx.host, email, password) };
    };

    const preview = (body: unknown, token?: string) => fx.host.api<Envelope<string | FieldErrors | null>>('POST', `${API}/post/render`, { token, body });

    const setEnabled = async (enabled: boolean) => {
      const response = await fx.host.api('PUT', `${ADMIN_API}/plugin/status`, { token: fx.site.adminToken, body: { plugin_slug_name: PLUGIN, enabled } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };

    /** Saves `bio` on the member's profile through the accounts plugin; answers the stored HTML. */
    const saveBio = async (writer: { id: string; token: string }, bio: string) => {
      const profile = { display_name: `Writer ${writer.id}`, username: `writer_${writer.id}`, bio, website: '', location: '', avatar: { type: 'default', gravatar: '', custom: '' } };
      const saved = await fx.host.api('PUT', `${API}/user/info`, { token: writer.token, body: profile });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const row = await fx.db.selectFrom('user').select('bio_html').where('id', '=', writer.id).executeTakeFirstOrThrow();
      return row.bio_html;
    };

    it('is a built-in, enabled after install', async () => {
      const plugins = await fx.host.api<Envelope<{ slug_name: string; enabled: boolean; builtin: boolean; required: boolean }[]>>('GET', `${ADMIN_API}/plugins`, {
        token: fx.site.adminToken,
      });
      expect(plugins.body.data.find((plugin) => plugin.slug_name === PLUGIN)).toMatchObject({ enabled: true, builtin: true, required: false });
    });

    it('previews markdown for a member as highlighted, sanitised HTML', async () => {
      const writer = await member();
      const response = await preview({ content: CODE_AND_LINKS }, writer.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toMatchObject({ code: 200, reason: 'base.success' });
      expect(response.body.data).toBe(
        '<pre><code class="hljs language-js"><span class="hljs-keyword">const</span> answer = <span class="hljs-number">42</span>;\n</code></pre>\n' +
          '<p>See <a href="https://docs.example.com/start" rel="nofollow ugc noopener" target="_blank">the docs</a> or <a href="/questions" rel="nofollow ugc">the list</a>.</p>\n',
      );
    });

    it("keeps links to the site's own address in the same tab", async () => {
      const writer = await member();
      const own = `${fx.host.url}/questions/1`;
      const response = await preview({ content: `[here](${own})` }, writer.token);
      expect(response.body.data).toBe(`<p><a href="${own}" rel="nofollow ugc">here</a></p>\n`);
    });

    it('writes typed HTML out as text and drops script links', async () => {
      const writer = await member();
      const response = await preview({ content: '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))' }, writer.token);
      expect(response.status).toBe(200);
      const html = response.body.data as string;
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/<script|<img|href=/);
    });

    it('answers guests with 401', async () => {
      const response = await preview({ content: 'hello' });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 401, reason: 'base.unauthorized_error' });
    });

    it('takes content up to 65535 characters and refuses longer or missing content on the field', async () => {
      const writer = await member();
      expect((await preview({ content: 'a'.repeat(MAX_CONTENT) }, writer.token)).status).toBe(200);

      const tooLong = await preview({ content: 'a'.repeat(MAX_CONTENT + 1) }, writer.token);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.data).toEqual([{ error_field: 'content', error_msg: 'Content is too long: 65535 characters at most.' }]);

      const missing = await preview({}, writer.token);
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual([{ error_field: 'content', error_msg: 'Content is required.' }]);

      const chinese = await fx.host.api<Envelope<FieldErrors>>('POST', `${API}/post/render`, { token: writer.token, body: { content: 'a'.repeat(MAX_CONTENT + 1) }, lang: 'zh_CN' });
      expect(chinese.body.data).toEqual([{ error_field: 'content', error_msg: '内容过长，最多 65535 个字符。' }]);
    });

    it('limits previews per member generously', async () => {
      await clearOfWindowEdge(60, 25);
      const writer = await member();
      for (let count = 1; count <= 120; count += 1) {
        const response = await preview({ content: `draft ${count}` }, writer.token);
        expect(response.status, `preview ${count}`).toBe(200);
      }
      const over = await preview({ content: 'one more' }, writer.token);
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ reason: 'error.common.rate_limited', data: { err_type: 'toast' } });
      // others keep previewing
      expect((await preview({ content: 'mine' }, (await member()).token)).status).toBe(200);
    });

    it("renders other plugins' stored HTML while enabled, and the host's plain renderer takes over while disabled", async () => {
      const writer = await member();
      const bio = '```python\ndef hello():\n    pass\n```\n\n[site](https://elsewhere.example.com)';
      const rendered = await saveBio(writer, bio);
      expect(rendered).toContain('<code class="hljs language-python"><span class="hljs-keyword">def</span>');
      expect(rendered).toContain('rel="nofollow ugc noopener" target="_blank"');

      await setEnabled(false);
      try {
        const plain = await saveBio(writer, bio);
        expect(plain).toContain('<pre><code class="language-python">def hello():');
        expect(plain).not.toContain('hljs');
        // the host serves previews through whichever renderer serves
        const fallback = await preview({ content: '```js\nlet x;\n```' }, writer.token);
        expect(fallback.status).toBe(200);
        expect(fallback.body.data).toContain('<code class="language-js">');
      } finally {
        await setEnabled(true);
      }
      const again = await preview({ content: '```js\nlet x;\n```' }, writer.token);
      expect(again.status).toBe(200);
      expect(again.body.data).toContain('<code class="hljs language-js">');
    });
  });
}
