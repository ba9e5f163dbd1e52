/**
 * The admin dashboard (`GET /answer/admin/api/dashboard`) on each database: Answer's shape, counts
 * that follow what members do at once, the daily series, the mail server's health, and who may read it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activatedUser, useMailbox, type LoginResp } from './accounts-email-support';
import { ALL_DATABASES, freePort, ROOT_DIR, type Envelope } from './harness';
import { API, asked, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import type { DashboardInfo } from '../../plugins/admin/client/dashboard/api';
import { PRINCIPAL_MAX_AGE_MS } from '../../host/src/http/principal-cache';

const DASHBOARD = '/answer/admin/api/dashboard';
const SMTP = '/answer/admin/api/setting/smtp';

const COUNTS = ['question_count', 'resolved_count', 'unanswered_count', 'answer_count', 'comment_count', 'vote_count', 'user_count', 'report_count'] as const;
type CountName = (typeof COUNTS)[number];

const packageVersion = (JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** Today's date in `timeZone`, as the chart labels days. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const DIALECT_NAME = { sqlite: 'sqlite3', postgres: 'postgres', mysql: 'mysql' } as const;

// day buckets and the database size are read per database: all three run
for (const kind of ALL_DATABASES) {
  describe(`admin dashboard on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx, { configure: false });

    const read = async (token = fx.site.adminToken) => fx.host.api<Envelope<{ info: DashboardInfo }>>('GET', DASHBOARD, { token });
    const dashboard = async (): Promise<DashboardInfo> => {
      const response = await read();
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info;
    };
    const counts = (info: DashboardInfo) => Object.fromEntries(COUNTS.map((name) => [name, info[name]])) as Record<CountName, number>;
    /** The last day of each series: today, when the chart is read now. */
    const today = (info: DashboardInfo) => ({ questions: info.daily.questions.at(-1), answers: info.daily.answers.at(-1), members: info.daily.members.at(-1) });
    const saveSmtp = async (port: number) => {
      const saved = await fx.host.api('PUT', SMTP, {
        token: fx.site.adminToken,
        body: { from_email: 'mailer@example.com', from_name: 'Site', smtp_host: '127.0.0.1', smtp_port: port, encryption: '', smtp_authentication: false },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };

    let member: LoginResp;

    it("answers Answer's shape, with the system's facts and the database's size", async () => {
      const info = await dashboard();
      for (const name of COUNTS) expect(Number.isInteger(info[name]), name).toBe(true);
      expect(info.resolved_rate).toMatch(/^\d+\.\d\d$/);
      expect(info.app_start_time).toMatch(/^\d+$/);
      expect(info.version_info).toEqual({ version: packageVersion, revision: expect.any(String), remote_version: '' });
      expect(info.go_version).toBe(process.versions.node);
      expect(info.node_version).toBe(process.versions.node);
      expect(info.database_version.startsWith(`${DIALECT_NAME[kind]} `)).toBe(true);
      expect(info.database_version.length).toBeGreaterThan(DIALECT_NAME[kind].length + 1);
      expect(info.database_size).toMatch(/^\d+\.\d\d (B|KB|MB|GB)$/);
      expect(info.system.database_type).toBe(kind);
      expect(info.system.database_size_bytes).toBeGreaterThan(0);
      expect(info.health.database_reachable).toBe(true);
      expect(info.uploading_files).toBe(true);
      expect(info.health.uploads_writable).toBe(true);
      expect(info.occupying_storage_space).toMatch(/^\d+\.\d\d (B|KB|MB)$/);
      // the test site answers on http://127.0.0.1
      expect(info.https).toBe(false);
      expect(info.login_required).toBe(false);
      expect(info.links).toEqual({ docs: 'https://answer.apache.org/docs', support: 'https://answer.apache.org/community/support' });
      expect(info.daily.days).toHaveLength(30);
      expect(info.daily.days.at(-1)).toBe(todayIn(info.time_zone));
      for (const series of [info.daily.questions, info.daily.answers, info.daily.members]) expect(series).toHaveLength(30);
      // the installer's admin joined today
      expect(info.daily.members.at(-1)).toBeGreaterThanOrEqual(1);
    });

    it('tells a mail server that is not set, one that does not answer, and one that works', async () => {
      const before = await dashboard();
      expect(before.smtp).toBe('not_configured');
      expect(before.health).toMatchObject({ smtp_configured: false, smtp_working: false });

      // a port nobody listens on: saved, but mail cannot go out
      await saveSmtp(await freePort());
      const refused = await dashboard();
      expect(refused.smtp).toBe('enabled');
      expect(refused.health).toMatchObject({ smtp_configured: true, smtp_working: false });
      expect(refused.health.smtp_error).not.toBe('');

      await saveSmtp(mailbox().port);
      const working = await dashboard();
      expect(working.smtp).toBe('enabled');
      expect(working.health).toMatchObject({ smtp_configured: true, smtp_working: true, smtp_error: '' });
    });

    it('counts what a new member does at once: joining, asking, answers, acceptance, comments and votes', async () => {
      const start = await dashboard();
      member = await activatedUser(fx, mailbox(), 'dashboard member', `dashboard-${kind}-${Date.now()}@example.com`, 'member-pass-1');
      const joined = await dashboard();
      expect(counts(joined)).toEqual({ ...counts(start), user_count: start.user_count + 1 });
      expect(today(joined).members).toBe((today(start).members ?? 0) + 1);

      const question = await asked(fx, { id: member.id, token: member.access_token }, 'How do I read the dashboard of this site?');
      const askedInfo = await dashboard();
      expect(counts(askedInfo)).toEqual({ ...counts(joined), question_count: joined.question_count + 1, unanswered_count: joined.unanswered_count + 1 });
      expect(today(askedInfo).questions).toBe((today(joined).questions ?? 0) + 1);
      expect(askedInfo.unanswered_rate).toBe(((askedInfo.unanswered_count / askedInfo.question_count) * 100).toFixed(2));

      const answered = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, {
        token: fx.site.adminToken,
        body: { question_id: question.id, content: 'Open the admin area: the first page is the dashboard.' },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const answeredInfo = await dashboard();
      expect(counts(answeredInfo)).toEqual({ ...counts(askedInfo), answer_count: askedInfo.answer_count + 1, unanswered_count: askedInfo.unanswered_count - 1 });
      expect(today(answeredInfo).answers).toBe((today(askedInfo).answers ?? 0) + 1);

      const accepted = await fx.host.api('POST', `${API}/answer/acceptance`, { token: member.access_token, body: { question_id: question.id, answer_id: answered.body.data.info.id } });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const resolved = await dashboard();
      expect(counts(resolved)).toEqual({ ...counts(answeredInfo), resolved_count: answeredInfo.resolved_count + 1 });
      expect(resolved.resolved_rate).toBe(((resolved.resolved_count / resolved.question_count) * 100).toFixed(2));

      const commented = await fx.host.api('POST', `${API}/comment`, { token: member.access_token, body: { object_id: question.id, original_text: 'Thank you, that was it.' } });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      const withComment = await dashboard();
      expect(counts(withComment)).toEqual({ ...counts(resolved), comment_count: resolved.comment_count + 1 });

      // voting takes reputation a new member has not earned yet
      await fx.db.updateTable('user').set({ rank: 100 }).where('id', '=', member.id).execute();
      await new Promise((resolve) => setTimeout(resolve, PRINCIPAL_MAX_AGE_MS + 50));
      const voted = await fx.host.api('POST', `${API}/vote/up`, { token: member.access_token, body: { object_id: answered.body.data.info.id, is_cancel: false } });
      expect(voted.status, JSON.stringify(voted.body)).toBe(200);
      const withVote = await dashboard();
      expect(counts(withVote)).toEqual({ ...counts(withComment), vote_count: withComment.vote_count + 1 });
    });

    it('is for admins only: guests get 401, members and moderators 403', async () => {
      expect((await fx.host.api('GET', DASHBOARD)).status).toBe(401);
      expect((await read(member.access_token)).status).toBe(403);
      const moderator = await activatedUser(fx, mailbox(), 'dashboard moderator', `dashboard-mod-${kind}-${Date.now()}@example.com`, 'moderator-pass-1');
      const role = await fx.host.api('PUT', '/answer/admin/api/user/role', { token: fx.site.adminToken, body: { user_id: moderator.id, role_id: 3 } });
      expect(role.status).toBe(200);
      expect((await read(moderator.access_token)).status).toBe(403);
    });
  });
}
