/**
 * The toolbar's buttons: what each one is called, its shortcut, and how it asks the editor state
 * whether it is on and whether it can run here. Grouped as they are shown.
 */
import { redo, undo } from 'prosemirror-history';
import type { Command, EditorState } from 'prosemirror-state';
import { schema } from '../markdown/schema';
import {
  insertHorizontalRule,
  insertTable,
  isInBlockquote,
  isInCodeBlock,
  isMarkActive,
  listType,
  toggleBlockquote,
  toggleCode,
  toggleCodeBlock,
  toggleEm,
  toggleList,
  toggleStrike,
  toggleStrong,
} from '../editing/commands';
import { SHORTCUTS } from '../editing/keymap';
import { canLink, linkAtSelection } from '../editing/links';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable } from '../editing/tables';
import type { IconName } from './icons';

/** What a button does: a command on the state, or something the editor shell opens. */
export type ToolbarRun = { command: Command } | { open: 'link' | 'image' | 'attachment' };

export interface ToolbarItem {
  id: string;
  /** Key under `toolbar.` in the plugin's messages. */
  labelKey: string;
  icon: IconName;
  shortcut?: string;
  run: ToolbarRun;
  /** A toggle's state, announced as pressed. */
  isActive?: (state: EditorState) => boolean;
  /** Whether it does something here; commands answer for themselves when this is absent. */
  isEnabled?: (state: EditorState) => boolean;
}

const { nodes, marks } = schema;

const inlineAllowed = (state: EditorState) => {
  const parent = state.selection.$from.parent;
  return parent.inlineContent && !parent.type.spec.code;
};

export const FORMAT_ITEMS: ToolbarItem[] = [
  { id: 'bold', labelKey: 'bold', icon: 'bold', shortcut: SHORTCUTS.bold, run: { command: toggleStrong }, isActive: (state) => isMarkActive(state, marks.strong) },
  { id: 'italic', labelKey: 'italic', icon: 'italic', shortcut: SHORTCUTS.italic, run: { command: toggleEm }, isActive: (state) => isMarkActive(state, marks.em) },
  { id: 'code', labelKey: 'code', icon: 'code', shortcut: SHORTCUTS.code, run: { command: toggleCode }, isActive: (state) => isMarkActive(state, marks.code) },
  { id: 'strike', labelKey: 'strike', icon: 'strike', shortcut: SHORTCUTS.strike, run: { command: toggleStrike }, isActive: (state) => isMarkActive(state, marks.strike) },
];

export const BLOCK_ITEMS: ToolbarItem[] = [
  {
    id: 'link',
    labelKey: 'link',
    icon: 'link',
    shortcut: SHORTCUTS.link,
    run: { open: 'link' },
    isActive: (state) => linkAtSelection(state) !== null || (!state.selection.empty && state.doc.rangeHasMark(state.selection.from, state.selection.to, marks.link)),
    isEnabled: canLink,
  },
  { id: 'blockquote', labelKey: 'blockquote', icon: 'blockquote', shortcut: SHORTCUTS.blockquote, run: { command: toggleBlockquote }, isActive: isInBlockquote },
  { id: 'code_block', labelKey: 'code_block', icon: 'codeBlock', shortcut: SHORTCUTS.codeBlock, run: { command: toggleCodeBlock }, isActive: isInCodeBlock },
];

function listItem(id: 'bullet_list' | 'ordered_list', icon: IconName, shortcut: string): ToolbarItem {
  const type = nodes[id];
  return { id, labelKey: id, icon, shortcut, run: { command: toggleList(type) }, isActive: (state) => listType(state) === type };
}

export const LIST_ITEMS: ToolbarItem[] = [listItem('bullet_list', 'bulletList', SHORTCUTS.bulletList), listItem('ordered_list', 'orderedList', SHORTCUTS.orderedList)];

export const INSERT_ITEMS: ToolbarItem[] = [
  { id: 'image', labelKey: 'image', icon: 'image', run: { open: 'image' }, isEnabled: inlineAllowed },
  { id: 'attachment', labelKey: 'attachment', icon: 'attachment', run: { open: 'attachment' }, isEnabled: inlineAllowed },
  { id: 'table', labelKey: 'table', icon: 'table', run: { command: insertTable() } },
  { id: 'rule', labelKey: 'rule', icon: 'rule', run: { command: insertHorizontalRule } },
];

export const HISTORY_ITEMS: ToolbarItem[] = [
  { id: 'undo', labelKey: 'undo', icon: 'undo', shortcut: SHORTCUTS.undo, run: { command: undo } },
  { id: 'redo', labelKey: 'redo', icon: 'redo', shortcut: SHORTCUTS.redo, run: { command: redo } },
];

/** Shown while the cursor is in a table. */
export const TABLE_ITEMS: ToolbarItem[] = [
  { id: 'add_row', labelKey: 'add_row', icon: 'addRow', run: { command: addRowAfter } },
  { id: 'add_column', labelKey: 'add_column', icon: 'addColumn', run: { command: addColumnAfter } },
  { id: 'delete_row', labelKey: 'delete_row', icon: 'deleteRow', run: { command: deleteRow } },
  { id: 'delete_column', labelKey: 'delete_column', icon: 'deleteColumn', run: { command: deleteColumn } },
  { id: 'delete_table', labelKey: 'delete_table', icon: 'deleteTable', run: { command: deleteTable } },
];

/** Whether a button can act on this state. */
export function itemEnabled(item: ToolbarItem, state: EditorState): boolean {
  if (item.isEnabled) return item.isEnabled(state);
  return 'command' in item.run ? item.run.command(state) : true;
}
