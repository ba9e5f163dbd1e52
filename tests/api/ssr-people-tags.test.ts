/**
 * The tag page, member profiles, the badges page and the legal pages as the server renders them
 * for readers without scripts, crawlers and link previews: their content (names full of markup
 * shown as text), heads, 404s for what does not exist, synonyms sent to their main tag, the reads
 * that travel with the page for the app to take over, kept pages dropped by the writes that
 * change them, and the tag and profile addresses of the sitemap. Members sign up and activate by
 * mail, as people do.
 */
import { load, type CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { badgeNamed, setStatus as setBadgeStatus } from './badges-support';
import { API_DATABASES, type Envelope } from './harness';
import { asked, type Fixture, type Tables } from './questions-support';
import { admin, call, createTag, tagIdOf } from './tags-write-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';

const API = '/answer/api/v1';
const ADM = '/answer/admin/api';
/** A tag name and a member name full of markup: pages show them as text. */
const TAG_NAME = 'Gopher <b>Go</b>';
const MEMBER_NAME = '<i>Ann</i> & "co"';

for (const kind of API_DATABASES) {
  describe(`server-rendered tag, profile, badge and legal pages on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let ann: Person;
    let bea: Person;
    let gone: Person;
    let questionId: string;

    const page = (path: string, headers: Record<string, string> = {}) => fetch(`${fx.host.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en-US', ...headers } });
    const html = async (path: string, headers: Record<string, string> = {}): Promise<{ response: Response; $: CheerioAPI }> => {
      const response = await page(path, headers);
      return { response, $: load(await response.text()) };
    };
    const preloadOf = ($: CheerioAPI) => JSON.parse($('#answer-preload').text()) as Record<string, unknown>;
    /** What the API answers a guest, to compare with what travelled with the page. */
    const guestRead = async (address: string) => (await fx.host.api<Envelope>('GET', address, { lang: 'en_US' })).body.data;

    beforeAll(async () => {
      ann = await u.signedUp(site, mailbox(), 'Ann Writer');
      bea = await u.signedUp(site, mailbox(), 'Bea Reader');
      await createTag(fx, admin(fx), 'gopher', TAG_NAME, 'All about **gophers** and their burrows.');
      questionId = (await asked(fx, ann, 'How deep do gophers dig their burrows?', ['gopher'])).id;
      const answerId = await u.answer(fx, bea, questionId, 'Two metres, sometimes more, depending on the soil.');
      await u.accept(fx, ann, questionId, answerId);
      const saved = await fx.host.api<Envelope>('PUT', `${API}/user/info`, {
        token: ann.token,
        body: { display_name: MEMBER_NAME, username: ann.username, bio: 'I study **gophers**.', website: 'https://ann.example/home', location: 'Lisbon <PT>', avatar: { type: 'gravatar', gravatar: '', custom: '' } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    });

    it('renders a tag with its description, counts and questions, its reads travelling with it', async () => {
      const { response, $ } = await html('/tags/gopher');
      expect(response.status).toBe(200);
      const main = $('#answer-ssr main');
      expect(main.find('h1').text()).toBe(TAG_NAME);
      expect(main.find('[data-testid=tag-description] strong').text()).toBe('gophers');
      expect(main.find('[data-testid=tag-question-total]').text()).toBe('1 question');
      expect(main.find('[data-question-id] h3 a').text()).toBe('How deep do gophers dig their burrows?');
      expect(main.find(`a[href="/users/${ann.username}"]`).text()).toBe(MEMBER_NAME);
      expect($('title').text()).toBe(`${TAG_NAME} - Answer Test`);
      expect($('meta[name=description]').attr('content')).toBe('All about gophers and their burrows.');
      expect($('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/tags/gopher`);
      const preload = preloadOf($);
      const tagRead = `${API}/tag?name=gopher`;
      const listRead = `${API}/question/page?order=newest&page=1&page_size=20&tag=gopher`;
      expect(Object.keys(preload)).toEqual(expect.arrayContaining([tagRead, listRead]));
      expect(preload[tagRead]).toEqual(await guestRead(tagRead));
      expect(preload[listRead]).toEqual(await guestRead(listRead));
    });

    it('pages the tag\'s questions, a page past the end empty but there', async () => {
      const second = await html('/tags/gopher?page=2&order=score');
      expect(second.response.status).toBe(200);
      expect(second.$('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/tags/gopher?page=2`);
      expect(second.$('#answer-ssr [data-question-id]').length).toBe(0);
      expect(second.$('#answer-ssr [data-testid=questions-empty] a').attr('href')).toBe('/tags/gopher?order=score');
      const far = await html('/tags/gopher?page=99999999999');
      expect(far.response.status).toBe(200);
      expect(far.$('#answer-ssr h1').text()).toBe(TAG_NAME);
    });

    it('sends a synonym to its main tag, and answers an unknown tag with the 404 page', async () => {
      const tagId = await tagIdOf(fx, 'gopher');
      const saved = await call(fx, 'PUT', '/tag/synonym', admin(fx), { tag_id: tagId, synonym_tag_list: [{ slug_name: 'gophers' }] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const moved = await page('/tags/gophers?order=score');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/tags/gopher?order=score');
      const { $ } = await html('/tags/gopher');
      expect($('#answer-ssr [data-testid=tag-synonyms]').text()).toContain('gophers');
      expect($('meta[name=keywords]').attr('content')).toBe('gopher,gophers');
      const unknown = await html('/tags/no-such-tag');
      expect(unknown.response.status).toBe(404);
      expect(unknown.$('meta[name=robots]').attr('content')).toBe('noindex');
      // the create form is its own page, the app's alone
      const create = await html('/tags/create');
      expect(create.response.status).toBe(200);
      expect(create.$('#answer-ssr').length).toBe(0);
    });

    it('renders a member\'s profile as a guest sees its overview', async () => {
      const { response, $ } = await html(`/users/${ann.username}`);
      expect(response.status).toBe(200);
      const main = $('#answer-ssr main');
      expect(main.find('h1').text()).toBe(MEMBER_NAME);
      expect(main.text()).toContain(`@${ann.username}`);
      const avatar = main.find('img[data-testid=profile-avatar]');
      expect(avatar.attr('alt')).toBe(MEMBER_NAME);
      expect(avatar.attr('src')).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\//);
      expect(main.find('[data-testid=profile-bio] strong').text()).toBe('gophers');
      expect(main.find('[data-testid=profile-location]').text()).toContain('Lisbon <PT>');
      const website = main.find('[data-testid=profile-website]');
      expect(website.attr('href')).toBe('https://ann.example/home');
      expect(website.attr('rel')).toContain('nofollow ugc');
      expect(main.find('[data-testid=profile-joined] time').attr('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(main.find('[data-testid=top-questions] li a').text()).toBe('How deep do gophers dig their burrows?');
      expect($('title').text()).toBe(`${MEMBER_NAME} (${ann.username}) - Answer Test`);
      expect($('meta[name=description]').attr('content')).toBe('I study gophers.');
      expect($('meta[property="og:type"]').attr('content')).toBe('profile');
      expect($('meta[property="og:image"]').attr('content')).toBe(avatar.attr('src'));
      expect($('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/users/${ann.username}`);
      const structured = JSON.parse($('script[type="application/ld+json"]').text()) as { '@type': string; mainEntity: { name: string } };
      expect(structured).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: MEMBER_NAME } });
      const preload = preloadOf($);
      const infoRead = `${API}/personal/user/info?username=${ann.username}`;
      const topRead = `${API}/personal/qa/top?username=${ann.username}`;
      expect(preload[infoRead]).toEqual(await guestRead(infoRead));
      expect(preload[topRead]).toEqual(await guestRead(topRead));
      const answerer = await html(`/users/${bea.username}`);
      // no picture chosen: her initial, and the site's icon for link previews
      expect(answerer.$('#answer-ssr img[data-testid=profile-avatar]').length).toBe(0);
      expect(answerer.$('meta[property="og:image"]').attr('content')).not.toContain('gravatar');
      expect(answerer.$('#answer-ssr [data-testid=top-answers]').text()).toContain('How deep do gophers dig their burrows?');
      expect(answerer.$('#answer-ssr [data-testid=top-answers]').text()).toContain('Accepted');
    });

    it('answers unknown and deleted members with the 404 page', async () => {
      gone = await u.signedUp(site, mailbox(), 'Gone Soon');
      expect((await page(`/users/${gone.username}`)).status).toBe(200);
      await u.setStatus(fx, gone, 'deleted');
      const deleted = await html(`/users/${gone.username}`);
      expect(deleted.response.status).toBe(404);
      expect(deleted.$('#answer-ssr').text()).not.toContain('Gone Soon');
      expect((await page('/users/nobody-of-that-name')).status).toBe(404);
    });

    it('renders the badges with their award counts, dropped when an award or the admin changes them', async () => {
      const first = await html('/badges');
      expect(first.response.status).toBe(200);
      expect(first.$('title').text()).toBe('Badges - Answer Test');
      const cardOf = ($: CheerioAPI, name: string) => $('#answer-ssr [data-testid=badge-card]').filter((_, element) => $(element).find('h3').text() === name);
      // Ann earned Autobiographer for her bio
      expect(cardOf(first.$, 'Autobiographer').find('[data-testid=badge-awarded]').text()).toBe('1 awarded');
      expect(cardOf(first.$, 'First Reaction').find('[data-testid=badge-awarded]').text()).toBe('0 awarded');
      // kept for the next guest
      expect((await page('/badges', { 'if-none-match': first.response.headers.get('etag') ?? '' })).status).toBe(304);
      // a reaction drops only its post's kept responses, and the badges page for the award it earns
      const reacted = await fx.host.api('PUT', `${API}/meta/reaction`, { token: bea.token, body: { object_id: questionId, emoji: 'heart', reaction: 'activate' } });
      expect(reacted.status, JSON.stringify(reacted.body)).toBe(200);
      expect(cardOf((await html('/badges')).$, 'First Reaction').find('[data-testid=badge-awarded]').text()).toBe('1 awarded');
      // a badge switched off leaves the page at once
      const niceQuestion = await badgeNamed(fx, 'nice_question');
      expect((await setBadgeStatus(fx, niceQuestion, 'inactive')).status).toBe(200);
      try {
        expect(cardOf((await html('/badges')).$, 'Nice Question').length).toBe(0);
      } finally {
        expect((await setBadgeStatus(fx, niceQuestion, 'active')).status).toBe(200);
      }
      expect(Object.keys(preloadOf(first.$))).toContain(`${API}/badges`);
    });

    it('renders the terms the admin wrote, and says so when a text is empty', async () => {
      const saved = await fx.host.api<Envelope>('PUT', `${ADM}/siteinfo/legal`, {
        token: fx.site.adminToken,
        body: { terms_of_service_original_text: '# House rules\n\nBe **kind** <script>alert(1)</script>', privacy_policy_original_text: '', external_content_display: 'always_display' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const terms = await html('/tos');
      expect(terms.response.status).toBe(200);
      expect(terms.$('#answer-ssr main h1').first().text()).toBe('Terms of service');
      expect(terms.$('#answer-ssr [data-testid=legal-text] strong').text()).toBe('kind');
      expect(terms.$('#answer-ssr script').length).toBe(0);
      expect(terms.$('title').text()).toBe('Terms of service - Answer Test');
      expect(terms.$('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/tos`);
      expect(terms.$('meta[name=robots]').length).toBe(0);
      const privacy = await html('/privacy', { 'accept-language': 'zh-CN' });
      expect(privacy.response.status).toBe(200);
      expect(privacy.$('#answer-ssr [data-testid=legal-empty]').text()).toBe('本站尚未发布隐私政策。');
      expect(privacy.$('title').text()).toBe('隐私政策 - Answer Test');
      expect(privacy.$('meta[name=robots]').attr('content')).toBe('noindex');
    });

    it('lists live main tags and active members in the sitemap', async () => {
      const waiting = await u.notActivated(site, 'Not Yet Active');
      const response = await page('/sitemap.xml');
      expect(response.status).toBe(200);
      const $x = load(await response.text(), { xml: true });
      const locations = $x('urlset > url > loc')
        .map((_, element) => $x(element).text())
        .get();
      expect(locations).toContain(`${fx.host.url}/tags/gopher`);
      expect(locations).not.toContain(`${fx.host.url}/tags/gophers`);
      expect(locations).toContain(`${fx.host.url}/users/${ann.username}`);
      expect(locations).toContain(`${fx.host.url}/users/${bea.username}`);
      expect(locations).not.toContain(`${fx.host.url}/users/${waiting.username}`);
      expect(locations).not.toContain(`${fx.host.url}/users/${gone.username}`);
    });
  });
}
