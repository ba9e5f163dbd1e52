/**
 * A word diff by longest common subsequence, small enough to own: revisions are short texts, and
 * a long body falls back to whole lines so the table stays bounded.
 */

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Above this many tokens on either side the diff compares lines instead of words. */
const MAX_WORD_TOKENS = 1500;
/** Above this many lines the two texts are shown as one removal and one addition. */
const MAX_LINE_TOKENS = 3000;

/** Words with the whitespace after them, so joining the tokens gives the text back. */
export function wordTokens(text: string): string[] {
  return text.match(/\s+|[^\s]+\s*/g) ?? [];
}

export function lineTokens(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function lcsDiff(before: string[], after: string[]): DiffPart[] {
  const rows = before.length;
  const cols = after.length;
  // lengths[i][j]: LCS length of before[i..] and after[j..], kept in one flat array
  const lengths = new Uint32Array((rows + 1) * (cols + 1));
  const at = (i: number, j: number) => i * (cols + 1) + j;
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      lengths[at(i, j)] = before[i] === after[j] ? lengths[at(i + 1, j + 1)] + 1 : Math.max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (before[i] === after[j]) {
      push('same', before[i]);
      i += 1;
      j += 1;
    } else if (lengths[at(i + 1, j)] >= lengths[at(i, j + 1)]) {
      push('removed', before[i]);
      i += 1;
    } else {
      push('added', after[j]);
      j += 1;
    }
  }
  for (; i < rows; i += 1) push('removed', before[i]);
  for (; j < cols; j += 1) push('added', after[j]);
  return parts;
}

/** The parts that turn `before` into `after`: unchanged, removed and added runs, in reading order. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  let tokensBefore = wordTokens(before);
  let tokensAfter = wordTokens(after);
  if (Math.max(tokensBefore.length, tokensAfter.length) > MAX_WORD_TOKENS) {
    tokensBefore = lineTokens(before);
    tokensAfter = lineTokens(after);
  }
  if (Math.max(tokensBefore.length, tokensAfter.length) > MAX_LINE_TOKENS) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  return lcsDiff(tokensBefore, tokensAfter);
}

/** Tags compared as a set: kept, removed and added, each in its list's order. */
export function diffList(before: string[], after: string[]): DiffPart[] {
  const kept = new Set(after);
  const previous = new Set(before);
  return [
    ...before.map((item): DiffPart => ({ kind: kept.has(item) ? 'same' : 'removed', text: item })),
    ...after.filter((item) => !previous.has(item)).map((item): DiffPart => ({ kind: 'added', text: item })),
  ];
}
