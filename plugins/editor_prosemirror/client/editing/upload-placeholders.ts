/**
 * Where uploads will land: a widget at the drop or cursor position that moves with the edits
 * made while the file is on its way, found again by id when the server answers.
 */
import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

type PlaceholderAction = { add: { id: string; pos: number; label: string } } | { remove: { id: string } };

const uploadKey = new PluginKey<DecorationSet>('upload-placeholders');

function widget(label: string): HTMLElement {
  const element = document.createElement('span');
  element.className = 'pm-upload-placeholder';
  element.textContent = label;
  return element;
}

export function uploadPlaceholders(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: uploadKey,
    state: {
      init: () => DecorationSet.empty,
      apply(tr, set) {
        let next = set.map(tr.mapping, tr.doc);
        const action = tr.getMeta(uploadKey) as PlaceholderAction | undefined;
        if (action && 'add' in action) {
          const { id, pos, label } = action.add;
          next = next.add(tr.doc, [Decoration.widget(pos, () => widget(label), { id, side: -1 })]);
        } else if (action && 'remove' in action) {
          next = next.remove(next.find(undefined, undefined, (spec) => spec.id === action.remove.id));
        }
        return next;
      },
    },
    props: {
      decorations: (state) => uploadKey.getState(state),
    },
  });
}

export function addUploadPlaceholder(tr: Transaction, id: string, pos: number, label: string): Transaction {
  return tr.setMeta(uploadKey, { add: { id, pos, label } } satisfies PlaceholderAction);
}

export function removeUploadPlaceholder(tr: Transaction, id: string): Transaction {
  return tr.setMeta(uploadKey, { remove: { id } } satisfies PlaceholderAction);
}

/** The current position of an upload's placeholder, or null once it was removed with its text. */
export function findUploadPlaceholder(state: EditorState, id: string): number | null {
  const found = uploadKey.getState(state)?.find(undefined, undefined, (spec) => spec.id === id) ?? [];
  return found.length > 0 ? found[0].from : null;
}
