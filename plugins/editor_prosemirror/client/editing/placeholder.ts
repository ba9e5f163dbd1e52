/** The `placeholder` prop shown in an empty editor (as CSS content, so it is never part of the text). */
import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

export function placeholderPlugin(text: () => string): Plugin {
  return new Plugin({
    props: {
      decorations(state) {
        const placeholder = text();
        const { doc } = state;
        const only = doc.firstChild;
        if (!placeholder || doc.childCount !== 1 || !only?.isTextblock || only.content.size > 0) return null;
        return DecorationSet.create(doc, [Decoration.node(0, only.nodeSize, { class: 'pm-placeholder', 'data-placeholder': placeholder })]);
      },
    },
  });
}
