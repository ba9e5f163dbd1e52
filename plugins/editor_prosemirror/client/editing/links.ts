/**
 * Links and uploaded files: find the link under the cursor, set or remove one, and insert an
 * image or a file link where an upload finished.
 */
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import type { Mark, Node as ProseMirrorNode } from 'prosemirror-model';
import { formatDestination } from '../markdown/destinations';
import { schema } from '../markdown/schema';

const { link } = schema.marks;

export interface LinkRange {
  from: number;
  to: number;
  href: string;
  title: string | null;
}

/** The whole link the cursor (or the start of the selection) is in. */
export function linkAtSelection(state: EditorState): LinkRange | null {
  const { $from } = state.selection;
  const parent = $from.parent;
  const start = $from.start();
  // The link mark of the text on either side of the cursor.
  const found = link.isInSet($from.marks()) ?? link.isInSet($from.nodeAfter?.marks ?? []) ?? link.isInSet($from.nodeBefore?.marks ?? []);
  if (!found) return null;
  let index = $from.index();
  if (index >= parent.childCount || !found.isInSet(parent.child(index).marks)) index -= 1;
  if (index < 0 || !found.isInSet(parent.child(index).marks)) return null;
  let first = index;
  while (first > 0 && found.isInSet(parent.child(first - 1).marks)) first--;
  let last = index;
  while (last + 1 < parent.childCount && found.isInSet(parent.child(last + 1).marks)) last++;
  let from = start;
  for (let child = 0; child < first; child++) from += parent.child(child).nodeSize;
  let to = from;
  for (let child = first; child <= last; child++) to += parent.child(child).nodeSize;
  return { from, to, href: String(found.attrs.href), title: (found.attrs.title as string | null) ?? null };
}

/** Whether the cursor or selection can carry a link (not in code). */
export function canLink(state: EditorState): boolean {
  const { $from, from, to, empty } = state.selection;
  if ($from.parent.type.spec.code || !$from.parent.inlineContent) return false;
  if (empty) return $from.parent.type.allowsMarkType(link);
  let allowed = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (node.inlineContent && node.type.allowsMarkType(link)) allowed = true;
    return !allowed;
  });
  return allowed;
}

/**
 * Links the selection to `href`; with a bare cursor, changes the link it is in or inserts `text`
 * (the address itself when empty) as a new link.
 */
export function setLink(href: string, text = ''): Command {
  return (state, dispatch) => {
    const address = href.trim();
    if (!address || !canLink(state)) return false;
    if (!dispatch) return true;
    const mark: Mark = link.create({ href: address });
    const tr = state.tr;
    const existing = state.selection.empty ? linkAtSelection(state) : null;
    if (existing) {
      tr.removeMark(existing.from, existing.to, link).addMark(existing.from, existing.to, link.create({ href: address, title: existing.title }));
      if (text && text !== state.doc.textBetween(existing.from, existing.to)) {
        tr.insertText(text, existing.from, existing.to).addMark(existing.from, existing.from + text.length, mark);
      }
    } else if (state.selection.empty) {
      const label = text || address;
      const at = state.selection.from;
      tr.insert(at, schema.text(label, [...state.selection.$from.marks().filter((other) => other.type !== link), mark]));
      tr.setSelection(TextSelection.create(tr.doc, at + label.length));
    } else {
      const { from, to } = state.selection;
      if (text && text !== state.doc.textBetween(from, to)) {
        tr.insertText(text, from, to);
        tr.addMark(from, from + text.length, mark);
      } else {
        tr.removeMark(from, to, link).addMark(from, to, mark);
      }
    }
    dispatch(tr.removeStoredMark(link).scrollIntoView());
    return true;
  };
}

/** Takes the link off the selection, or off the whole link the cursor is in. */
export const removeLink: Command = (state, dispatch) => {
  const range = state.selection.empty ? linkAtSelection(state) : { from: state.selection.from, to: state.selection.to };
  if (!range || !state.doc.rangeHasMark(range.from, range.to, link)) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, link).scrollIntoView());
  return true;
};

/**
 * Inserts `content` at `pos` (the cursor when omitted) and puts the cursor after it; inside a
 * code block, where nothing but text goes, the Markdown of it as text.
 */
function insertInline(content: ProseMirrorNode, markdown: string, pos?: number): Command {
  return (state, dispatch) => {
    const at = pos ?? state.selection.from;
    const $at = state.doc.resolve(at);
    if (!$at.parent.inlineContent) return false;
    const node = $at.parent.type.spec.code ? schema.text(markdown) : content;
    if (!$at.parent.canReplaceWith($at.index(), $at.index(), node.type)) return false;
    if (dispatch) {
      const tr = state.tr.insert(at, node);
      if (pos === undefined) tr.setSelection(TextSelection.create(tr.doc, at + node.nodeSize));
      dispatch(tr.removeStoredMark(link).scrollIntoView());
    }
    return true;
  };
}

/** `![name](url)` at `pos` (the cursor when omitted), for an uploaded image. */
export function insertImage(src: string, alt: string, pos?: number): Command {
  return insertInline(schema.nodes.image.create({ src, alt }), `![${alt}](${formatDestination(src)})`, pos);
}

/** `[name](url)` at `pos` (the cursor when omitted), for an uploaded attachment. */
export function insertFileLink(url: string, name: string, pos?: number): Command {
  return insertInline(schema.text(name, [link.create({ href: url })]), `[${name}](${formatDestination(url)})`, pos);
}
