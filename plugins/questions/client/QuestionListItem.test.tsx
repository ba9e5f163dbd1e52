// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { routePoint, type KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../tests/unit/plugin-render';
import type { QuestionItem } from './api';
import type { UserBasic } from './question-api';
import { AuthorCard } from './detail/AuthorCard';
import { QuestionListItem } from './QuestionListItem';

const i18n = await i18nWithPluginStrings('questions');

const QUESTION = {
  id: '10010000000000001',
  title: 'Why does my build fail on Tuesdays?',
  url_title: 'why-does-my-build-fail-on-tuesdays',
  description: 'It works every other day.',
  tags: [{ slug_name: 'c++', display_name: 'C++' }],
  operator: { id: '1', username: 'ada', display_name: 'Ada Lovelace' },
  operation_type: 'asked',
  operated_at: 0,
  created_at: 0,
  vote_count: 0,
  answer_count: 0,
  view_count: 0,
  accepted_answer_id: '0',
  status: 1,
  pin: 1,
} as unknown as QuestionItem;

afterEach(unmountRendered);

/** Renders `node` on a site whose plugins serve the page routes `paths`. */
function render(node: React.ReactNode, paths: string[]): HTMLElement {
  const routes = paths.map((path) => ({ id: path, pluginId: 'some_plugin', point: routePoint.id, order: 0, value: { path, layout: 'main', load: async () => ({ default: () => null }) } }));
  const kernel = {
    i18n,
    site: { info: {} },
    extensions: { get: (point: { id: string }) => (point.id === routePoint.id ? routes : []) },
  } as unknown as KernelServices;
  return renderInPlugin('questions', kernel, <MemoryRouter>{node}</MemoryRouter>);
}

const listItem = <QuestionListItem question={QUESTION} links={{ question: true, ask: true }} />;
const hrefOf = (container: HTMLElement, text: string) => [...container.querySelectorAll('a')].find((link) => link.textContent === text)?.getAttribute('href') ?? null;

describe('question list item links', () => {
  it('links a tag chip to the tag’s page and the author to their profile while those pages are served', () => {
    const container = render(listItem, ['/questions', '/tags/:tagName', '/users/:username']);
    expect(hrefOf(container, 'C++')).toBe('/tags/c%2B%2B');
    expect(hrefOf(container, 'Ada Lovelace')).toBe('/users/ada');
  });

  it('links a tag chip to the question list filtered by it when no tag page is served, and leaves the author as text without a profile page', () => {
    const container = render(listItem, ['/questions']);
    expect(hrefOf(container, 'C++')).toBe('/questions?tag=c%2B%2B');
    expect(hrefOf(container, 'Ada Lovelace')).toBeNull();
    expect(container.textContent).toContain('Ada Lovelace');
  });

  it('shows the author’s picture before the name, and a deleted author’s name without a link', () => {
    const withPicture = { ...QUESTION, operator: { ...QUESTION.operator, avatar: '/uploads/ada.png', status: 'normal' } } as QuestionItem;
    const container = render(<QuestionListItem question={withPicture} links={{ question: true, ask: true }} />, ['/users/:username']);
    const picture = container.querySelector('img[src="/uploads/ada.png"]');
    expect(picture?.closest('a')?.getAttribute('href')).toBe('/users/ada');
    expect(picture?.closest('a')?.getAttribute('tabindex')).toBe('-1');
    unmountRendered();
    const deleted = { ...QUESTION, operator: { ...QUESTION.operator, status: 'deleted' } } as QuestionItem;
    const plain = render(<QuestionListItem question={deleted} links={{ question: true, ask: true }} />, ['/users/:username']);
    expect(hrefOf(plain, 'Ada Lovelace')).toBeNull();
    expect(plain.querySelector('a[href="/users/ada"]')).toBeNull();
    expect(plain.textContent).toContain('Ada Lovelace');
  });

  it('shows tags as text when neither page is served', () => {
    const container = render(listItem, []);
    expect(hrefOf(container, 'C++')).toBeNull();
    expect(container.querySelector('[aria-label="Tags"]')?.textContent).toBe('C++');
  });
});

describe('question page author card', () => {
  it('links the author to their profile only while profiles are served', () => {
    const author: UserBasic = { id: '1', username: 'ada', display_name: 'Ada Lovelace', avatar: '', rank: 12, status: 'normal' };
    const card = <AuthorCard user={author} verbKey="detail.asked" seconds={0} />;
    expect(hrefOf(render(card, ['/users/:username']), 'Ada Lovelace')).toBe('/users/ada');
    unmountRendered();
    const plain = render(card, []);
    expect(hrefOf(plain, 'Ada Lovelace')).toBeNull();
    expect(plain.textContent).toContain('Ada Lovelace');
  });
});
