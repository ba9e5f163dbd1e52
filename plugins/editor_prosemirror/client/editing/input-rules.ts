/**
 * Markdown typed as you go: `# ` makes a heading, `> ` a quote, `- ` or `1. ` a list, ``` a code
 * block, `---` a rule, and `**bold**`, `*italic*`, `` `code` ``, `~~struck~~` their marks.
 * Backspace right after undoes the conversion.
 */
import { InputRule, inputRules, textblockTypeInputRule, wrappingInputRule } from 'prosemirror-inputrules';
import { TextSelection, type Command, type Plugin } from 'prosemirror-state';
import type { MarkType } from 'prosemirror-model';
import { schema } from '../markdown/schema';

const { nodes, marks } = schema;

/**
 * A mark typed with its Markdown delimiters: `pattern` captures the character before the opening
 * delimiter (or nothing at the start) and the content, which may not start or end with a blank.
 */
function markRule(pattern: RegExp, delimiter: string, type: MarkType): InputRule {
  return new InputRule(
    pattern,
    (state, match, start, end) => {
      const [, before, content] = match;
      const open = start + before.length;
      const contentStart = open + delimiter.length;
      const contentEnd = contentStart + content.length;
      // The last closing character was just typed and is not in the document yet.
      const tr = state.tr.delete(contentEnd, end).delete(open, contentStart);
      return tr.addMark(open, open + content.length, type.create()).removeStoredMark(type);
    },
    { inCodeMark: false },
  );
}

/** `---`, `***` or `___` alone in a paragraph: a horizontal rule, then a paragraph to go on in. */
const ruleRule = new InputRule(/^(?:---|\*\*\*|___)$/, (state, match, start) => {
  const $start = state.doc.resolve(start);
  const block = $start.parent;
  if (block.type !== nodes.paragraph || $start.parentOffset !== 0 || block.content.size !== match[0].length - 1) return null;
  const from = $start.before();
  const to = $start.after();
  if (!$start.node(-1).canReplaceWith($start.index(-1), $start.indexAfter(-1), nodes.horizontal_rule)) return null;
  const tr = state.tr.replaceWith(from, to, [nodes.horizontal_rule.create({ markup: match[0] }), nodes.paragraph.create()]);
  return tr.setSelection(TextSelection.create(tr.doc, from + 2));
});

export function buildInputRules(): Plugin {
  return inputRules({
    rules: [
      textblockTypeInputRule(/^(#{1,6})\s$/, nodes.heading, (match) => ({ level: match[1].length })),
      wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
      wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list, (match) => ({ bullet: match[1] })),
      wrappingInputRule(
        /^(\d{1,9})([.)])\s$/,
        nodes.ordered_list,
        (match) => ({ order: Number(match[1]), delimiter: match[2] }),
        (match, node) => node.childCount + Number(node.attrs.order) === Number(match[1]),
      ),
      textblockTypeInputRule(/^```([^\s`]*)\s$/, nodes.code_block, (match) => ({ params: match[1] })),
      ruleRule,
      markRule(/(^|[^*])\*\*([^*\s](?:[^*]*[^*\s])?)\*\*$/, '**', marks.strong),
      markRule(/(^|[^_\w])__([^_\s](?:[^_]*[^_\s])?)__$/, '__', marks.strong),
      markRule(/(^|[^*])\*([^*\s](?:[^*]*[^*\s])?)\*$/, '*', marks.em),
      markRule(/(^|[^_\w])_([^_\s](?:[^_]*[^_\s])?)_$/, '_', marks.em),
      markRule(/(^|[^~])~~([^~\s](?:[^~]*[^~\s])?)~~$/, '~~', marks.strike),
      markRule(/(^|[^`])`([^`]+)`$/, '`', marks.code),
    ],
  });
}

/** Enter after ```` ```lang ```` alone in a paragraph opens a code block in that language. */
export const codeFenceOnEnter: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type !== nodes.paragraph || $from.parentOffset !== $from.parent.content.size) return false;
  const match = /^```([^\s`]*)$/.exec($from.parent.textContent);
  if (!match) return false;
  const $block = state.doc.resolve($from.before());
  if (!$block.parent.canReplaceWith($block.index(), $block.indexAfter(), nodes.code_block)) return false;
  if (dispatch) {
    const from = $from.before();
    const tr = state.tr.replaceWith(from, $from.after(), nodes.code_block.create({ params: match[1] }));
    dispatch(tr.setSelection(TextSelection.create(tr.doc, from + 1)).scrollIntoView());
  }
  return true;
};
