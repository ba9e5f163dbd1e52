// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { defineExtensionPoint, type KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../../tests/unit/plugin-render';
import type { TagInfo } from '../api';
import { tagActionsPoint, type TagActionProps } from '../points';
import { TagHeader } from './TagHeader';

const i18n = await i18nWithPluginStrings('tags');

const TAG: TagInfo = {
  tag_id: '10030000000000003',
  slug_name: 'c++',
  display_name: 'C++',
  description: 'A language.',
  excerpt: 'A language.',
  original_text: 'A language.',
  parsed_text: '<p>A language.</p>',
  follow_count: 1,
  question_count: 12,
  is_follower: false,
  status: 'available',
  recommend: false,
  reserved: false,
  created_at: 0,
  updated_at: 0,
  member_actions: [],
  main_tag_slug_name: '',
};

afterEach(unmountRendered);

/** What another plugin contributes to the header, declared by id as a plugin would. */
const seen: TagActionProps[] = [];
function Probe(props: TagActionProps) {
  seen.push(props);
  return <button type="button">probe</button>;
}
const actionsToken = defineExtensionPoint<{ component: typeof Probe }>({ id: 'tags/detail/actions', cardinality: 'stack' });
const contribution = { ...actionsToken.contribute('probe', { component: Probe }), pluginId: 'follows', id: 'follows:tags/detail/actions/probe', order: 0 };

async function render(tag: TagInfo, synonyms: { slug_name: string; display_name: string }[] = []) {
  const get = vi.fn(async () => ({ synonyms: synonyms.map((item, index) => ({ ...item, tag_id: String(index), main_tag_slug_name: tag.slug_name })), member_actions: [] }));
  const kernel = {
    i18n,
    http: { get },
    extensions: { get: (point: { id: string }) => (point.id === tagActionsPoint.id ? [contribution] : []) },
  } as unknown as KernelServices;
  const onChanged = vi.fn();
  const container = renderInPlugin('tags', kernel, <MemoryRouter><TagHeader tag={tag} onChanged={onChanged} /></MemoryRouter>);
  // the synonyms arrive after the first render
  await act(async () => undefined);
  return { container, get, onChanged };
}

const link = (container: HTMLElement, text: string) => [...container.querySelectorAll('a')].find((item) => item.textContent === text)?.getAttribute('href') ?? null;

describe('tag header', () => {
  it('shows the name, counts and synonyms, and links to the info page', async () => {
    const { container, get } = await render(TAG, [{ slug_name: 'cpp', display_name: 'cpp' }]);
    expect(container.querySelector('h1')?.textContent).toBe('C++');
    expect(container.textContent).toContain('12 questions');
    expect(container.textContent).toContain('1 follower');
    expect(container.querySelector('[data-testid="tag-synonyms"]')?.textContent).toContain('cpp');
    expect(get).toHaveBeenCalledWith('/answer/api/v1/tag/synonyms', expect.objectContaining({ query: { tag_id: TAG.tag_id } }));
    expect(link(container, 'Info')).toBe('/tags/c%2B%2B/info');
  });

  it('offers Edit only when the server offers it', async () => {
    expect(link((await render(TAG)).container, 'Edit')).toBeNull();
    unmountRendered();
    const offered = await render({ ...TAG, member_actions: [{ action: 'edit', name: 'Edit', type: 'edit' }] });
    expect(link(offered.container, 'Edit')).toBe(`/tags/${TAG.tag_id}/edit`);
  });

  it('hands the contributed actions the tag and a way to load it again, except on a deleted tag, whose synonyms are not asked for', async () => {
    seen.length = 0;
    const { container, onChanged } = await render(TAG);
    expect(container.textContent).toContain('probe');
    expect(seen.at(-1)?.tag.tag_id).toBe(TAG.tag_id);
    seen.at(-1)?.onChanged();
    expect(onChanged).toHaveBeenCalledTimes(1);
    unmountRendered();
    const deleted = await render({ ...TAG, status: 'deleted' });
    expect(deleted.container.textContent).toContain('This tag has been deleted.');
    expect(deleted.container.textContent).not.toContain('probe');
    // a deleted tag's synonyms are not asked for
    expect(deleted.get).not.toHaveBeenCalled();
  });
});
