/** A `PUT /tag` body after its schema passed, in the form it is stored. */

export interface TagEditInput {
  tagId: string;
  /** As stored (`normalizeSlug`). */
  slugName: string;
  displayName: string;
  originalText: string;
  editSummary: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A typed slug as stored, as Answer does it: trimmed, lower-case, blanks turned into dashes. */
export const normalizeSlug = (typed: string): string => typed.trim().toLowerCase().replace(/\s+/g, '-');

export function editInputOf(body: Record<string, unknown>): TagEditInput {
  return {
    tagId: text(body.tag_id).trim(),
    slugName: normalizeSlug(text(body.slug_name)),
    displayName: text(body.display_name).trim(),
    originalText: text(body.original_text),
    editSummary: text(body.edit_summary).trim(),
  };
}
