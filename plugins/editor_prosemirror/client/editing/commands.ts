/**
 * What the toolbar buttons and shortcuts do, as ProseMirror commands on a state (no view
 * needed), with the matching "is it on here" questions the toolbar asks for its active state.
 */
import { setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { TextSelection, type Command, type EditorState, type Transaction } from 'prosemirror-state';
import { liftTarget } from 'prosemirror-transform';
import type { MarkType, Node as ProseMirrorNode, NodeType, ResolvedPos } from 'prosemirror-model';
import { schema } from '../markdown/schema';

const { nodes, marks } = schema;

export const toggleStrong = toggleMark(marks.strong);
export const toggleEm = toggleMark(marks.em);
export const toggleCode = toggleMark(marks.code);
export const toggleStrike = toggleMark(marks.strike);

/** On for a cursor inside the mark (or about to type with it), or a selection that has it anywhere. */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** Every textblock the selection touches. */
function selectedTextblocks(state: EditorState): ProseMirrorNode[] {
  const blocks: ProseMirrorNode[] = [];
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node) => {
    if (node.isTextblock) {
      blocks.push(node);
      return false;
    }
    return true;
  });
  return blocks;
}

/** The heading level of the selection's textblocks when they share one, else 0. */
export function headingLevel(state: EditorState): number {
  const blocks = selectedTextblocks(state);
  if (blocks.length === 0 || blocks.some((block) => block.type !== nodes.heading)) return 0;
  const level = Number(blocks[0].attrs.level);
  return blocks.every((block) => Number(block.attrs.level) === level) ? level : 0;
}

/** Heading `level` for the selected blocks; the same level again turns them back into paragraphs. */
export function toggleHeading(level: number): Command {
  return (state, dispatch) => {
    if (headingLevel(state) === level) return setBlockType(nodes.paragraph)(state, dispatch);
    return setBlockType(nodes.heading, { level })(state, dispatch);
  };
}

export const setParagraph: Command = setBlockType(nodes.paragraph);

/** The depth of the innermost ancestor of `$pos` that passes `test`, or -1. */
function ancestorDepth($pos: ResolvedPos, test: (node: ProseMirrorNode) => boolean): number {
  for (let depth = $pos.depth; depth > 0; depth--) if (test($pos.node(depth))) return depth;
  return -1;
}

export function isInBlockquote(state: EditorState): boolean {
  return ancestorDepth(state.selection.$from, (node) => node.type === nodes.blockquote) >= 0;
}

/** Wraps the selected blocks in a quote, or takes them out of the quote they are in. */
export const toggleBlockquote: Command = (state, dispatch) => {
  const { $from, $to } = state.selection;
  const range = $from.blockRange($to, (node) => node.type === nodes.blockquote);
  if (!range) return wrapIn(nodes.blockquote)(state, dispatch);
  const target = liftTarget(range);
  if (target === null) return false;
  if (dispatch) dispatch(state.tr.lift(range, target).scrollIntoView());
  return true;
};

/** The innermost list around the selection. */
function listAround(state: EditorState): { node: ProseMirrorNode; pos: number } | null {
  const { $from, $to } = state.selection;
  const range = $from.blockRange($to, (node) => node.type === nodes.bullet_list || node.type === nodes.ordered_list);
  if (!range) return null;
  return { node: range.parent, pos: range.$from.before(range.depth) };
}

export function listType(state: EditorState): NodeType | null {
  return listAround(state)?.node.type ?? null;
}

/** Makes the selection a list of `type`: wraps it, switches the list it is in, or lifts it out. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const list = listAround(state);
    if (!list) return wrapInList(type)(state, dispatch);
    if (list.node.type === type) return liftListItem(nodes.list_item)(state, dispatch);
    if (dispatch) dispatch(state.tr.setNodeMarkup(list.pos, type, { tight: list.node.attrs.tight }).scrollIntoView());
    return true;
  };
}

export function isInCodeBlock(state: EditorState): boolean {
  return state.selection.$from.parent.type === nodes.code_block;
}

/** The text of a textblock with its breaks as new lines (images as their alt text). */
function plainLines(block: ProseMirrorNode): string {
  return block.textBetween(0, block.content.size, '\n', (leaf) => {
    if (leaf.type === nodes.hard_break) return '\n';
    if (leaf.type === nodes.image) return String(leaf.attrs.alt ?? '');
    if (leaf.type === nodes.html_inline) return String(leaf.attrs.html ?? '');
    return '';
  });
}

