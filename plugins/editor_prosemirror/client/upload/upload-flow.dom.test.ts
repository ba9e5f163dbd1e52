// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorView } from 'prosemirror-view';
import { TextSelection } from 'prosemirror-state';
import { ApiError } from '@answer/sdk';
import { serializeMarkdown } from '../markdown/markdown-serializer';
import { createEditorState, editorPlugins } from '../editing/editor-state';
import { positionOf } from '../editing/test-support';
import { fileName, transferredFiles, uploadFiles, type UploadServices } from './upload-flow';
import { uploadLimits } from './upload-rules';

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
  document.body.innerHTML = '';
});

function mount(markdown: string, after: string) {
  const element = document.createElement('div');
  document.body.append(element);
  const state = createEditorState(markdown, editorPlugins({ openLink: () => undefined, focusToolbar: () => undefined, placeholder: () => '' }));
  view = new EditorView(element, { state });
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, positionOf(view.state, after) + after.length)));
  return view;
}

const limits = uploadLimits({
  max_image_size: 4,
  max_attachment_size: 8,
  authorized_image_extensions: ['png', 'jpg'],
  authorized_attachment_extensions: ['pdf'],
});

/** A server that answers each upload when told to. */
function services(send: UploadServices['send']) {
  const reported: string[] = [];
  const value: UploadServices = {
    send: vi.fn(send),
    limits: () => limits,
    t: (key, vars) => `${key} ${JSON.stringify(vars ?? {})}`,
    report: (message) => reported.push(message),
    progress: vi.fn(),
  };
  return { value, reported };
}

const file = (name: string, size = 10, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('uploading into the editor', () => {
  it('inserts ![name](url) for an image where the cursor was, even after typing elsewhere meanwhile', async () => {
    const editor = mount('Before after', 'Before ');
    let answer: (url: string) => void = () => undefined;
    const { value } = services(() => new Promise((resolve) => (answer = resolve)));
    const done = uploadFiles(editor, [file('cat.png')], null, null, value);
    expect(editor.dom.querySelector('.pm-upload-placeholder')?.textContent).toContain('cat.png');
    // Text typed before the placeholder moves it along.
    editor.dispatch(editor.state.tr.insertText('Well. ', 1));
    answer('https://site.example/uploads/p/cat.png');
    await done;
    expect(serializeMarkdown(editor.state.doc)).toBe('Well. Before ![cat.png](https://site.example/uploads/p/cat.png)after');
    expect(editor.dom.querySelector('.pm-upload-placeholder')).toBeNull();
    expect(value.send).toHaveBeenCalledWith(expect.any(File), 'cat.png', 'image');
  });

  it('inserts [name](url) for an attachment', async () => {
    const editor = mount('See ', 'See');
    const { value } = services(async () => 'https://site.example/uploads/f/report.pdf');
    await uploadFiles(editor, [file('report.pdf', 10, 'application/pdf')], null, null, value);
    expect(serializeMarkdown(editor.state.doc)).toBe('See[report.pdf](https://site.example/uploads/f/report.pdf)');
    expect(value.send).toHaveBeenCalledWith(expect.any(File), 'report.pdf', 'attachment');
  });

  it('tells the user before sending a file the site would refuse', async () => {
    const editor = mount('Text', 'Text');
    const { value, reported } = services(async () => 'never');
    await uploadFiles(editor, [file('huge.png', 4 * 1024 * 1024 + 1), file('script.exe', 10, 'application/octet-stream')], null, null, value);
    expect(value.send).not.toHaveBeenCalled();
    expect(reported).toEqual([
      'upload.too_large {"name":"huge.png","size":4}',
      'upload.type_not_allowed {"name":"script.exe","extensions":"pdf"}',
    ]);
    expect(serializeMarkdown(editor.state.doc)).toBe('Text');
  });

  it('shows the server field error and leaves the text as it was', async () => {
    const editor = mount('Text', 'Text');
    const refusal = new ApiError(400, 'Bad request', [{ error_field: 'file', error_msg: 'The image is too large. The limit is 40 megapixels.' }]);
    const { value, reported } = services(async () => {
      throw refusal;
    });
    await uploadFiles(editor, [file('wide.png')], null, 'image', value);
    expect(reported).toEqual(['upload.failed {"name":"wide.png","message":"The image is too large. The limit is 40 megapixels."}']);
    expect(serializeMarkdown(editor.state.doc)).toBe('Text');
    expect(editor.dom.querySelector('.pm-upload-placeholder')).toBeNull();
  });

  it('names a pasted picture that has no name, and takes files only from text-less pastes', () => {
    expect(fileName({ name: '', type: 'image/jpeg' })).toBe('image.jpg');
    expect(fileName({ name: '', type: 'application/octet-stream' })).toBe('file');
    const withText = { types: ['text/plain', 'Files'], files: [file('a.png')] } as unknown as DataTransfer;
    const onlyFiles = { types: ['Files'], files: [file('a.png')] } as unknown as DataTransfer;
    expect(transferredFiles(withText)).toEqual([]);
    expect(transferredFiles(onlyFiles)).toHaveLength(1);
  });
});
