/**
 * The feeds plugin on each database: RSS 2.0 and Atom 1.0 feeds of the newest questions, the
 * unanswered ones, a tag's questions and a question's answers, each checked by a validator
 * (libxml2 against the formats' RELAX NG grammars); what a guest may not see left out; the site's
 * permalink form in the links; 404 for what does not exist and on a members-only site; one kept
 * copy for every guest until a write; and the links to them in the server-rendered pages' heads.
 */
import { load, type CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedErrors, type FeedFormat } from '../../plugins/feeds/tests/validate';
import { API_DATABASES, type Envelope } from './harness';
import { addMember, API, asked, insertTag, type Member, type QuestionInfo, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const ADM = '/answer/admin/api';
const FORMATS: readonly FeedFormat[] = ['rss', 'atom'];
const CONTENT_TYPES: Record<FeedFormat, string> = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' };

interface ReadFeed {
  status: number;
  headers: Headers;
  body: string;
}

/** A feed's items as a reader sees them, whichever the format. */
interface Item {
  title: string;
  link: string;
  id: string;
  author: string;
  date: string;
  categories: string[];
  body: string;
}

function itemsOf($: CheerioAPI, format: FeedFormat): Item[] {
  if (format === 'rss') {
    return $('item')
      .toArray()
      .map((node) => {
        const item = $(node);
        return {
          title: item.children('title').text(),
          link: item.children('link').text(),
          id: item.children('guid').text(),
          author: item.children('dc\\:creator').text(),
          date: item.children('pubDate').text(),
          categories: item.children('category').toArray().map((category) => $(category).text()),
          body: item.children('description').text(),
        };
      });
  }
  return $('entry')
    .toArray()
    .map((node) => {
      const entry = $(node);
      return {
        title: entry.children('title').text(),
        link: entry.children('link[rel=alternate]').attr('href') ?? '',
        id: entry.children('id').text(),
        author: entry.find('author > name').text(),
        date: entry.children('published').text(),
        categories: entry.children('category').toArray().map((category) => $(category).attr('label') ?? ''),
        body: entry.children('content').text() || entry.children('summary').text(),
      };
    });
}

for (const kind of API_DATABASES) {
  describe(`feeds on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    let asker: Member;
    let answerer: Member;
    let moderator: Member;
    /** Questions by name, as their author got them back. */
    const q: Record<string, QuestionInfo> = {};
    /** The answers of `q.answered` that guests see, newest first. */
    let answers: { id: string; author: string }[] = [];

    const get = async (path: string, headers: Record<string, string> = {}): Promise<ReadFeed> => {
      const response = await fetch(`${fx.host.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en-US', ...headers } });
      return { status: response.status, headers: response.headers, body: await response.text() };
    };

    /** Fetches a feed, expects it served and valid, and answers its document and items. */
    async function feed(path: string, format: FeedFormat, headers: Record<string, string> = {}) {
      const response = await get(path, headers);
      expect(response.status, `${path}: ${response.body}`).toBe(200);
      expect(response.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
      expect(await feedErrors(response.body, format), path).toEqual([]);
      const $ = load(response.body, { xml: true });
      return { $, items: itemsOf($, format), response };
    }

    const admin = <T = unknown>(method: string, path: string, body?: unknown) => fx.host.api<Envelope<T>>(method, `${ADM}${path}`, { token: fx.site.adminToken, body });
    const questionAddress = (info: QuestionInfo) => `${fx.host.url}/questions/${info.id}/${info.url_title}`;

    beforeAll(async () => {
      const goId = await insertTag(fx, 901, 'go', { display_name: 'Go' });
      await insertTag(fx, 902, 'c++', { display_name: 'C++' });
      await insertTag(fx, 903, 'golang', { main_tag_id: goId, main_tag_slug_name: 'go' });
      asker = await addMember(fx);
      answerer = await addMember(fx);
      moderator = await addMember(fx, 1, 3);

      q.answered = await asked(fx, asker, 'How do I read a file line by line in Go?', ['go'], 'Reading a large file should not load all of it at once.');
      q.deleted = await asked(fx, asker, 'A question its author deleted later', ['go']);
      q.unlisted = await asked(fx, moderator, 'A question a moderator unlisted later', ['go']);
      q.cpp = await asked(fx, answerer, 'Why does my C++ template <T> & friend fail?', ['c++'], 'The compiler says: expected <b>identifier</b> & stops.');
      q.open = await asked(fx, asker, 'How do Go channels close safely?', ['go'], 'Closing twice panics & I want to avoid that.');

      expect((await fx.host.api('DELETE', `${API}/question`, { token: asker.token, body: { id: q.deleted.id } })).status).toBe(200);
      expect((await fx.host.api('PUT', `${API}/question/operation`, { token: moderator.token, body: { id: q.unlisted.id, operation: 'hide' } })).status).toBe(200);
      for (const question of [q.answered, q.unlisted]) {
        for (const [member, content] of [
          [answerer, 'Use a **bufio.Scanner** on the file.'],
          [moderator, 'Read it in chunks with <em>io.Reader</em> & a buffer.'],
        ] as const) {
          const posted = await fx.host.api<Envelope<{ info: { id: string; user_info: { display_name: string } } }>>('POST', `${API}/answer`, { token: member.token, body: { question_id: question.id, content } });
          expect(posted.status, JSON.stringify(posted.body)).toBe(200);
          if (question === q.answered) answers.unshift({ id: posted.body.data.info.id, author: posted.body.data.info.user_info.display_name });
        }
      }
      // a third answer, deleted by its author: not in the feed
      const removed = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: asker.token, body: { question_id: q.answered.id, content: 'My own answer, which I deleted.' } });
      expect(removed.status).toBe(200);
      expect((await fx.host.api('DELETE', `${API}/answer`, { token: asker.token, body: { id: removed.body.data.info.id } })).status).toBe(200);

      // a question held for review: only its author and staff see it
      const held = await admin('PUT', '/plugin/config', { plugin_slug_name: 'reviewer_basic', config_fields: { first_posts: 0, max_links: 0, block_words: 'quarantined', ip_ranges: '', email_domains: '' } });
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      q.pending = await asked(fx, asker, 'A quarantined question waiting for review', ['go'], 'This quarantined text waits for a moderator.');
      expect(q.pending.status).toBe(11);
    });

    it('lists the newest questions a guest may see, newest first, in both formats', async () => {
      for (const format of FORMATS) {
        const { $, items } = await feed(`/feeds/questions.${format}`, format);
        expect(items.map((item) => item.title)).toEqual([q.open.title, q.cpp.title, q.answered.title]);
        const [open, cpp] = items;
        expect(open.link).toBe(questionAddress(q.open));
        expect(open.id).toBe(`${fx.host.url}/questions/${q.open.id}`);
        expect(open.author).toBe(q.open.user_info?.display_name);
        expect(open.categories).toEqual(['Go']);
        expect(cpp.categories).toEqual(['C++']);
        // the excerpt is text: its markup characters come back as text, never as elements
        if (format === 'rss') expect(cpp.body).toBe('The compiler says: expected &lt;b&gt;identifier&lt;/b&gt; &amp; stops.');
        else expect(cpp.body).toBe('The compiler says: expected <b>identifier</b> & stops.');
        const title = format === 'rss' ? $('channel > title').text() : $('feed > title').text();
        expect(title).toBe('Newest questions - Answer Test');
        const self = format === 'rss' ? $('channel > atom\\:link[rel=self]').attr('href') : $('feed > link[rel=self]').attr('href');
        expect(self).toBe(`${fx.host.url}/feeds/questions.${format}`);
      }
      const { items } = await feed('/feeds/questions.rss', 'rss');
      expect(items[0].date).toBe(new Date(q.open.create_time * 1000).toUTCString());
      const atom = await feed('/feeds/questions.atom', 'atom');
      expect(atom.items[0].date).toBe(new Date(q.open.create_time * 1000).toISOString().replace('.000Z', 'Z'));
    });

    it('lists only the questions without an answer in the unanswered feed', async () => {
      for (const format of FORMATS) {
        const { items } = await feed(`/feeds/unanswered.${format}`, format);
        expect(items.map((item) => item.title)).toEqual([q.open.title, q.cpp.title]);
      }
    });

    it("lists a tag's questions, with tags of any spelling, and sends synonyms to the main tag", async () => {
      for (const format of FORMATS) {
        const go = await feed(`/feeds/tags/go.${format}`, format);
        expect(go.items.map((item) => item.title)).toEqual([q.open.title, q.answered.title]);
        const cpp = await feed(`/feeds/tags/c%2B%2B.${format}`, format);
        expect(cpp.items.map((item) => item.title)).toEqual([q.cpp.title]);
        const title = format === 'rss' ? cpp.$('channel > title').text() : cpp.$('feed > title').text();
        expect(title).toBe('Questions tagged C++ - Answer Test');
        for (const other of ['golang', 'GO']) {
          const moved = await get(`/feeds/tags/${other}.${format}`);
          expect(moved.status).toBe(301);
          expect(moved.headers.get('location')).toBe(`/feeds/tags/go.${format}`);
        }
      }
    });

    it("lists a question's answers newest first with their HTML, the deleted one left out", async () => {
      for (const format of FORMATS) {
        const { $, items } = await feed(`/feeds/questions/${q.answered.id}/answers.${format}`, format);
        expect(items.map((item) => item.link)).toEqual(answers.map(({ id }) => `${questionAddress(q.answered)}/${id}`));
        expect(items.map((item) => item.id)).toEqual(answers.map(({ id }) => `${fx.host.url}/questions/${q.answered.id}/${id}`));
        expect(items.map((item) => [item.title, item.author])).toEqual(answers.map(({ author }) => [`Answer by ${author}`, author]));
        expect(items[1].body).toContain('<strong>bufio.Scanner</strong>');
        expect(items[0].body).toContain('&amp; a buffer');
        expect(items.every((item) => item.categories.join() === 'Go')).toBe(true);
        const title = format === 'rss' ? $('channel > title').text() : $('feed > title').text();
        expect(title).toBe(`Answers to "${q.answered.title}" - Answer Test`);
        const link = format === 'rss' ? $('channel > link').text() : $('feed > link[rel=alternate][type="text/html"]').attr('href');
        expect(link).toBe(questionAddress(q.answered));
      }
      // an unlisted question is still reachable by its address, and so are its answers
      expect((await feed(`/feeds/questions/${q.unlisted.id}/answers.rss`, 'rss')).items).toHaveLength(2);
    });

    it('leaves deleted, unlisted and waiting questions out of every list', async () => {
      const hidden = [q.deleted.title, q.unlisted.title, q.pending.title];
      for (const path of ['/feeds/questions', '/feeds/unanswered', '/feeds/tags/go']) {
        for (const format of FORMATS) {
          const { response } = await feed(`${path}.${format}`, format);
          for (const title of hidden) expect(response.body, `${path}.${format}`).not.toContain(title);
        }
      }
    });

    it('answers 404 in plain text for what does not exist or a guest may not see', async () => {
      const missing = [
        '/feeds/tags/no-such-tag.rss',
        '/feeds/tags/go.xml',
        `/feeds/questions/${q.deleted.id}/answers.rss`,
        `/feeds/questions/${q.pending.id}/answers.atom`,
        '/feeds/questions/10010000000999999/answers.rss',
        '/feeds/questions/not-an-id/answers.rss',
      ];
      for (const path of missing) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
        expect(response.body, path).toBe('There is no such feed.');
      }
    });

    it('follows the permalink form of the site in every link', async () => {
      const seo = await admin<{ permalink: number; robots: string }>('GET', '/siteinfo/seo');
      expect((await admin('PUT', '/siteinfo/seo', { ...seo.body.data, permalink: 2 })).status).toBe(200);
      try {
        const { items } = await feed('/feeds/questions.atom', 'atom');
        expect(items[0].link).toBe(`${fx.host.url}/questions/${q.open.id}`);
        const answerFeed = await feed(`/feeds/questions/${q.answered.id}/answers.rss`, 'rss');
        expect(answerFeed.items[0].link).toBe(`${fx.host.url}/questions/${q.answered.id}/${answers[0].id}`);
      } finally {
        expect((await admin('PUT', '/siteinfo/seo', { ...seo.body.data, permalink: 1 })).status).toBe(200);
      }
    });

    it('speaks the language of the request', async () => {
      const { $ } = await feed('/feeds/unanswered.rss', 'rss', { 'accept-language': 'zh-CN' });
      expect($('channel > title').text()).toBe('未回答的问题 - Answer Test');
      expect($('channel > language').text()).toBe('zh-CN');
    });

    it('keeps one copy for every guest until a write changes what it shows', async () => {
      const first = await get('/feeds/questions.rss');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      expect((await get('/feeds/questions.rss', { 'if-none-match': etag ?? '' })).status).toBe(304);
      const later = await asked(fx, answerer, 'A question asked after the feed was kept', ['go']);
      const { items } = await feed('/feeds/questions.rss', 'rss', { 'if-none-match': etag ?? '' });
      expect(items[0].title).toBe(later.title);
    });

    it('names its feeds in the heads of the pages they follow', async () => {
      const hrefs = async (path: string) => {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        const $ = load(page.body);
        return $('head link[rel=alternate]')
          .toArray()
          .map((link) => [$(link).attr('type'), $(link).attr('href'), $(link).attr('title')]);
      };
      expect(await hrefs('/questions')).toEqual([
        ['application/rss+xml', `${fx.host.url}/feeds/questions.rss`, 'Newest questions (RSS)'],
        ['application/atom+xml', `${fx.host.url}/feeds/questions.atom`, 'Newest questions (Atom)'],
        ['application/rss+xml', `${fx.host.url}/feeds/unanswered.rss`, 'Unanswered questions (RSS)'],
        ['application/atom+xml', `${fx.host.url}/feeds/unanswered.atom`, 'Unanswered questions (Atom)'],
      ]);
      const onQuestion = await hrefs(`/questions/${q.answered.id}/${q.answered.url_title}`);
      expect(onQuestion.map(([, href]) => href)).toEqual([`${fx.host.url}/feeds/questions/${q.answered.id}/answers.rss`, `${fx.host.url}/feeds/questions/${q.answered.id}/answers.atom`]);
      const onTag = await hrefs('/tags/go');
      expect(onTag.map(([, href, title]) => [href, title])).toEqual([
        [`${fx.host.url}/feeds/tags/go.rss`, 'Questions tagged go (RSS)'],
        [`${fx.host.url}/feeds/tags/go.atom`, 'Questions tagged go (Atom)'],
      ]);
      // every named feed exists
      for (const [type, href] of [...(await hrefs('/questions')), ...onQuestion, ...onTag]) {
        const format: FeedFormat = type === 'application/rss+xml' ? 'rss' : 'atom';
        await feed(String(href).slice(fx.host.url.length), format);
      }
    });

    it('asks readers to come back later while the site is in maintenance', async () => {
      expect((await admin('PUT', '/siteinfo/maintenance', { enabled: true })).status).toBe(200);
      try {
        const response = await get('/feeds/questions.atom');
        expect(response.status).toBe(503);
        expect(response.body).toBe('The feed cannot be read right now. Please try again later.');
      } finally {
        expect((await admin('PUT', '/siteinfo/maintenance', { enabled: false })).status).toBe(200);
      }
      await feed('/feeds/questions.atom', 'atom');
    });

    it('has no feed while the site is for members only', async () => {
      expect((await admin('PUT', '/siteinfo/login', { login_required: true })).status).toBe(200);
      try {
        for (const path of ['/feeds/questions.rss', '/feeds/unanswered.atom', '/feeds/tags/go.rss', `/feeds/questions/${q.answered.id}/answers.atom`]) {
          const response = await get(path);
          expect(response.status, path).toBe(404);
          expect(response.body).not.toContain(q.answered.title);
        }
      } finally {
        expect((await admin('PUT', '/siteinfo/login', { login_required: false })).status).toBe(200);
      }
      await feed('/feeds/questions.rss', 'rss');
    });
  });
}
