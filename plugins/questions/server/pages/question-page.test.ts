import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { shortId, type ApiQuery, type PageRendered, type PageResult, type PermalinkMode } from '@answer/sdk/server';
import type { QuestionInfo } from '../question-info';
import { fakePageRequest, type ApiHandler } from './page-request.fixture';
import type { QaPageJsonLd } from './question-head';
import { renderQuestionPage } from './question-page';
import type { AnswerItem, CommentPageData } from './question-wire';

const QID = '10010000000000042';
const A1 = '10020000000000007';
const A2 = '10020000000000008';
const SLUG = 'why-does-my-script-tag-not-run';
const TITLE = 'Why does my <script> tag </script> not run?';

const author = (username: string, display_name: string) => ({ id: username, username, display_name, avatar: '', rank: 12, status: 'normal', website: '', location: '', language: '', suspended_until: 0 });

function question(overrides: Partial<QuestionInfo> = {}): QuestionInfo {
  return {
    id: QID,
    title: TITLE,
    url_title: SLUG,
    description: '',
    status: 1,
    pin: 1,
    show: 1,
    view_count: 41,
    unique_view_count: 3,
    vote_count: 5,
    answer_count: 2,
    collection_count: 0,
    follow_count: 0,
    accepted_answer_id: A2,
    last_answer_id: A2,
    content: 'body',
    html: '<p>I put a <code>&lt;script&gt;</code> element in the page and nothing happens.</p>',
    tags: [
      { slug_name: 'javascript', display_name: 'JavaScript', main_tag_slug_name: '', recommend: false, reserved: false },
      { slug_name: 'dom', display_name: 'dom', main_tag_slug_name: '', recommend: false, reserved: false },
    ],
    first_answer_id: A1,
    create_time: 1_700_000_000,
    update_time: 0,
    edit_time: 0,
    user_info: author('ana', 'Ana <Asker>'),
    answered: false,
    collected: false,
    vote_status: '',
    is_followed: false,
    member_actions: [],
    extends_actions: [],
    ...overrides,
  };
}

function answer(id: string, accepted: boolean, html: string, votes: number): AnswerItem {
  return { id, question_id: QID, html, create_time: 1_700_000_500, update_time: 0, accepted: accepted ? 2 : 1, status: 1, vote_count: votes, user_info: author(`u${id.slice(-1)}`, `Answerer ${id.slice(-1)}`) };
}

// the accepted answer first, as the API's default order gives it
const ANSWERS = [answer(A2, true, '<p>Create the element with <code>createElement</code>.</p>', 3), answer(A1, false, '<p>Use a module.</p>', 7)];

function site(question: QuestionInfo, answers: AnswerItem[] | null = ANSWERS, comments: Record<string, CommentPageData> = {}): Record<string, ApiHandler> {
  const handlers: Record<string, ApiHandler> = {
    '/question/info': (query: ApiQuery) => (query.id === QID ? { ok: true, data: question } : { ok: false, status: 404 }),
    '/comment/page': (query: ApiQuery) => ({ ok: true, data: comments[String(query.object_id)] ?? { count: 0, list: [] } }),
  };
  if (answers) handlers['/answer/page'] = () => ({ ok: true, data: { count: answers.length, list: answers } });
  return handlers;
}

function rendered(result: PageResult): PageRendered {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return result;
}

async function render(params: Record<string, string>, options: { query?: string; permalink?: PermalinkMode; api?: Record<string, ApiHandler>; lang?: string } = {}) {
  const request = fakePageRequest({ params, query: options.query, lang: options.lang, site: { permalink: options.permalink ?? 1 }, api: options.api ?? site(question()) });
  return { request, result: await renderQuestionPage(request) };
}

