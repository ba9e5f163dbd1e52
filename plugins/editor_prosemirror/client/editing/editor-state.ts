/** The editor's state for a Markdown text, with every behaviour plugin in place. */
import { history } from 'prosemirror-history';
import { EditorState, type Plugin } from 'prosemirror-state';
import { parseMarkdown } from '../markdown/markdown-parser';
import { buildInputRules } from './input-rules';
import { buildKeymaps, type KeymapActions } from './keymap';
import { placeholderPlugin } from './placeholder';
import { uploadPlaceholders } from './upload-placeholders';

export interface EditorStateOptions extends KeymapActions {
  placeholder: () => string;
}

export function editorPlugins(options: EditorStateOptions): Plugin[] {
  return [buildInputRules(), ...buildKeymaps(options), history(), placeholderPlugin(options.placeholder), uploadPlaceholders()];
}

/** Throws when the Markdown cannot be represented (the caller falls back to a plain text area). */
export function createEditorState(markdown: string, plugins: readonly Plugin[]): EditorState {
  return EditorState.create({ doc: parseMarkdown(markdown), plugins });
}
