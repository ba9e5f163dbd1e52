// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorView } from 'prosemirror-view';
import { TextSelection } from 'prosemirror-state';
import { schema } from '../markdown/schema';
import { serializeMarkdown } from '../markdown/markdown-serializer';
import { createEditorState, editorPlugins } from './editor-state';
import { positionOf } from './test-support';

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
  document.body.innerHTML = '';
});

/** A real editor view on `markdown` with the cursor after `after` (or at the end). */
function mount(markdown: string, after?: string) {
  const actions = { openLink: vi.fn(), focusToolbar: vi.fn() };
  const element = document.createElement('div');
  document.body.append(element);
  const state = createEditorState(markdown, editorPlugins({ ...actions, placeholder: () => '' }));
  const editor = new EditorView(element, { state });
  view = editor;
  const pos = after === undefined ? TextSelection.atEnd(state.doc).from : positionOf(state, after) + after.length;
  editor.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, pos)));
  return { editor, actions, markdown: () => serializeMarkdown(editor.state.doc) };
}

/** A key as the browser sends it; true when the editor took it. `Mod` is Ctrl here. */
function press(editor: EditorView, shortcut: string): boolean {
  const parts = shortcut.split(/-(?=.)/);
  const key = parts.pop() ?? '';
  const event = new KeyboardEvent('keydown', {
    key,
    ctrlKey: parts.includes('Mod') || parts.includes('Ctrl'),
    shiftKey: parts.includes('Shift'),
    altKey: parts.includes('Alt'),
    bubbles: true,
    cancelable: true,
  });
  editor.dom.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Types text one character at a time, through the input rules as the browser's input would. */
function type(editor: EditorView, text: string) {
  for (const char of text) {
    const { from, to } = editor.state.selection;
    const handled = editor.someProp('handleTextInput', (handle) => handle(editor, from, to, char, () => editor.state.tr.insertText(char, from, to)));
    if (!handled) editor.dispatch(editor.state.tr.insertText(char, from, to));
  }
}

describe('input rules', () => {
  it.each([
    ['# ', 'Title', '# Title'],
    ['### ', 'Small', '### Small'],
    ['> ', 'quoted', '> quoted'],
    ['- ', 'item', '- item'],
    ['* ', 'item', '* item'],
    ['1. ', 'first', '1. first'],
    ['3) ', 'third', '3) third'],
    ['```js ', 'let a', '```js\nlet a\n```'],
  ])('"%s" at the start of a paragraph changes its kind', (prefix, text, expected) => {
    const { editor, markdown } = mount('');
    type(editor, prefix + text);
    expect(markdown()).toBe(expected);
  });

  it('``` and Enter opens a code block in the language typed', () => {
    const { editor, markdown } = mount('');
    type(editor, '```python');
    expect(press(editor, 'Enter')).toBe(true);
    type(editor, 'print(1)');
    expect(markdown()).toBe('```python\nprint(1)\n```');
  });

  it('--- alone makes a horizontal rule and a paragraph to go on in', () => {
    const { editor, markdown } = mount('above');
    press(editor, 'Enter');
    type(editor, '---');
    type(editor, 'below');
    expect(markdown()).toBe('above\n\n---\n\nbelow');
  });

  it.each([
    ['**bold**', 'a **bold** b'],
    ['__bold__', 'a **bold** b'],
    ['*it*', 'a *it* b'],
    ['_it_', 'a *it* b'],
    ['`code`', 'a `code` b'],
    ['~~gone~~', 'a ~~gone~~ b'],
  ])('%s becomes marked text', (typed, expected) => {
    const { editor, markdown } = mount('');
    type(editor, `a ${typed} b`);
    expect(markdown()).toBe(expected);
  });

  it('leaves snake_case_words alone', () => {
    const { editor, markdown } = mount('');
    type(editor, 'a snake_case_word');
    expect(markdown()).toBe('a snake_case_word');
  });

  it('Backspace right after a conversion takes it back', () => {
    const { editor, markdown } = mount('');
    type(editor, '# ');
    expect(editor.state.doc.firstChild?.type).toBe(schema.nodes.heading);
    press(editor, 'Backspace');
    expect(editor.state.doc.firstChild?.type).toBe(schema.nodes.paragraph);
    expect(markdown()).toBe('\\# ');
  });

  it('does not apply inside code blocks', () => {
    const { editor, markdown } = mount('```\nx\n```', 'x');
    type(editor, ' **y**');
    expect(markdown()).toBe('```\nx **y**\n```');
  });
});

describe('shortcuts', () => {
  it.each([
    ['Mod-b', 'a **word**'],
    ['Mod-i', 'a *word*'],
    ['Mod-`', 'a `word`'],
    ['Mod-Shift-x', 'a ~~word~~'],
  ])('%s marks the selection', (shortcut, expected) => {
    const { editor, markdown } = mount('a word');
    const start = positionOf(editor.state, 'word');
    editor.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, start, start + 4)));
    expect(press(editor, shortcut)).toBe(true);
    expect(markdown()).toBe(expected);
  });

  it.each([
    ['Mod-Alt-1', '# Title'],
    ['Mod-Alt-2', '## Title'],
    ['Mod-Alt-3', '### Title'],
  ])('%s makes a heading', (shortcut, expected) => {
    const { editor, markdown } = mount('Title');
    expect(press(editor, shortcut)).toBe(true);
    expect(markdown()).toBe(expected);
    press(editor, 'Mod-Alt-0');
    expect(markdown()).toBe('Title');
  });

  it('Mod-k opens the link form and Alt-F10 moves to the toolbar', () => {
    const { editor, actions } = mount('text');
    expect(press(editor, 'Mod-k')).toBe(true);
    expect(actions.openLink).toHaveBeenCalledTimes(1);
    expect(press(editor, 'Alt-F10')).toBe(true);
    expect(actions.focusToolbar).toHaveBeenCalledTimes(1);
  });

  it('Mod-z undoes; Mod-y and Mod-Shift-z redo', () => {
    const { editor, markdown } = mount('start');
    type(editor, ' more');
    expect(markdown()).toBe('start more');
    press(editor, 'Mod-z');
    expect(markdown()).toBe('start');
    press(editor, 'Mod-y');
    expect(markdown()).toBe('start more');
    press(editor, 'Mod-z');
    press(editor, 'Mod-Shift-z');
    expect(markdown()).toBe('start more');
  });

  it('list shortcuts, quote and code block', () => {
    const { editor, markdown } = mount('line');
    press(editor, 'Mod-Shift-8');
    expect(markdown()).toBe('- line');
    press(editor, 'Mod-Shift-7');
    expect(markdown()).toBe('1. line');
    press(editor, 'Mod-Shift-7');
    press(editor, 'Mod-Shift-9');
    expect(markdown()).toBe('> line');
    press(editor, 'Mod-Shift-9');
    press(editor, 'Mod-Alt-c');
    expect(markdown()).toBe('```\nline\n```');
  });
});

