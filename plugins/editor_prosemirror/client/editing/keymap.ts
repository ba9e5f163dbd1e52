/**
 * Keyboard shortcuts. `Mod` is Cmd on macOS and Ctrl elsewhere. Tab is only taken inside lists
 * and tables, and Escape followed by Tab always leaves the editor, so the keyboard is never
 * trapped.
 */
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { undoInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { Plugin, PluginKey, TextSelection, type Command } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { schema } from '../markdown/schema';
import {
  insertHardBreak,
  setParagraph,
  toggleBlockquote,
  toggleCode,
  toggleCodeBlock,
  toggleEm,
  toggleHeading,
  toggleList,
  toggleStrike,
  toggleStrong,
} from './commands';
import { codeFenceOnEnter } from './input-rules';
import { exitTable, goToCell, goToCellBelow } from './tables';

const { nodes } = schema;

/** What the editor's surroundings do for a key: open the link form, focus the toolbar. */
export interface KeymapActions {
  openLink: () => void;
  focusToolbar: () => void;
}

/** Shortcuts as the toolbar shows them, by action. */
export const SHORTCUTS = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  code: 'Mod-`',
  strike: 'Mod-Shift-x',
  link: 'Mod-k',
  paragraph: 'Mod-Alt-0',
  heading1: 'Mod-Alt-1',
  heading2: 'Mod-Alt-2',
  heading3: 'Mod-Alt-3',
  blockquote: 'Mod-Shift-9',
  bulletList: 'Mod-Shift-8',
  orderedList: 'Mod-Shift-7',
  codeBlock: 'Mod-Alt-c',
  undo: 'Mod-z',
  redo: 'Mod-Shift-z',
  toolbar: 'Alt-F10',
} as const;

/** At the end of a code block, HTML block or table that ends the document, ArrowDown makes a paragraph below. */
const leaveLastBlock: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.depth < 1) return false;
  const top = $from.node(1);
  const isLast = $from.index(0) === state.doc.childCount - 1;
  const trapping = top.type === nodes.code_block || top.type === nodes.html_block || top.type === nodes.table;
  // The end of the block's very last textblock: each level closes right after it.
  const atEnd = $from.pos === $from.end() && $from.after() + ($from.depth - 1) === $from.after(1);
  if (!isLast || !trapping || !atEnd) return false;
  if (dispatch) {
    const end = state.doc.content.size;
    const tr = state.tr.insert(end, nodes.paragraph.create());
    dispatch(tr.setSelection(TextSelection.create(tr.doc, end + 1)).scrollIntoView());
  }
  return true;
};

const escapeKey = new PluginKey<boolean>('escape-then-tab');
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** Escape arms "the next Tab leaves the editor"; any other key, change or new focus disarms it. */
function escapeThenTab(): Plugin<boolean> {
  const disarm = (view: EditorView) => {
    if (escapeKey.getState(view.state)) view.dispatch(view.state.tr.setMeta(escapeKey, false));
  };
  return new Plugin<boolean>({
    key: escapeKey,
    state: {
      init: () => false,
      apply: (tr, armed) => {
        const meta = tr.getMeta(escapeKey) as boolean | undefined;
        if (meta !== undefined) return meta;
        return tr.docChanged || tr.selectionSet ? false : armed;
      },
    },
    props: {
      handleKeyDown(view, event) {
        if (event.key === 'Escape') view.dispatch(view.state.tr.setMeta(escapeKey, true));
        else if (event.key !== 'Tab' && !MODIFIER_KEYS.has(event.key)) disarm(view);
        return false;
      },
      handleDOMEvents: {
        focus(view) {
          disarm(view);
          return false;
        },
      },
    },
  });
}

/** Tab's own work (cells, list items) unless Escape came first: then the browser moves the focus on. */
function unlessEscaped(command: Command): Command {
  return (state, dispatch, view) => (escapeKey.getState(state) ? false : command(state, dispatch, view));
}

export function buildKeymaps(actions: KeymapActions): Plugin[] {
  const run = (action: () => void): Command => () => {
    action();
    return true;
  };
  const list = nodes.list_item;
  const bindings: Record<string, Command> = {
    [SHORTCUTS.undo]: undo,
    'Mod-y': redo,
    [SHORTCUTS.redo]: redo,
    Backspace: undoInputRule,
    [SHORTCUTS.bold]: toggleStrong,
    'Mod-B': toggleStrong,
    [SHORTCUTS.italic]: toggleEm,
    'Mod-I': toggleEm,
    [SHORTCUTS.code]: toggleCode,
    [SHORTCUTS.strike]: toggleStrike,
    [SHORTCUTS.link]: run(actions.openLink),
    [SHORTCUTS.paragraph]: setParagraph,
    [SHORTCUTS.blockquote]: toggleBlockquote,
    [SHORTCUTS.bulletList]: toggleList(nodes.bullet_list),
    [SHORTCUTS.orderedList]: toggleList(nodes.ordered_list),
    [SHORTCUTS.codeBlock]: toggleCodeBlock,
    Enter: chainCommands(codeFenceOnEnter, goToCellBelow, splitListItem(list)),
    'Shift-Enter': chainCommands(exitCode, insertHardBreak),
    'Mod-Enter': chainCommands(exitCode, exitTable, insertHardBreak),
    Tab: unlessEscaped(chainCommands(goToCell(1), sinkListItem(list))),
    'Shift-Tab': unlessEscaped(chainCommands(goToCell(-1), liftListItem(list))),
    'Mod-]': sinkListItem(list),
    'Mod-[': liftListItem(list),
    ArrowDown: leaveLastBlock,
    [SHORTCUTS.toolbar]: run(actions.focusToolbar),
  };
  for (let level = 1; level <= 6; level++) bindings[`Mod-Alt-${level}`] = toggleHeading(level);
  return [escapeThenTab(), keymap(bindings), keymap(baseKeymap)];
}
