// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../tests/unit/plugin-render';
import type { FlaggedPost } from './api';
import ReviewPage from './ReviewPage';

const i18n = await i18nWithPluginStrings('review');

afterEach(unmountRendered);

const flag = (n: number): FlaggedPost => ({
  flag_id: `1008000000000000${n}`,
  created_at: 1_700_000_000,
  object_id: `1002000000000000${n}`,
  question_id: '10010000000000001',
  answer_id: `1002000000000000${n}`,
  comment_id: '',
  object_type: 'answer',
  title: 'A question',
  url_title: 'a-question',
  original_text: `answer ${n}`,
  parsed_text: `<p>answer ${n}</p>`,
  answer_count: 2,
  answer_accepted: false,
  tags: [],
  object_status: 1,
  object_show_status: 1,
  author_user_info: { username: 'author', display_name: 'The Author' },
  submit_at: 1_700_000_100,
  submitter_user: { username: 'flagger', display_name: 'The Flagger' },
  reason: { reason_type: 57, name: 'spam', description: '', content_type: '', placeholder: '' },
  reason_content: '',
});

async function settle() {
  for (let round = 0; round < 10; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** The page against a server holding `flags`, which `PUT /report/review` takes away one by one. */
async function renderPage(flags: FlaggedPost[]) {
  const open = [...flags];
  const reviewed: unknown[] = [];
  const http = {
    get: vi.fn(async (url: string, options?: { query?: Record<string, unknown> }) => {
      if (url.endsWith('/reviewing/type'))
        return [
          { name: 'suggested_post_edit', label: 'Suggested edits', todo_amount: 0 },
          { name: 'flagged_post', label: 'Flagged posts', todo_amount: open.length },
        ];
      if (url.endsWith('/report/unreviewed/post')) {
        const page = Number(options?.query?.page ?? 1);
        return { count: open.length, list: open.slice(page - 1, page) };
      }
      return { count: 0, list: [] };
    }),
    put: vi.fn(async (_url: string, body: { flag_id: string }) => {
      reviewed.push(body);
      open.splice(open.findIndex((item) => item.flag_id === body.flag_id), 1);
      return null;
    }),
  };
  const kernel = {
    http,
    i18n,
    notify: { toast: vi.fn(), showErrorPage: vi.fn() },
    site: { info: {} },
    extensions: { get: () => [] },
    session: { isAdmin: true, isModerator: false, isLoggedIn: true },
  } as unknown as KernelServices;
  const container = renderInPlugin('review', kernel, (
    <MemoryRouter initialEntries={['/review']}>
      <ReviewPage />
    </MemoryRouter>
  ));
  await settle();
  return { container, reviewed, kernel };
}

describe('the review page', () => {
  it('opens the queue with work, shows the flag, and shows the next once one is ignored', async () => {
    const { container, reviewed } = await renderPage([flag(1), flag(2)]);
    const tab = container.querySelector('[data-testid="review-tab-flagged_post"]');
    expect(tab?.getAttribute('aria-selected')).toBe('true');
    expect(tab?.textContent).toContain('2');
    // the queues come in the page's order, whatever the server's
    expect([...container.querySelectorAll('[role="tab"]')].map((item) => item.getAttribute('data-testid'))).toEqual(['review-tab-flagged_post', 'review-tab-suggested_post_edit']);
    expect(container.querySelector('[data-testid="flag-reason"]')?.textContent).toContain('spam');
    expect(container.querySelector('[data-testid="review-post"]')?.textContent).toContain('The Author');

    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="flag-action-ignore"]')?.click());
    await settle();
    expect(reviewed).toEqual([{ flag_id: '10080000000000001', operation_type: 'ignore_report' }]);
    expect(container.querySelector('.fmt')?.innerHTML).toBe('<p>answer 2</p>');
    expect(container.querySelector('[data-testid="review-tab-flagged_post"]')?.textContent).toContain('1');
  });

  it('says so when a queue is done', async () => {
    const { container } = await renderPage([]);
    expect(container.querySelector('[data-testid="review-empty"]')).not.toBeNull();
  });

  it('offers only what fits an answer', async () => {
    const { container } = await renderPage([flag(1)]);
    const actions = [...container.querySelectorAll('[data-testid^="flag-action-"]')].map((item) => item.getAttribute('data-testid'));
    expect(actions).toEqual(['flag-action-edit', 'flag-action-delete', 'flag-action-ignore']);
  });
});