/**
 * A code block out of the selected paragraphs (several become one block, a line each), or the
 * code block the cursor is in back to a paragraph.
 */
export const toggleCodeBlock: Command = (state, dispatch) => {
  if (isInCodeBlock(state)) return setBlockType(nodes.paragraph)(state, dispatch);
  const { $from, $to } = state.selection;
  const range = $from.blockRange($to);
  if (!range) return false;
  const blocks: ProseMirrorNode[] = [];
  for (let index = range.startIndex; index < range.endIndex; index++) blocks.push(range.parent.child(index));
  if (blocks.length <= 1 || !blocks.every((block) => block.isTextblock)) return setBlockType(nodes.code_block)(state, dispatch);
  if (!range.parent.canReplaceWith(range.startIndex, range.endIndex, nodes.code_block)) return false;
  if (dispatch) {
    const code = blocks.map(plainLines).join('\n');
    const tr = state.tr.replaceWith(range.start, range.end, nodes.code_block.create(null, code ? schema.text(code) : null));
    dispatch(tr.setSelection(TextSelection.create(tr.doc, range.start + 1 + code.length)).scrollIntoView());
  }
  return true;
};

/** Where a new block goes: in place of an empty paragraph, or after the cursor's textblock (split at the cursor). */
function insertionPoint(tr: Transaction): number | null {
  const { $from } = tr.selection;
  const block = $from.parent;
  if (!block.isTextblock || $from.depth === 0) return null;
  if (block.type === nodes.paragraph && block.content.size === 0) {
    const pos = $from.before();
    tr.delete(pos, $from.after());
    return pos;
  }
  if ($from.parentOffset === 0) return $from.before();
  if ($from.parentOffset === block.content.size) return $from.after();
  tr.split($from.pos);
  return tr.selection.$from.before();
}

/**
 * Puts a block node at the cursor (replacing what is selected) and a paragraph after it when
 * nothing follows, so there is always somewhere to type next. `place` says where the cursor goes.
 */
export function insertBlock(node: ProseMirrorNode, place: 'inside' | 'after'): Command {
  return (state, dispatch) => {
    const tr = state.tr;
    if (!state.selection.empty) tr.deleteSelection();
    const pos = insertionPoint(tr);
    if (pos === null) return false;
    const $pos = tr.doc.resolve(pos);
    if (!$pos.parent.canReplaceWith($pos.index(), $pos.index(), node.type)) return false;
    if (!dispatch) return true;
    tr.insert(pos, node);
    const after = pos + node.nodeSize;
    const next = tr.doc.resolve(after).nodeAfter;
    if (!next || (place === 'after' && !next.isTextblock)) tr.insert(after, nodes.paragraph.create());
    const target = place === 'inside' ? pos + 1 : after + 1;
    dispatch(tr.setSelection(TextSelection.near(tr.doc.resolve(target), 1)).scrollIntoView());
    return true;
  };
}

export const insertHorizontalRule: Command = (state, dispatch) => insertBlock(nodes.horizontal_rule.create(), 'after')(state, dispatch);

/** A table of `rows` rows (the first one the header) and `columns` columns, cursor in the first cell. */
export function insertTable(rows = 3, columns = 3): Command {
  return (state, dispatch) => {
    const row = (type: NodeType) => nodes.table_row.create(null, Array.from({ length: columns }, () => type.create()));
    const table = nodes.table.create(null, [row(nodes.table_header), ...Array.from({ length: Math.max(0, rows - 1) }, () => row(nodes.table_cell))]);
    return insertBlock(table, 'inside')(state, dispatch);
  };
}

/** A line break where the cursor is (not in headings and table cells, which are one line). */
export const insertHardBreak: Command = (state, dispatch) => {
  const { $from } = state.selection;
  if ($from.parent.type.spec.code || !$from.parent.canReplaceWith($from.index(), $from.indexAfter(), nodes.hard_break)) return false;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
  return true;
};

export function isInTable(state: EditorState): boolean {
  return ancestorDepth(state.selection.$from, (node) => node.type === nodes.table) >= 0;
}
