/**
 * Guests' shared responses: question lists, question pages and site settings carry an ETag and
 * `Cache-Control` a browser or proxy can rely on; a write drops what it changed, a failed write
 * or a login drops nothing; members always get their own, uncached answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ApiResponse, type Envelope } from './harness';
import { addMember, API, ask, askBody, insertTag, type Fixture } from './questions-support';
import { useInstalledSite } from './test-database';

const LIST = `${API}/question/page?page=1&page_size=20&order=newest`;
const SITEINFO = `${API}/siteinfo`;

type Page = Envelope<{ count: number; list: { id: string; title: string }[] }>;

const etagOf = (response: ApiResponse<unknown>) => response.headers.get('etag') ?? '';

describe('shared responses for guests', () => {
  const fx: Fixture = useInstalledSite('sqlite');
  beforeAll(async () => {
    await insertTag(fx, 1, 'support');
  });

  it('serves a guest list with a weak ETag and public revalidation, and 304 when the ETag still matches', async () => {
    const first = await fx.host.api<Page>('GET', LIST);
    expect(first.status).toBe(200);
    expect(etagOf(first)).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toContain('Authorization');

    const again = await fx.host.api('GET', LIST, { headers: { 'If-None-Match': etagOf(first) } });
    expect(again.status).toBe(304);
    expect(again.body).toBeFalsy();
    const kept = await fx.host.api<Page>('GET', LIST);
    expect(kept.body).toEqual(first.body);
    expect(etagOf(kept)).toBe(etagOf(first));
  });

  it('shows a new question to the next guest: the write drops the kept list', async () => {
    const before = await fx.host.api<Page>('GET', LIST);
    const member = await addMember(fx);
    const posted = await ask(fx, member, askBody('Why does my list not refresh after a write?'));
    expect(posted.status).toBe(200);

    const stale = await fx.host.api('GET', LIST, { headers: { 'If-None-Match': etagOf(before) } });
    expect(stale.status).toBe(200);
    const after = await fx.host.api<Page>('GET', LIST);
    expect(after.body.data.list[0].title).toBe('Why does my list not refresh after a write?');
    expect(after.body.data.count).toBe(before.body.data.count + 1);
    expect(etagOf(after)).not.toBe(etagOf(before));
  });

  it('keeps what it holds when a write fails or changes nothing guests see', async () => {
    const member = await addMember(fx);
    const before = await fx.host.api<Page>('GET', LIST);
    const refused = await ask(fx, member, askBody('?'));
    expect(refused.status).toBe(400);
    const login = await fx.host.api('POST', `${API}/user/login/email`, { body: { e_mail: ADMIN.email, pass: ADMIN.password } });
    expect(login.status).toBe(200);
    const still = await fx.host.api('GET', LIST, { headers: { 'If-None-Match': etagOf(before) } });
    expect(still.status).toBe(304);
  });

  it('drops only what a precise write names: a reaction changes its post, not the list', async () => {
    const member = await addMember(fx);
    const posted = await ask(fx, member, askBody('Which emoji does this question deserve?'));
    const id = posted.body.data.id;
    const reactions = `${API}/meta/reaction?object_id=${id}`;
    type Summary = Envelope<{ reaction_summary: { emoji: string; count: number }[] }>;
    const list = await fx.host.api<Page>('GET', LIST);
    const before = await fx.host.api<Summary>('GET', reactions);
    expect(before.body.data.reaction_summary ?? []).toEqual([]);
    const reacted = await fx.host.api('PUT', `${API}/meta/reaction`, { token: member.token, body: { object_id: id, emoji: 'heart', reaction: 'activate' } });
    expect(reacted.status).toBe(200);
    const after = await fx.host.api<Summary>('GET', reactions);
    expect(after.body.data.reaction_summary).toEqual([expect.objectContaining({ emoji: 'heart', count: 1 })]);
    expect((await fx.host.api('GET', LIST, { headers: { 'If-None-Match': etagOf(list) } })).status).toBe(304);
  });

  it('drops only what a vote, a comment or an answer changes: other questions stay kept', async () => {
    const asker = await addMember(fx);
    const voter = await addMember(fx, 10_000);
    const reader = await addMember(fx, 10_000);
    const one = (await ask(fx, asker, askBody('Which fuse does a kettle need?'))).body.data.id;
    const other = (await ask(fx, asker, askBody('Which cable feeds an oven?'))).body.data.id;
    const infoOf = (id: string) => `${API}/question/info?id=${id}`;
    const comments = `${API}/comment/page?object_id=${one}&page=1&page_size=10`;
    type Info = Envelope<{ vote_count: number; answer_count: number }>;
    const kept = async (path: string) => etagOf(await fx.host.api('GET', path));
    const still = async (path: string, etag: string) => (await fx.host.api('GET', path, { headers: { 'If-None-Match': etag } })).status;

    let otherInfo = await kept(infoOf(other));
    let list = await kept(LIST);
    const oneInfo = await kept(infoOf(one));
    expect((await fx.host.api('POST', `${API}/vote/up`, { token: voter.token, body: { object_id: one, is_cancel: false } })).status).toBe(200);
    expect((await fx.host.api<Info>('GET', infoOf(one))).body.data.vote_count).toBe(1);
    expect(await still(infoOf(one), oneInfo)).toBe(200);
    expect(await still(LIST, list)).toBe(200);
    expect(await still(infoOf(other), otherInfo)).toBe(304);

    list = await kept(LIST);
    const commentsBefore = await kept(comments);
    const commented = await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: voter.token, body: { object_id: one, original_text: 'Check the plate under the kettle first.' } });
    expect(commented.status).toBe(200);
    expect(await still(comments, commentsBefore)).toBe(200);
    expect(await still(LIST, list)).toBe(304);
    expect(await still(infoOf(other), otherInfo)).toBe(304);

    const commentsNow = await kept(comments);
    expect((await fx.host.api('POST', `${API}/vote/up`, { token: reader.token, body: { object_id: commented.body.data.comment_id, is_cancel: false } })).status).toBe(200);
    expect(await still(comments, commentsNow)).toBe(200);
    expect(await still(LIST, list)).toBe(304);
    expect(await still(infoOf(other), otherInfo)).toBe(304);

    otherInfo = await kept(infoOf(other));
    const answered = await fx.host.api('POST', `${API}/answer`, { token: voter.token, body: { question_id: one, content: 'A 13 A fuse, as the plate under the kettle says.' } });
    expect(answered.status).toBe(200);
    expect((await fx.host.api<Info>('GET', infoOf(one))).body.data.answer_count).toBe(1);
    expect(await still(LIST, list)).toBe(200);
    expect(await still(infoOf(other), otherInfo)).toBe(304);
  });

  it('answers members themselves, marked private, without an ETag', async () => {
    const member = await addMember(fx);
    const response = await fx.host.api<Page>('GET', LIST, { token: member.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('answers a token that is no one\'s (made up, or logged out) with the guests\' kept copy', async () => {
    const guest = await fx.host.api<Page>('GET', LIST);
    const madeUp = await fx.host.api<Page>('GET', LIST, { token: 'not-a-token-anyone-holds' });
    expect(madeUp.status).toBe(200);
    expect(madeUp.headers.get('cache-control')).toBe('public, no-cache');
    expect(etagOf(madeUp)).toBe(etagOf(guest));
    expect(madeUp.body).toEqual(guest.body);

    const member = await addMember(fx);
    expect((await fx.host.api('GET', `${API}/user/logout`, { token: member.token })).status).toBe(200);
    const loggedOut = await fx.host.api<Page>('GET', LIST, { token: member.token, headers: { 'If-None-Match': etagOf(guest) } });
    expect(loggedOut.status).toBe(304);
    // the same token before the logout was a member's: their own answer, never the shared one
    const other = await addMember(fx);
    const own = await fx.host.api<Page>('GET', LIST, { token: other.token, headers: { 'If-None-Match': etagOf(guest) } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps one response per language', async () => {
    const english = await fx.host.api<Envelope>('GET', SITEINFO);
    const chinese = await fx.host.api<Envelope>('GET', SITEINFO, { lang: 'zh_CN' });
    expect(english.body.msg).toBe('Success.');
    expect(chinese.body.msg).toBe('成功。');
    expect((await fx.host.api<Envelope>('GET', SITEINFO)).body.msg).toBe('Success.');
  });

  it('sends a kept body compressed when the client accepts it', async () => {
    const bundle = `${API}/language/config?lang=en_US`;
    const plain = await fx.host.api<Envelope>('GET', bundle, { headers: { 'Accept-Encoding': 'identity' } });
    const compressed = await fx.host.api<Envelope>('GET', bundle, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed.body).toEqual(plain.body);
    expect(etagOf(compressed)).toBe(etagOf(plain));
  });

  it('changes site settings for guests as soon as admin saves them', async () => {
    type Login = { allow_new_registrations: boolean };
    const before = await fx.host.api<Envelope<{ login: Login }>>('GET', SITEINFO);
    expect(before.body.data.login.allow_new_registrations).toBe(true);
    const settings = await fx.host.api<Envelope<Record<string, unknown>>>('GET', '/answer/admin/api/siteinfo/login', { token: fx.site.adminToken });
    const saved = await fx.host.api('PUT', '/answer/admin/api/siteinfo/login', { token: fx.site.adminToken, body: { ...settings.body.data, allow_new_registrations: false } });
    expect(saved.status).toBe(200);
    const after = await fx.host.api<Envelope<{ login: Login }>>('GET', SITEINFO);
    expect(after.body.data.login.allow_new_registrations).toBe(false);
  });
});
