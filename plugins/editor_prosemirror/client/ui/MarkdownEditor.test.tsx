// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ApiError, KernelContext, PluginScope, editorPoint, type EditorProps, type KernelServices } from '@answer/sdk';
import plugin, { PLUGIN_ID } from '../index';
import { MarkdownEditor } from './MarkdownEditor';
import { i18nWithPluginStrings } from '../../../../tests/unit/plugin-i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The plugin's English strings, as the host serves them to the kernel.
const i18n = await i18nWithPluginStrings(PLUGIN_ID);

const SITE_WRITE = { max_image_size: 4, max_attachment_size: 8, authorized_image_extensions: ['png', 'jpg'], authorized_attachment_extensions: [] as string[] };

function kernelWith(post: (url: string, body: unknown) => Promise<unknown>, siteWrite: Record<string, unknown> = SITE_WRITE): KernelServices {
  return {
    i18n,
    http: { post: vi.fn(post), get: vi.fn() },
    site: { info: { site_write: siteWrite } },
    extensions: { get: () => [] },
  } as unknown as KernelServices;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The editor in a form-like parent that keeps the value, as a page does. */
async function renderEditor(initial: string, options: { kernel?: KernelServices; placeholder?: string; onSubmit?: () => void } = {}) {
  const changes: string[] = [];
  const kernel = options.kernel ?? kernelWith(async () => '');
  let setValue: (value: string) => void = () => undefined;
  function Page() {
    const [value, set] = useState(initial);
    setValue = set;
    const props: EditorProps = {
      value,
      onChange: (markdown) => {
        changes.push(markdown);
        set(markdown);
      },
      placeholder: options.placeholder,
    };
    const editor = <MarkdownEditor {...props} />;
    if (!options.onSubmit) return editor;
    const submit = options.onSubmit;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {editor}
      </form>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <KernelContext.Provider value={kernel}>
        <PluginScope pluginId={PLUGIN_ID}>
          <Page />
        </PluginScope>
      </KernelContext.Provider>,
    ),
  );
  const textbox = () => container.querySelector<HTMLElement>('[role="textbox"]') as HTMLElement;
  return { container, changes, kernel, textbox, setValue: (value: string) => act(() => setValue(value)) };
}

function key(target: HTMLElement, name: string, modifiers: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {}) {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, ctrlKey: modifiers.ctrl, altKey: modifiers.alt, shiftKey: modifiers.shift, bubbles: true, cancelable: true }),
    );
  });
}

const tool = (container: HTMLElement, id: string) => container.querySelector<HTMLButtonElement>(`[data-testid="editor-tool-${id}"]`) as HTMLButtonElement;

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

describe('the editor plugin', () => {
  it('fills the single editor slot with one contribution', () => {
    const editors = plugin.contributions.filter((contribution) => contribution.point === editorPoint.id);
    expect(plugin.id).toBe('editor_prosemirror');
    expect(editors).toHaveLength(1);
    expect(plugin.contributions).toHaveLength(1);
  });

  it('loads the editor on first use, saying so meanwhile', async () => {
    const Editor = plugin.contributions[0].value as ComponentType<EditorProps>;
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root?.render(
        <KernelContext.Provider value={kernelWith(async () => '')}>
          <PluginScope pluginId={PLUGIN_ID}>
            <Editor value="Loaded **text**" onChange={() => undefined} />
          </PluginScope>
        </KernelContext.Provider>,
      ),
    );
    await vi.waitFor(() => expect(container.querySelector('[role="textbox"] strong')?.textContent).toBe('text'), { timeout: 5000 });
  });
});

