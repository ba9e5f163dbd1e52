/** Editor states from Markdown, with a cursor or selection placed by the text around it (for tests). */
import { EditorState, TextSelection, type Command, type Plugin } from 'prosemirror-state';
import { parseMarkdown } from '../markdown/markdown-parser';
import { serializeMarkdown } from '../markdown/markdown-serializer';

export function stateOf(markdown: string, plugins: Plugin[] = []): EditorState {
  return EditorState.create({ doc: parseMarkdown(markdown), plugins });
}

/** Where `text` starts in the document (its first occurrence inside one text node). */
export function positionOf(state: EditorState, text: string): number {
  let found = -1;
  state.doc.descendants((node, pos) => {
    if (found >= 0) return false;
    const index = node.isText ? (node.text ?? '').indexOf(text) : -1;
    if (index >= 0) found = pos + index;
    return true;
  });
  if (found < 0) throw new Error(`"${text}" is not in the document`);
  return found;
}

/** Selects `text`, or puts the cursor before or after it. */
export function select(state: EditorState, text: string, where: 'select' | 'before' | 'after' = 'select'): EditorState {
  const from = positionOf(state, text);
  const to = from + text.length;
  const selection = where === 'select' ? TextSelection.create(state.doc, from, to) : TextSelection.create(state.doc, where === 'before' ? from : to);
  return state.apply(state.tr.setSelection(selection));
}

/** Selects from the start of `first` to the end of `last`. */
export function between(state: EditorState, first: string, last: string): EditorState {
  const from = positionOf(state, first);
  const to = positionOf(state, last) + last.length;
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
}

/** Runs a command that must apply, and returns the new state. */
export function run(state: EditorState, command: Command): EditorState {
  let next = state;
  const applied = command(state, (tr) => {
    next = next.apply(tr);
  });
  if (!applied) throw new Error('the command did not apply');
  return next;
}

export const markdownOf = (state: EditorState): string => serializeMarkdown(state.doc);
