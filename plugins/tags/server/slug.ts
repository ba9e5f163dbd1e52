/**
 * How a typed tag name becomes the stored slug, as Answer does it (lower-case, blanks turned into
 * dashes: `normalizeSlug`, shared with edits). Which characters a slug may hold is the
 * `slug_name` pattern of the schemas (`schemas/tag.json`), checked before this runs.
 */
import { normalizeSlug } from './edit-input';

/** The most characters a slug or display name holds (Answer's `lte=35`, the column's size). */
export const TAG_NAME_MAX = 35;

export const slugOf = normalizeSlug;

/** Lower-casing can lengthen a few letters (`İ`), so the stored form is measured again. */
export const slugTooLong = (slug: string): boolean => Array.from(slug).length > TAG_NAME_MAX;