describe('MarkdownEditor', () => {
  it('is a text box named by the placeholder, showing the Markdown as formatted text', async () => {
    const { textbox, changes } = await renderEditor('# Title\n\nSome **bold** text', { placeholder: 'Describe your problem' });
    expect(textbox().getAttribute('aria-label')).toBe('Describe your problem');
    expect(textbox().getAttribute('aria-multiline')).toBe('true');
    expect(textbox().getAttribute('contenteditable')).toBe('true');
    expect(textbox().querySelector('h1')?.textContent).toBe('Title');
    expect(textbox().querySelector('strong')?.textContent).toBe('bold');
    // Reading the value is not a change.
    expect(changes).toEqual([]);
  });

  it('is named from its own strings without a placeholder, and describes its keys', async () => {
    const { textbox, container } = await renderEditor('');
    expect(textbox().getAttribute('aria-label')).toBe('Post body');
    const hint = container.querySelector(`#${CSS.escape(textbox().getAttribute('aria-describedby') ?? '')}`);
    expect(hint?.textContent).toContain('Alt+F10');
  });

  it('shows the placeholder in an empty editor only', async () => {
    const { textbox } = await renderEditor('', { placeholder: 'Write here' });
    expect(textbox().querySelector('.pm-placeholder')?.getAttribute('data-placeholder')).toBe('Write here');
  });

  it('hands Markdown to onChange after a shortcut', async () => {
    const { textbox, changes, container } = await renderEditor('Hello');
    key(textbox(), '1', { ctrl: true, alt: true });
    expect(changes).toEqual(['# Hello']);
    expect(tool(container, 'text_style').getAttribute('aria-label')).toBe('Text style: Heading 1');
  });

  it('runs toolbar buttons on the text and shows them pressed', async () => {
    const { changes, container } = await renderEditor('Item');
    const bullets = tool(container, 'bullet_list');
    expect(bullets.getAttribute('aria-label')).toBe('Bulleted list');
    expect(bullets.getAttribute('aria-pressed')).toBe('false');
    await click(bullets);
    expect(changes.at(-1)).toBe('- Item');
    expect(tool(container, 'bullet_list').getAttribute('aria-pressed')).toBe('true');
    await click(tool(container, 'undo'));
    expect(changes.at(-1)).toBe('Item');
  });

  it('is one tab stop with arrow keys between buttons, each with a tooltip naming its shortcut', async () => {
    const { container } = await renderEditor('x');
    const toolbar = container.querySelector('[role="toolbar"]') as HTMLElement;
    expect(toolbar.getAttribute('aria-label')).toBe('Formatting');
    const stops = toolbar.querySelectorAll('[data-toolbar-item][tabindex="0"]');
    expect(stops).toHaveLength(1);
    const bold = tool(container, 'bold');
    await act(async () => bold.focus());
    key(bold, 'ArrowRight');
    expect(document.activeElement).toBe(tool(container, 'italic'));
    await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Italic (Ctrl+I)'));
    expect(tool(container, 'italic').getAttribute('aria-keyshortcuts')).toBe('Control+I');
    expect(toolbar.querySelectorAll('[data-toolbar-item][tabindex="0"]')).toHaveLength(1);
  });

  it('opens the link panel with Mod-k and links the selection', async () => {
    const { textbox, changes, container } = await renderEditor('Docs');
    key(textbox(), 'k', { ctrl: true });
    const form = container.querySelector('[data-testid="editor-link-form"]') as HTMLElement;
    expect(form).not.toBeNull();
    const url = form.querySelector('input[type="url"]') as HTMLInputElement;
    expect(document.activeElement).toBe(url);
    // With no selection the panel asks for the text too.
    const text = form.querySelector('input[type="text"]') as HTMLInputElement;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(url, 'https://example.com');
      url.dispatchEvent(new Event('input', { bubbles: true }));
      setter?.call(text, 'site');
      text.dispatchEvent(new Event('input', { bubbles: true }));
    });
    key(url, 'Enter');
    // The cursor was at the start of the text.
    expect(changes.at(-1)).toBe('[site](https://example.com)Docs');
    expect(container.querySelector('[data-testid="editor-link-form"]')).toBeNull();
  });

  it('asks for an address before linking, and Escape closes the panel', async () => {
    const { textbox, container, changes } = await renderEditor('Docs');
    key(textbox(), 'k', { ctrl: true });
    const form = container.querySelector('[data-testid="editor-link-form"]') as HTMLElement;
    await click(form.querySelector('.btn-primary') as HTMLButtonElement);
    expect(form.textContent).toContain('Enter the address to link to.');
    key(form.querySelector('input') as HTMLElement, 'Escape');
    expect(container.querySelector('[data-testid="editor-link-form"]')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('never submits the page form it sits in', async () => {
    const onSubmit = vi.fn();
    const { textbox, container, changes } = await renderEditor('Docs', { onSubmit });
    key(textbox(), 'k', { ctrl: true });
    const url = container.querySelector('[data-testid="editor-link-form"] input[type="url"]') as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(url, 'https://example.com');
      url.dispatchEvent(new Event('input', { bubbles: true }));
    });
    key(url, 'Enter');
    expect(changes.at(-1)).toBe('<https://example.com>Docs');
    for (const button of container.querySelectorAll('button')) expect(button.getAttribute('type')).toBe('button');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews through the server renderer', async () => {
    const kernel = kernelWith(async () => '<h1>Title</h1><p>Body</p>');
    const { container } = await renderEditor('# Title\n\nBody', { kernel });
    const previewTab = container.querySelector<HTMLButtonElement>('[role="tab"]:nth-child(2)') as HTMLButtonElement;
    expect(previewTab.textContent).toBe('Preview');
    await click(previewTab);
    expect(previewTab.getAttribute('aria-selected')).toBe('true');
    expect(kernel.http.post).toHaveBeenCalledWith('/answer/api/v1/post/render', { content: '# Title\n\nBody' }, expect.objectContaining({ passingError: true }));
    await vi.waitFor(() => expect(container.querySelector('.pm-preview-body h1')?.textContent).toBe('Title'));
    expect(container.querySelector('[role="toolbar"]')).toBeNull();
  });

  it('says when the preview failed and tries again on request', async () => {
    let fail = true;
    const kernel = kernelWith(async () => {
      if (fail) throw new ApiError(404, 'Not found');
      return '<p>ok</p>';
    });
    const { container } = await renderEditor('text', { kernel });
    await click(container.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]);
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('The preview could not be loaded.'));
    fail = false;
    await click(container.querySelector('[role="alert"] button') as HTMLButtonElement);
    await vi.waitFor(() => expect(container.querySelector('.pm-preview-body')?.textContent).toBe('ok'));
  });

  it('reports a file the site would refuse under the editor, without sending it', async () => {
    const kernel = kernelWith(async () => 'unused');
    const { container } = await renderEditor('text', { kernel });
    const input = container.querySelector('[data-testid="editor-image-input"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('.png,.jpg');
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [big], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(container.querySelector('[data-testid="editor-problems"]')?.textContent).toContain('big.png is larger than 4 MB');
    expect(kernel.http.post).not.toHaveBeenCalled();
  });

  it('uploads an image through POST /file and shows the server refusal under the editor', async () => {
    const kernel = kernelWith(async () => {
      throw new ApiError(400, 'Bad request', [{ error_field: 'file', error_msg: "The file's content is not a .png image." }]);
    });
    const { container, changes } = await renderEditor('text', { kernel });
    const input = container.querySelector('[data-testid="editor-image-input"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['not a picture'], 'fake.png', { type: 'image/png' })], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await vi.waitFor(() => expect(container.querySelector('[data-testid="editor-problems"]')?.textContent).toContain("fake.png could not be uploaded: The file's content is not a .png image."));
    const [url, body] = vi.mocked(kernel.http.post).mock.calls[0];
    expect(url).toBe('/answer/api/v1/file');
    expect((body as FormData).get('source')).toBe('post');
    expect(((body as FormData).get('file') as File).name).toBe('fake.png');
    expect(changes).toEqual([]);
  });

  it('offers attachments only when the site allows some', async () => {
    const { container } = await renderEditor('x');
    expect(tool(container, 'attachment')).toBeNull();
    act(() => root?.unmount());
    const allowing = await renderEditor('x', { kernel: kernelWith(async () => '', { ...SITE_WRITE, authorized_attachment_extensions: ['pdf'] }) });
    expect(tool(allowing.container, 'attachment').getAttribute('aria-label')).toBe('Attach a file');
  });

  it('replaces the document when the value changes from outside (a restored draft)', async () => {
    const { textbox, setValue, changes } = await renderEditor('old');
    setValue('## Restored');
    expect(textbox().querySelector('h2')?.textContent).toBe('Restored');
    expect(changes).toEqual([]);
  });
});