describe('the question page rendered on the server', () => {
  it('asks the API what the browser page, its answers section and its comment footers ask on first load', async () => {
    const { request } = await render({ qid: QID, slug: SLUG });
    expect(request.reads).toEqual([
      `/question/info?id=${QID}`,
      `/answer/page?order=default&page=1&page_size=15&question_id=${QID}`,
      `/comment/page?object_id=${QID}&page=1&page_size=3`,
      `/comment/page?object_id=${A2}&page=1&page_size=3`,
      `/comment/page?object_id=${A1}&page=1&page_size=3`,
    ]);
    const sorted = await render({ qid: QID, slug: SLUG }, { query: 'order=created&page=2&commentId=10070000000000001' });
    expect(sorted.request.reads).toContain(`/answer/page?order=created&page=2&page_size=15&question_id=${QID}`);
    expect(sorted.request.reads).toContain(`/comment/page?comment_id=10070000000000001&object_id=${QID}&page=1&page_size=3`);
  });

  it('shows the question, its tags and author, and the answers in order with the accepted one marked', async () => {
    const page = rendered((await render({ qid: QID, slug: SLUG })).result);
    expect(page.body.__html).not.toContain('<script>');
    const $ = load(page.body.__html);
    expect($('h1').text()).toBe(TITLE);
    expect($('.question-detail .fmt').html()).toBe('<p>I put a <code>&lt;script&gt;</code> element in the page and nothing happens.</p>');
    expect($('.question-detail a.badge').map((_, element) => $(element).attr('href')).get()).toEqual(['/community/tags/javascript', '/community/tags/dom']);
    expect($('.question-detail a[href="/community/users/ana"]').text()).toBe('Ana <Asker>');
    expect($('.question-detail [data-testid=vote-count]').first().text()).toBe('5');
    expect($('.question-detail').text()).toContain('Viewed 41 times');
    expect($('[data-testid=answer-count]').text()).toBe('2 answers');
    const answers = $('[data-answer-id]');
    expect(answers.map((_, element) => $(element).attr('data-answer-id')).get()).toEqual([A2, A1]);
    expect(answers.eq(0).find('[data-testid=accepted-answer]').text()).toContain('Accepted answer');
    expect(answers.eq(1).find('[data-testid=accepted-answer]').length).toBe(0);
    expect(answers.eq(0).find('.fmt').html()).toContain('<code>createElement</code>');
    expect(answers.eq(1).find('[data-testid=vote-count]').text()).toBe('7');
    expect(answers.eq(0).find('a[href="/community/users/u8"]').text()).toBe('Answerer 8');
    // the sort tabs link to the same address with `?order=`
    expect($('[data-testid=answers] .nav-pills a').map((_, element) => $(element).attr('href')).get()).toEqual([
      `/community/questions/${QID}/${SLUG}`,
      `/community/questions/${QID}/${SLUG}?order=created`,
      `/community/questions/${QID}/${SLUG}?order=updated`,
    ]);
  });

  it('shows the first comments of each post and how many more there are', async () => {
    const comments = {
      [A1]: {
        count: 5,
        list: [{ comment_id: '10070000000000001', created_at: 1_700_000_900, parsed_text: '<p>Did you try <em>defer</em>?</p>', username: 'cy', user_display_name: 'Cy <i>', user_status: 'normal', reply_username: '', reply_user_display_name: '', reply_user_status: '' }],
      },
    };
    const page = rendered((await render({ qid: QID, slug: SLUG }, { api: site(question(), ANSWERS, comments) })).result);
    const $ = load(page.body.__html);
    const section = $(`[data-answer-id=${A1}] [data-testid=comments]`);
    expect(section.find('.comment-text').html()).toBe('<p>Did you try <em>defer</em>?</p>');
    expect(section.find('a[href="/community/users/cy"]').text()).toBe('Cy <i>');
    expect(section.text()).toContain('4 more comments');
    expect($('.question-detail [data-testid=comments]').length).toBe(0);
  });

  it('writes the head: title, excerpt, tag keywords, the permalink without the answer as canonical, noindex while unlisted', async () => {
    const page = rendered((await render({ qid: QID, slug: SLUG, aid: A1 })).result);
    expect(page.head.title).toBe(TITLE);
    expect(page.head.description).toBe('I put a <script> element in the page and nothing happens.');
    expect(page.head.keywords).toEqual(['JavaScript', 'dom']);
    expect(page.head.ogType).toBe('article');
    expect(page.head.noindex).toBe(false);
    expect(page.head.canonical).toBe(`/questions/${QID}/${SLUG}`);
    const $ = load(page.body.__html);
    expect($(`[data-answer-id=${A1}]`).hasClass('bg-warning-subtle')).toBe(true);

    const unlisted = rendered((await render({ qid: QID, slug: SLUG }, { api: site(question({ show: 2 })) })).result);
    expect(unlisted.head.noindex).toBe(true);
    const long = rendered((await render({ qid: QID, slug: SLUG }, { api: site(question({ html: `<p>${'word '.repeat(100)}</p>` })) })).result);
    expect(long.head.description).toMatch(/^word word .*\.\.\.$/);
    expect(Array.from(long.head.description ?? '').length).toBeLessThanOrEqual(240);
  });

  it('describes the question and answers as Answer\'s QAPage, titles kept as written', async () => {
    const page = rendered((await render({ qid: QID, slug: SLUG })).result);
    expect(page.head.jsonLd).toHaveLength(1);
    // what the host writes into the script element: the data itself, nothing escaped twice
    const ld = JSON.parse(JSON.stringify(page.head.jsonLd?.[0])) as QaPageJsonLd;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('QAPage');
    const entity = ld.mainEntity;
    expect(entity['@type']).toBe('Question');
    expect(entity.name).toBe(TITLE);
    expect(entity.text).toBe(question().html);
    expect(entity.answerCount).toBe(2);
    expect(entity.upvoteCount).toBe(5);
    expect(entity.dateCreated).toBe('2023-11-14T22:13:20Z');
    expect(entity.author).toEqual({ url: 'https://example.com/community/users/ana', '@type': 'Person', name: 'Ana <Asker>' });
    expect(entity.acceptedAnswer).toEqual({
      '@type': 'Answer',
      text: ANSWERS[0].html,
      dateCreated: '2023-11-14T22:21:40Z',
      upvoteCount: 3,
      url: `https://example.com/community/questions/${QID}/${SLUG}/${A2}`,
      author: { url: 'https://example.com/community/users/u8', '@type': 'Person', name: 'Answerer 8' },
    });
    expect(entity.suggestedAnswer.map((item) => item.url)).toEqual([`https://example.com/community/questions/${QID}/${SLUG}/${A1}`]);

    const unanswered = rendered((await render({ qid: QID, slug: SLUG }, { api: site(question({ answer_count: 0, accepted_answer_id: '0' }), []) })).result);
    const entity0 = (unanswered.head.jsonLd?.[0] as { mainEntity: Record<string, unknown> }).mainEntity;
    expect(entity0.acceptedAnswer).toBeUndefined();
    expect(entity0.suggestedAnswer).toEqual([]);
    expect(entity0.answerCount).toBe(0);
  });

  it('sends every other form of the address to the permalink of the site\'s mode, query kept', async () => {
    const short = shortId(QID);
    const shortA1 = shortId(A1);
    const cases: [PermalinkMode, Record<string, string>, string, string | null][] = [
      [1, { qid: QID }, '', `/questions/${QID}/${SLUG}`],
      [1, { qid: QID, slug: 'old-title' }, 'page=2', `/questions/${QID}/${SLUG}?page=2`],
      [1, { qid: short, slug: SLUG }, '', `/questions/${QID}/${SLUG}`],
      [1, { qid: QID, slug: A1 }, '', `/questions/${QID}/${SLUG}/${A1}`],
      [1, { qid: QID, slug: SLUG, aid: shortA1 }, '', `/questions/${QID}/${SLUG}/${A1}`],
      [1, { qid: QID, slug: SLUG, aid: 'not-an-answer' }, '', `/questions/${QID}/${SLUG}`],
      [1, { qid: QID, slug: SLUG }, '', null],
      [1, { qid: QID, slug: SLUG, aid: A1 }, '', null],
      [2, { qid: QID, slug: SLUG }, 'share=ana', `/questions/${QID}?share=ana`],
      [2, { qid: short }, '', `/questions/${QID}`],
      [2, { qid: QID, slug: A1 }, '', null],
      [2, { qid: QID }, '', null],
      [3, { qid: QID, slug: SLUG }, '', `/questions/${short}/${SLUG}`],
      [3, { qid: short }, '', `/questions/${short}/${SLUG}`],
      [3, { qid: short, slug: SLUG, aid: A1 }, '', `/questions/${short}/${SLUG}/${shortA1}`],
      [3, { qid: short, slug: SLUG }, '', null],
      [4, { qid: QID }, '', `/questions/${short}`],
      [4, { qid: short, slug: SLUG }, '', `/questions/${short}`],
      [4, { qid: short, slug: A1 }, '', `/questions/${short}/${shortA1}`],
      [4, { qid: short, slug: shortA1 }, '', null],
    ];
    for (const [permalink, params, query, location] of cases) {
      const { result } = await render(params, { permalink, query });
      const label = `mode ${permalink} ${JSON.stringify(params)} ${query}`;
      if (location === null) expect(result.kind, label).toBe('page');
      else expect(result, label).toEqual({ kind: 'redirect', location });
    }
  });

  it('finds no page for what is no question id, or a question the API keeps from guests', async () => {
    for (const qid of ['ask-me', '12345', A1, '10010000000000099']) {
      const { request, result } = await render({ qid });
      expect(result, qid).toEqual({ kind: 'not_found' });
      if (qid !== '10010000000000099') expect(request.reads, qid).toEqual([]);
    }
  });

  it('tells a share visit once, on the permalink, with the same read the browser makes', async () => {
    const { request, result } = await render({ qid: QID, slug: SLUG }, { query: 'share=bob' });
    expect(result.kind).toBe('page');
    expect(request.reads.slice(0, 2)).toEqual([`/question/info?id=${QID}`, `/question/info?id=${QID}&share=bob`]);
    const redirected = await render({ qid: QID }, { query: 'shareUserId=bob' });
    expect(redirected.result).toEqual({ kind: 'redirect', location: `/questions/${QID}/${SLUG}?shareUserId=bob` });
    expect(redirected.request.reads).toEqual([`/question/info?id=${QID}`]);
  });

  it('shows the answer count alone when nothing lists the answers', async () => {
    const page = rendered((await render({ qid: QID, slug: SLUG }, { api: site(question(), null) })).result);
    const $ = load(page.body.__html);
    expect($('[data-testid=answer-count]').text()).toBe('2 answers');
    expect($('[data-answer-id]').length).toBe(0);
    expect((page.head.jsonLd?.[0] as { mainEntity: { answerCount: number } }).mainEntity.answerCount).toBe(2);
  });

  it('marks a closed question and says why, in the page language', async () => {
    const closed = question({ status: 2, operation: { type: 'Duplicate', description: 'Asked before.', msg: '', time: 0, level: 'info' } });
    const page = rendered((await render({ qid: QID, slug: SLUG }, { api: site(closed), lang: 'zh_CN' })).result);
    const $ = load(page.body.__html);
    expect($('h1 [data-testid=question-closed]').text().trim()).toBe('[已关闭]');
    expect($('.alert-info').text()).toContain('Duplicate');
    expect($('.alert-info').text()).toContain('Asked before.');
    expect($(`[data-answer-id=${A2}] [data-testid=accepted-answer]`).text()).toContain('已采纳的回答');
  });
});