describe('Enter, Shift-Enter and Tab in lists', () => {
  it('Enter starts the next item; Enter on an empty item ends the list', () => {
    const { editor, markdown } = mount('- one');
    press(editor, 'Enter');
    type(editor, 'two');
    expect(markdown()).toBe('- one\n- two');
    press(editor, 'Enter');
    press(editor, 'Enter');
    type(editor, 'after');
    expect(markdown()).toBe('- one\n- two\n\nafter');
  });

  it('Shift-Enter breaks the line inside the item', () => {
    const { editor, markdown } = mount('- one');
    expect(press(editor, 'Shift-Enter')).toBe(true);
    type(editor, 'more');
    expect(markdown()).toBe('- one\\\n  more');
  });

  it('Tab nests the item, Shift-Tab brings it back', () => {
    const { editor, markdown } = mount('- one\n- two');
    expect(press(editor, 'Tab')).toBe(true);
    expect(markdown()).toBe('- one\n  - two');
    expect(press(editor, 'Shift-Tab')).toBe(true);
    expect(markdown()).toBe('- one\n- two');
  });

  it('Tab outside lists and tables, or after Escape, is left to the browser', () => {
    expect(press(mount('plain').editor, 'Tab')).toBe(false);
    view?.destroy();
    const { editor, markdown } = mount('- one\n- two');
    press(editor, 'Escape');
    expect(press(editor, 'Tab')).toBe(false);
    expect(markdown()).toBe('- one\n- two');
    press(editor, 'a');
    expect(press(editor, 'Tab')).toBe(true);
  });

  it('Mod-Enter leaves a code block; ArrowDown at the end of a final code block makes a paragraph', () => {
    const first = mount('```\ncode\n```');
    expect(press(first.editor, 'Mod-Enter')).toBe(true);
    type(first.editor, 'text');
    expect(first.markdown()).toBe('```\ncode\n```\n\ntext');
    view?.destroy();
    const second = mount('```\ncode\n```');
    expect(press(second.editor, 'ArrowDown')).toBe(true);
    expect(second.editor.state.selection.$from.parent.type).toBe(schema.nodes.paragraph);
    view?.destroy();
    const third = mount('| a |\n|---|\n| b |');
    expect(press(third.editor, 'ArrowDown')).toBe(true);
    expect(third.editor.state.doc.lastChild?.type).toBe(schema.nodes.paragraph);
    view?.destroy();
    expect(press(mount('```\ncode\n```\n\nafter', 'co').editor, 'ArrowDown')).toBe(false);
  });
});

describe('tables from the keyboard', () => {
  it('Tab moves between cells and Enter goes down, adding a row', () => {
    const { editor, markdown } = mount('| a | b |\n|---|---|\n| c | d |', 'a');
    press(editor, 'Tab');
    type(editor, 'B');
    press(editor, 'Enter');
    press(editor, 'Enter');
    type(editor, 'new');
    expect(markdown()).toBe('| a   | B   |\n| --- | --- |\n| c   | d   |\n|     | new |');
  });
});
