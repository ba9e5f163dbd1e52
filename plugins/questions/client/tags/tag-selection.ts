/**
 * The tag selector's rules, apart from the component: which tags are picked, what the list of
 * suggestions offers, and where the keyboard highlight goes. Limits come from the question schema.
 */
import type { QuestionTag } from '../question-api';

export type TagOption = { kind: 'existing'; tag: QuestionTag } | { kind: 'create'; tag: QuestionTag };

const sameSlug = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function isSelected(selected: readonly QuestionTag[], slug: string): boolean {
  return selected.some((tag) => sameSlug(tag.slug_name, slug));
}

/** `selected` with `tag` added at the end; unchanged when already there or full. */
export function addTag(selected: readonly QuestionTag[], tag: QuestionTag, max: number): QuestionTag[] {
  if (isSelected(selected, tag.slug_name) || selected.length >= max) return [...selected];
  return [...selected, tag];
}

export function removeTag(selected: readonly QuestionTag[], slug: string): QuestionTag[] {
  return selected.filter((tag) => !sameSlug(tag.slug_name, slug));
}

/** A slug as Answer makes one from a typed name: lower case, runs of spaces as one dash. */
export function slugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A tag to create from what was typed, or null when nothing usable was typed. */
export function newTag(text: string, maxLength: number): QuestionTag | null {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!name || name.length > maxLength) return null;
  return { slug_name: slugOf(name), display_name: name, original_text: '' };
}

/**
 * What the list offers for `query`: the found tags not picked yet, then "create" when no found
 * tag has the typed name (the server decides whether the member may create it).
 */
export function tagOptions(query: string, found: readonly QuestionTag[], selected: readonly QuestionTag[], maxLength: number): TagOption[] {
  const options: TagOption[] = found.filter((tag) => !isSelected(selected, tag.slug_name)).map((tag) => ({ kind: 'existing', tag }));
  const typed = newTag(query, maxLength);
  if (!typed) return options;
  const exists = found.some((tag) => sameSlug(tag.slug_name, typed.slug_name) || sameSlug(tag.display_name, typed.display_name));
  if (!exists && !isSelected(selected, typed.slug_name)) options.push({ kind: 'create', tag: typed });
  return options;
}

/** The highlighted option after an arrow key: wraps around; -1 when there is nothing. */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/** Limits of the schema's `tags` array (`maxItems`, the items' `display_name.maxLength`). */
export interface TagLimits {
  maxItems: number;
  maxNameLength: number;
}

function numberAt(value: unknown, path: string[]): number | undefined {
  let node: unknown = value;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'number' ? node : undefined;
}

/** Read from the `tags` schema the server validates with, so the rule lives in one place. */
export function tagLimits(tagsSchema: unknown): TagLimits {
  return {
    maxItems: numberAt(tagsSchema, ['maxItems']) ?? Number.POSITIVE_INFINITY,
    maxNameLength: numberAt(tagsSchema, ['items', 'properties', 'display_name', 'maxLength']) ?? Number.POSITIVE_INFINITY,
  };
}
