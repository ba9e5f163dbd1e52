/**
 * The captcha_basic plugin behind the host's captcha gate, on each database: on by default,
 * a PNG challenge for account recovery, single-use answers, and no captcha while it is disabled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, API_DATABASES, type Envelope } from './harness';
import { configureSmtp, startMailbox, type Mailbox } from './mailbox';
import { useInstalledSite } from './test-database';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
const PLUGIN = 'captcha_basic';
const PNG_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Tables {
  kv_cache: { cache_key: string; value: string; counter: number | string; expires_at: number | string };
  site_info: { type: string; content: string };
}

interface CaptchaStatus {
  captcha_id: string;
  captcha_img: string;
  verify: boolean;
}

interface PluginEntry {
  slug_name: string;
  enabled: boolean;
  builtin: boolean;
  required: boolean;
  status: string;
}

type FieldErrors = { error_field: string; error_msg: string }[];

const nowSeconds = () => Math.floor(Date.now() / 1000);

for (const kind of API_DATABASES) {
  describe(`captcha_basic on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { captcha: true });
    let mailbox: Mailbox;

    beforeAll(async () => {
      mailbox = await startMailbox();
      // account recovery refuses to run without a mail server
      await configureSmtp(fx.db, mailbox);
    });
    afterAll(async () => {
      await mailbox?.close();
    });

    const challenge = async (action = 'find_pass') => {
      const response = await fx.host.api<Envelope<CaptchaStatus>>('GET', `${API}/user/action/record?action=${action}`);
      expect(response.status).toBe(200);
      return response.body.data;
    };

    /** The answer the plugin stored for `id`, read from the host's shared cache. */
    const storedAnswer = async (id: string) => {
      const row = await fx.db.selectFrom('kv_cache').select(['value', 'expires_at']).where('cache_key', '=', `${PLUGIN}:captcha:${id}`).executeTakeFirst();
      return row ? { answer: JSON.parse(row.value) as string, expiresAt: Number(row.expires_at) } : null;
    };

    const recover = (e_mail: string, captcha: { captcha_id?: string; captcha_code?: string } = {}) =>
      fx.host.api<Envelope<FieldErrors | null>>('POST', `${API}/user/password/reset`, { body: { e_mail, ...captcha } });

    const setEnabled = (enabled: boolean) =>
      fx.host.api<Envelope>('PUT', `${ADMIN_API}/plugin/status`, { token: fx.site.adminToken, body: { plugin_slug_name: PLUGIN, enabled } });

    it('is a built-in, enabled after install and listed in admin', async () => {
      const plugins = await fx.host.api<Envelope<PluginEntry[]>>('GET', `${ADMIN_API}/plugins`, { token: fx.site.adminToken });
      expect(plugins.status).toBe(200);
      expect(plugins.body.data.find((plugin) => plugin.slug_name === PLUGIN)).toMatchObject({ enabled: true, builtin: true, required: false, status: 'active' });
    });

    it('asks for a captcha on account recovery with a PNG picture', async () => {
      const status = await challenge();
      expect(status.verify).toBe(true);
      expect(status.captcha_id).toMatch(/^[0-9a-f]{32}$/);
      expect(status.captcha_img.startsWith(PNG_PREFIX)).toBe(true);
      const png = Buffer.from(status.captcha_img.slice(PNG_PREFIX.length), 'base64');
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(png.toString('ascii', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 60]);

      const stored = await storedAnswer(status.captcha_id);
      expect(stored?.answer).toMatch(/^[A-Z2-9]{4,6}$/);
      expect(stored?.answer).not.toMatch(/[01OIl]/);
      // six minutes to answer
      expect(stored?.expiresAt).toBeGreaterThan(nowSeconds() + 300);
      expect(stored?.expiresAt).toBeLessThanOrEqual(nowSeconds() + 361);

      const another = await challenge();
      expect(another.captcha_id).not.toBe(status.captcha_id);
    });

    it('accepts an answer once: the same answer again is refused on the captcha field', async () => {
      const status = await challenge();
      const stored = await storedAnswer(status.captcha_id);
      if (!stored) throw new Error('no answer stored for the challenge');
      const captcha = { captcha_id: status.captcha_id, captcha_code: ` ${stored.answer.toLowerCase()} ` };

      const first = await recover(ADMIN.email, captcha);
      expect(first.status).toBe(200);
      expect(first.body.data).toBeNull();
      expect((await mailbox.next(ADMIN.email)).to).toEqual([ADMIN.email]);
      expect(await storedAnswer(status.captcha_id)).toBeNull();

      const again = await recover(ADMIN.email, captcha);
      expect(again.status).toBe(400);
      expect(again.body.data).toEqual([{ error_field: 'captcha_code', error_msg: 'The captcha answer is not correct.' }]);
    });

    it('refuses a wrong answer, which uses the challenge up, and a missing one', async () => {
      const status = await challenge();
      const stored = await storedAnswer(status.captcha_id);
      if (!stored) throw new Error('no answer stored for the challenge');

      const wrong = await recover('nobody-1@example.com', { captcha_id: status.captcha_id, captcha_code: `${stored.answer}X` });
      expect(wrong.status).toBe(400);
      expect(wrong.body.data).toEqual([{ error_field: 'captcha_code', error_msg: 'The captcha answer is not correct.' }]);
      const right = await recover('nobody-2@example.com', { captcha_id: status.captcha_id, captcha_code: stored.answer });
      expect(right.status).toBe(400);
      expect((right.body.data as FieldErrors)[0].error_field).toBe('captcha_code');

      const missing = await recover('nobody-3@example.com');
      expect(missing.status).toBe(400);
      expect((missing.body.data as FieldErrors)[0].error_field).toBe('captcha_code');
    });

    it('asks for no captcha while disabled', async () => {
      expect((await setEnabled(false)).status).toBe(200);
      try {
        const plugins = await fx.host.api<Envelope<{ slug_name: string; enabled: boolean }[]>>('GET', `${API}/plugin/status`);
        expect(plugins.body.data.find((plugin) => plugin.slug_name === PLUGIN)?.enabled).toBe(false);
        expect(await challenge()).toEqual({ captcha_id: '', captcha_img: '', verify: false });
        const reset = await recover(ADMIN.email);
        expect(reset.status).toBe(200);
        expect((await mailbox.next(ADMIN.email)).to).toEqual([ADMIN.email]);
      } finally {
        expect((await setEnabled(true)).status).toBe(200);
      }
      expect((await challenge()).verify).toBe(true);
    });
  });
}
