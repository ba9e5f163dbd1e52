// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../../tests/unit/plugin-render';
import { TaggedQuestions } from './TaggedQuestions';

const i18n = await i18nWithPluginStrings('questions');

afterEach(unmountRendered);

async function render(address: string) {
  const get = vi.fn(async () => ({ count: 45, list: [] }));
  const kernel = { i18n, http: { get }, site: { info: {} }, extensions: { get: () => [] } } as unknown as KernelServices;
  const container = renderInPlugin('questions', kernel, (
    <MemoryRouter initialEntries={[address]}>
      <TaggedQuestions tag={{ slug_name: 'c++', display_name: 'C++' }} />
    </MemoryRouter>
  ));
  await act(async () => undefined);
  return { container, get };
}

const hrefOf = (container: HTMLElement, text: string) => [...container.querySelectorAll('a')].find((link) => link.textContent === text)?.getAttribute('href') ?? null;

describe('a tag’s questions on its page', () => {
  it('lists the tag’s questions in the order and page of the address', async () => {
    const { container, get } = await render('/tags/c%2B%2B?order=score&page=2');
    expect(get).toHaveBeenCalledWith('/answer/api/v1/question/page', expect.objectContaining({ query: { page: 2, page_size: 20, order: 'score', tag: 'c++' } }));
    expect(container.querySelector('h2')?.textContent).toBe('45 questions');
    expect(container.querySelector('[aria-current="true"]')?.textContent).toBe('Score');
  });

  it('offers the orders of Answer’s tag page, its links staying on the tag’s address', async () => {
    const { container } = await render('/tags/c%2B%2B');
    const orders = [...container.querySelectorAll('[aria-label="Sort order"] a')].map((link) => link.textContent);
    expect(orders).toEqual(['Newest', 'Active', 'Unanswered', 'Frequent', 'Score']);
    expect(hrefOf(container, 'Active')).toBe('/tags/c%2B%2B?order=active');
    expect(hrefOf(container, 'Newest')).toBe('/tags/c%2B%2B');
  });

  it('reads an order the tag page does not offer as the newest', async () => {
    const { get } = await render('/tags/c%2B%2B?order=hot');
    expect(get).toHaveBeenCalledWith('/answer/api/v1/question/page', expect.objectContaining({ query: expect.objectContaining({ order: 'newest', page: 1 }) }));
  });
});
