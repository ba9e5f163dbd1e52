/**
 * The questions plugin's pages as a crawler or a reader without scripts gets them: the question
 * list, the question page with its answers (the accepted one marked), the tag list, their heads and
 * QAPage data, the 301s to the permalink form of every permalink setting, hidden questions absent,
 * the reads that travel with the page, the views a visit counts, and the sitemap's questions.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortId } from '../../sdk/shared/ids';
import { API_DATABASES, type Envelope } from './harness';
import { API, addMember, asked, info, type Member, type QuestionInfo, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';

const ADM = '/answer/admin/api';
const TITLE = 'Why does my </script><script>alert(1)</script> tag never run?';
const SLUG = 'why-does-my-script-script-alert-1-script-tag-never-run';
const BODY = 'I put a script element into the page with innerHTML and nothing happens at all, not even an error.';

interface AnswerTables {
  question: { id: string; status: number; view_count: number };
}

interface QaPage {
  '@type': string;
  mainEntity: {
    name: string;
    text: string;
    answerCount: number;
    upvoteCount: number;
    dateCreated: string;
    author: { '@type': string; name: string; url: string };
    acceptedAnswer?: { text: string; url: string; upvoteCount: number; author: { name: string } };
    suggestedAnswer: { text: string; url: string }[];
  };
}

let titles = 0;

for (const kind of API_DATABASES) {
  describe(`the questions plugin's server-rendered pages on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const rows = () => fx.db as unknown as Kysely<AnswerTables>;
    let asker: Member;
    let answerer: Member;
    let other: Member;
    let moderator: Member;
    let question: QuestionInfo;
    let accepted = '';
    let suggested = '';

    const page = (path: string) => fetch(`${fx.host.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en-US' } });
    const html = async (path: string): Promise<{ response: Response; $: CheerioAPI }> => {
      const response = await page(path);
      return { response, $: load(await response.text()) };
    };
    const answer = async (member: Member, questionId: string, content: string) => {
      const response = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: member.token, body: { question_id: questionId, content } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.info.id;
    };
    const setPermalink = async (permalink: number) => {
      const saved = await fx.host.api('PUT', `${ADM}/siteinfo/seo`, { token: fx.site.adminToken, body: { permalink, robots: 'User-agent: *' } });
      expect(saved.status).toBe(200);
    };
    const listed = ($: CheerioAPI) =>
      $('#answer-ssr [data-question-id]')
        .map((_, element) => $(element).attr('data-question-id'))
        .get();
    const fresh = (by: Member) => asked(fx, by, `A question about server pages number ${(titles += 1)}`);

    beforeAll(async () => {
      asker = await addMember(fx, 1);
      answerer = await addMember(fx, 1);
      other = await addMember(fx, 1);
      moderator = await addMember(fx, 1, 3);
      question = await asked(fx, asker, TITLE, ['support'], BODY);
      suggested = await answer(other, question.id, 'Load it as a module script instead, then it runs once the page is parsed.');
      accepted = await answer(answerer, question.id, 'Scripts added through innerHTML never run: create the element with createElement instead.');
      const acceptance = await fx.host.api('POST', `${API}/answer/acceptance`, { token: asker.token, body: { question_id: question.id, answer_id: accepted } });
      expect(acceptance.status).toBe(200);
    });

    it('renders the question with its answers, the accepted one first and marked', async () => {
      const { response, $ } = await html(`/questions/${question.id}/${SLUG}`);
      expect(response.status).toBe(200);
      const main = $('#answer-ssr main');
      expect(main.find('h1').text()).toBe(TITLE);
      expect(main.find('.question-detail .fmt').text()).toContain('nothing happens at all');
      expect(main.find('.question-detail a.badge').attr('href')).toBe('/tags/support');
      expect(main.find('[data-testid=answer-count]').text()).toBe('2 answers');
      const answers = main.find('[data-answer-id]');
      expect(answers.map((_, element) => $(element).attr('data-answer-id')).get()).toEqual([accepted, suggested]);
      expect(answers.eq(0).find('[data-testid=accepted-answer]').text()).toContain('Accepted answer');
      expect(answers.eq(0).text()).toContain('createElement');
      expect(answers.eq(1).find('[data-testid=accepted-answer]').length).toBe(0);
      // the title is text everywhere: no element came out of it
      expect($('#answer-ssr script').length).toBe(0);
    });

    it('writes the head and the QAPage data from the question', async () => {
      const { $ } = await html(`/questions/${question.id}/${SLUG}`);
      const canonical = `${fx.host.url}/questions/${question.id}/${SLUG}`;
      expect($('title').text()).toBe(`${TITLE} - Answer Test`);
      expect($('meta[name=description]').attr('content')).toBe(BODY);
      expect($('meta[name=keywords]').attr('content')).toBe('support');
      expect($('link[rel=canonical]').attr('href')).toBe(canonical);
      expect($('meta[property="og:type"]').attr('content')).toBe('article');
      expect($('meta[property="og:url"]').attr('content')).toBe(canonical);
      expect($('meta[name=robots]').length).toBe(0);
      const scripts = $('script[type="application/ld+json"]');
      expect(scripts.length).toBe(1);
      // the title's closing tag cannot end the script element early
      expect(scripts.html()).not.toContain('</script');
      const ld = JSON.parse(scripts.text()) as QaPage;
      expect(ld['@type']).toBe('QAPage');
      expect(ld.mainEntity.name).toBe(TITLE);
      expect(ld.mainEntity.text).toContain('nothing happens at all');
      expect(ld.mainEntity.answerCount).toBe(2);
      expect(ld.mainEntity.upvoteCount).toBe(0);
      expect(ld.mainEntity.dateCreated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(ld.mainEntity.author['@type']).toBe('Person');
      expect(ld.mainEntity.author.url).toMatch(new RegExp(`^${fx.host.url}/users/`));
      expect(ld.mainEntity.acceptedAnswer?.url).toBe(`${canonical}/${accepted}`);
      expect(ld.mainEntity.acceptedAnswer?.text).toContain('createElement');
      expect(ld.mainEntity.suggestedAnswer.map((item) => item.url)).toEqual([`${canonical}/${suggested}`]);
    });

    it('sends the reads the page was made from, as the browser asks them', async () => {
      const { $ } = await html(`/questions/${question.id}/${SLUG}`);
      const preload = Object.keys(JSON.parse($('#answer-preload').text()) as Record<string, unknown>);
      expect(preload).toContain(`${API}/question/info?id=${question.id}`);
      expect(preload).toContain(`${API}/answer/page?order=default&page=1&page_size=15&question_id=${question.id}`);
      for (const id of [question.id, accepted, suggested]) expect(preload).toContain(`${API}/comment/page?object_id=${id}&page=1&page_size=3`);
    });

    it('answers other address forms with 301 to the permalink of each permalink setting', async () => {
      const short = shortId(question.id);
      const shortAccepted = shortId(accepted);
      const cases: [number, string, string | null][] = [
        [1, `/questions/${question.id}`, `/questions/${question.id}/${SLUG}`],
        [1, `/questions/${question.id}/an-old-title?share=x`, `/questions/${question.id}/${SLUG}?share=x`],
        [1, `/questions/${short}/${SLUG}`, `/questions/${question.id}/${SLUG}`],
        [1, `/questions/${question.id}/${accepted}`, `/questions/${question.id}/${SLUG}/${accepted}`],
        [1, `/questions/${question.id}/${SLUG}/${accepted}`, null],
        [2, `/questions/${question.id}/${SLUG}`, `/questions/${question.id}`],
        [2, `/questions/${short}`, `/questions/${question.id}`],
        [2, `/questions/${question.id}/${accepted}`, null],
        [3, `/questions/${question.id}/${SLUG}`, `/questions/${short}/${SLUG}`],
        [3, `/questions/${short}/${SLUG}/${accepted}`, `/questions/${short}/${SLUG}/${shortAccepted}`],
        [3, `/questions/${short}/${SLUG}`, null],
        [4, `/questions/${question.id}`, `/questions/${short}`],
        [4, `/questions/${short}/${SLUG}`, `/questions/${short}`],
        [4, `/questions/${short}`, null],
      ];
      try {
        for (const [permalink, path, location] of cases) {
          await setPermalink(permalink);
          const response = await page(path);
          if (location === null) {
            expect(response.status, `${permalink} ${path}`).toBe(200);
            expect(load(await response.text())('#answer-ssr h1').text()).toBe(TITLE);
          } else {
            expect(response.status, `${permalink} ${path}`).toBe(301);
            expect(response.headers.get('location'), `${permalink} ${path}`).toBe(location);
          }
        }
        // the head and the list follow the setting too
        const { $ } = await html(`/questions/${short}`);
        expect($('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/questions/${short}`);
        const list = await html('/questions');
        expect(list.$(`#answer-ssr [data-question-id=${question.id}] h2 a`).attr('href')).toBe(`/questions/${short}`);
      } finally {
        await setPermalink(1);
      }
    });

    it('finds no page for unknown ids, what is no question id, and questions guests may not see', async () => {
      expect((await page('/questions/10010000000099999')).status).toBe(404);
      expect((await page(`/questions/${accepted}`)).status).toBe(404);
      expect((await page('/questions/no-such-thing')).status).toBe(404);

      const deleted = await fresh(other);
      const removed = await fx.host.api('DELETE', `${API}/question`, { token: other.token, body: { id: deleted.id } });
      expect(removed.status).toBe(200);
      const pending = await fresh(other);
      // held for review, as the reviewer plugins leave a question they hold
      await rows().updateTable('question').set({ status: 11 }).where('id', '=', pending.id).execute();
      for (const hidden of [deleted, pending]) {
        expect((await page(`/questions/${hidden.id}/${hidden.url_title}`)).status, hidden.title).toBe(404);
      }
      const list = await html('/questions');
      expect(listed(list.$)).not.toContain(deleted.id);
      expect(listed(list.$)).not.toContain(pending.id);
      expect(listed(list.$)).toContain(question.id);
    });

    it('keeps an unlisted question readable but out of search engines, the lists and the sitemap', async () => {
      const unlisted = await fresh(asker);
      const hidden = await fx.host.api('PUT', `${API}/question/operation`, { token: moderator.token, body: { id: unlisted.id, operation: 'hide' } });
      expect(hidden.status).toBe(200);
      const { response, $ } = await html(`/questions/${unlisted.id}/${unlisted.url_title}`);
      expect(response.status).toBe(200);
      expect($('meta[name=robots]').attr('content')).toBe('noindex');
      expect(listed((await html('/questions')).$)).not.toContain(unlisted.id);
      expect(await (await page('/sitemap.xml')).text()).not.toContain(unlisted.id);
    });

    it('counts one view per visit, kept copies included, and none for the page\'s own reads or a redirect', async () => {
      const viewed = await fresh(asker);
      const path = `/questions/${viewed.id}/${viewed.url_title}`;
      expect((await page(path)).status).toBe(200);
      // the second visit is answered from the kept copy
      expect((await page(path)).status).toBe(200);
      expect((await page(`/questions/${viewed.id}`)).status).toBe(301);
      const stored = async () => Number((await rows().selectFrom('question').select('view_count').where('id', '=', viewed.id).executeTakeFirstOrThrow()).view_count);
      await expect.poll(stored, { timeout: 15_000 }).toBe(2);
      // a member's own read counts one more, and nothing else is still waiting to be written
      const read = await info(fx, viewed.id, answerer.token);
      expect(read.body.data.view_count).toBe(3);
    });

    it('lists questions with links, counts and marks, and pages through them', async () => {
      const bulk = await addMember(fx, 1);
      // enough for a second page of 20
      for (let i = 0; i < 20; i += 1) await fresh(bulk);
      const { response, $ } = await html('/questions');
      expect(response.status).toBe(200);
      expect($('title').text()).toBe('Questions - Answer Test');
      expect($('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/questions`);
      const items = $('#answer-ssr [data-question-id]');
      expect(items.length).toBe(20);
      expect($('#answer-ssr .pagination a[rel=next]').attr('href')).toBe('/questions?page=2');
      const preload = Object.keys(JSON.parse($('#answer-preload').text()) as Record<string, unknown>);
      expect(preload).toContain(`${API}/question/page?order=newest&page=1&page_size=20`);

      const second = await html('/questions?page=2');
      expect(second.$('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/questions?page=2`);
      const item = second.$(`#answer-ssr [data-question-id=${question.id}]`);
      expect(item.find('h2 a').text()).toBe(TITLE);
      expect(item.find('h2 a').attr('href')).toBe(`/questions/${question.id}/${SLUG}`);
      expect(item.find('a.badge').attr('href')).toBe('/tags/support');
      expect(item.find('[data-testid=has-accepted]').length).toBe(1);
      expect(item.text()).toContain('2 answers');
      expect(second.$('#answer-ssr .pagination a[rel=prev]').attr('href')).toBe('/questions');

      const ordered = await html('/questions?order=score&page=2');
      expect(ordered.$('#answer-ssr .pagination a[rel=prev]').attr('href')).toBe('/questions?order=score');
      expect(ordered.$('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/questions?page=2`);

      const home = await html('/');
      expect(home.$('title').text()).toBe('Answer Test');
      expect(home.$('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/`);
      expect(home.$('#answer-ssr .pagination a[rel=next]').attr('href')).toBe('/?page=2');
    });

    it('answers a page far past the end with an empty list, and a page that is no number with the first', async () => {
      const huge = await html('/questions?page=99999999');
      expect(huge.response.status).toBe(200);
      expect(listed(huge.$)).toEqual([]);
      expect(huge.$('#answer-ssr [data-testid=questions-empty]').length).toBe(1);
      for (const path of ['/questions?page=abc', '/questions?page=-3']) {
        const { response, $ } = await html(path);
        expect(response.status, path).toBe(200);
        expect(listed($).length, path).toBeGreaterThan(0);
      }
    });

    it('renders the tag list with names, descriptions, question counts and page links', async () => {
      const { response, $ } = await html('/tags');
      expect(response.status).toBe(200);
      expect($('title').text()).toBe('Tags - Answer Test');
      expect($('link[rel=canonical]').attr('href')).toBe(`${fx.host.url}/tags`);
      const card = $('#answer-ssr [data-testid=tag-card][data-tag=support]');
      expect(card.find('a.badge').attr('href')).toBe('/tags/support');
      expect(card.find('[data-testid=tag-questions]').text()).toMatch(/^\d+ questions?$/);
      const preload = Object.keys(JSON.parse($('#answer-preload').text()) as Record<string, unknown>);
      expect(preload).toContain(`${API}/tags/page?page=1&page_size=24&query_cond=popular`);
      const huge = await html('/tags?page=99999999');
      expect(huge.response.status).toBe(200);
      expect(huge.$('#answer-ssr [data-testid=tag-card]').length).toBe(0);
    });

    it('lists every question a guest can see in the sitemap, at its permalink', async () => {
      const deleted = await fresh(other);
      expect((await fx.host.api('DELETE', `${API}/question`, { token: other.token, body: { id: deleted.id } })).status).toBe(200);
      const response = await page('/sitemap.xml');
      expect(response.status).toBe(200);
      const $x = load(await response.text(), { xml: true });
      const urls = $x('urlset > url')
        .map((_, element) => ({ loc: $x(element).find('loc').text(), lastmod: $x(element).find('lastmod').text() }))
        .get();
      const entry = urls.find((url) => url.loc === `${fx.host.url}/questions/${question.id}/${SLUG}`);
      expect(entry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(urls.some((url) => url.loc.includes(deleted.id))).toBe(false);
    });
  });
}
