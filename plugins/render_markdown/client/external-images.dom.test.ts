// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://answer.example.org/questions/1"}
import { afterEach, describe, expect, it } from 'vitest';
import { renderPoint, type KernelServices, type LocalStore, type PluginSetupContext, type RenderDecorator, type SiteInfo } from '@answer/sdk';
import enUS from '../i18n/en_US.json';
import plugin, { PLUGIN_ID } from './index';
import { EXTERNAL_CONTENT_KEY } from './external-images';

type Tree = { [key: string]: string | Tree };

/** The plugin's English strings with `{{vars}}` filled in, as the kernel's translator gives them. */
function translate(key: string, vars: Record<string, unknown> = {}): string {
  let node: string | Tree | undefined = enUS.ui as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(vars[name] ?? ''));
}

class MemoryStore implements LocalStore {
  readonly values = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }
  set(key: string, value: unknown): void {
    this.values.set(key, JSON.parse(JSON.stringify(value)));
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
});

/** Sets the plugin up on a site with `display` as its external content setting; answers its decorator. */
async function setUp(display: string, storage = new MemoryStore()) {
  const info: SiteInfo = { site_legal: { external_content_display: display }, general: { site_url: 'https://cdn.answer.example.org/base' } };
  const kernel = { site: { info }, storage } as unknown as KernelServices;
  const ctx = { pluginId: PLUGIN_ID, kernel, t: translate } as unknown as PluginSetupContext;
  const teardown = await plugin.setup?.(ctx);
  if (typeof teardown === 'function') cleanups.push(teardown);
  const contribution = plugin.contributions.find((entry) => entry.point === renderPoint.id);
  return { decorator: contribution?.value as RenderDecorator, storage };
}

/** A rendered post on the page with the decorator applied, as <RenderedHtml> does it. */
function post(decorator: RenderDecorator, html: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'fmt';
  root.innerHTML = html;
  document.body.append(root);
  const cleanup = decorator.decorate(root);
  if (typeof cleanup === 'function') cleanups.push(cleanup);
  return root;
}

const sources = (root: HTMLElement) => Array.from(root.querySelectorAll('img')).map((image) => image.getAttribute('src'));
const buttons = (root: HTMLElement) => Array.from(root.querySelectorAll('button'));

const MIXED = [
  '<p><img src="https://img.example.com/a.png" alt="Chart"></p>',
  '<p><img src="/uploads/post/own.png" alt="own"></p>',
  '<p><img src="https://answer.example.org/uploads/post/abs.png" alt="abs"></p>',
  '<p><img src="https://cdn.answer.example.org/base/uploads/post/site.png" alt="site"></p>',
].join('');

describe('external images', () => {
  it('leaves every image alone when the site always displays external content', async () => {
    const { decorator } = await setUp('always_display');
    const root = post(decorator, MIXED);
    expect(sources(root)).toEqual(['https://img.example.com/a.png', '/uploads/post/own.png', 'https://answer.example.org/uploads/post/abs.png', 'https://cdn.answer.example.org/base/uploads/post/site.png']);
    expect(buttons(root)).toEqual([]);
  });

  it("asks before showing an image from another host, and shows the site's own at once", async () => {
    const { decorator } = await setUp('ask_before_display');
    const root = post(decorator, MIXED);
    expect(sources(root)).toEqual(['/uploads/post/own.png', 'https://answer.example.org/uploads/post/abs.png', 'https://cdn.answer.example.org/base/uploads/post/site.png']);
    const [button] = buttons(root);
    expect(button.textContent).toBe('Show image from img.example.com');
    expect(button.type).toBe('button');
    expect(button.title).toContain('“Chart”');
  });

  it('shows the image on click, with every other image of that host on the page, and remembers the host', async () => {
    const { decorator, storage } = await setUp('ask_before_display');
    const first = post(decorator, '<p><img src="https://img.example.com/a.png"><img src="https://other.example.net/b.png"></p>');
    const second = post(decorator, '<p><img src="https://img.example.com/c.png"></p>');
    expect(buttons(first).map((button) => button.textContent)).toEqual(['Show image from img.example.com', 'Show image from other.example.net']);

    buttons(first)[0].click();

    expect(sources(first)).toEqual(['https://img.example.com/a.png']);
    expect(buttons(first).map((button) => button.textContent)).toEqual(['Show image from other.example.net']);
    expect(sources(second)).toEqual(['https://img.example.com/c.png']);
    expect(buttons(second)).toEqual([]);
    expect(storage.get(EXTERNAL_CONTENT_KEY)).toEqual(['img.example.com']);

    // later pages show that host's images at once
    const later = post(decorator, '<p><img src="https://img.example.com/d.png"><img src="https://other.example.net/e.png"></p>');
    expect(sources(later)).toEqual(['https://img.example.com/d.png']);
    buttons(later)[0].click();
    expect(storage.get(EXTERNAL_CONTENT_KEY)).toEqual(['img.example.com', 'other.example.net']);
  });

  it('shows a linked image instead of following the link', async () => {
    const { decorator } = await setUp('ask_before_display');
    const root = post(decorator, '<p><a href="https://img.example.com/full.png"><img src="https://img.example.com/a.png"></a></p>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    buttons(root)[0].dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.location.href).toBe('https://answer.example.org/questions/1');
    expect(root.querySelector('a > img')?.getAttribute('src')).toBe('https://img.example.com/a.png');
  });

  it('stops listening once the post is rendered again', async () => {
    const { decorator } = await setUp('ask_before_display');
    const stale = document.createElement('div');
    stale.innerHTML = '<img src="https://img.example.com/a.png">';
    document.body.append(stale);
    decorator.decorate(stale)?.();
    const fresh = post(decorator, '<img src="https://img.example.com/b.png">');
    buttons(fresh)[0].click();
    expect(sources(stale)).toEqual([]);
  });
});
