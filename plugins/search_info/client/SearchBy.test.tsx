// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderReading, unmountRendered } from '../../../tests/unit/plugin-render';
import { SearchBy, type SearchDescription } from './SearchBy';

afterEach(unmountRendered);

const render = (answer: SearchDescription | null) => renderReading('search_info', <SearchBy />, answer);

describe('search info', () => {
  it('shows "Search by" and the engine\'s logo, linking to its site in a new tab', async () => {
    const { container, asked } = await render({ name: 'Meili', icon: 'PHN2Zy8+', link: 'https://www.meilisearch.com' });
    expect(asked).toEqual(['/answer/api/v1/search/desc']);
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Search by');
    expect(link?.getAttribute('href')).toBe('https://www.meilisearch.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    const logo = link?.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(logo?.getAttribute('alt')).toBe('Meili');
  });

  it('shows the logo without a link when the engine gives no site', async () => {
    const { container } = await render({ name: 'Meili', icon: 'PHN2Zy8+', link: '' });
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[data-testid="search-by"] img')).not.toBeNull();
  });

  it('shows nothing for an engine without a logo, as the built-in database search', async () => {
    expect((await render({ name: 'Database search', icon: '', link: '' })).container.innerHTML).toBe('');
    expect((await render(null)).container.innerHTML).toBe('');
  });
});
