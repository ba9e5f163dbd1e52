/**
 * The configurable privileges (Answer 1.7.1's `RankAllPrivileges` with its three preset tables),
 * shared by the server's routes and the admin page: the page labels each key with the same
 * translation the server answers with.
 */

export const CUSTOM_LEVEL = 99;
export type PresetLevel = 1 | 2 | 3;

/** The configurable keys in Answer's order, with their values at levels 1, 2 and 3. */
export const PRIVILEGE_TABLE: readonly { key: string; values: readonly [number, number, number] }[] = [
  { key: 'rank.question.add', values: [1, 1, 1] },
  { key: 'rank.answer.add', values: [1, 1, 1] },
  { key: 'rank.comment.add', values: [1, 1, 1] },
  { key: 'rank.report.add', values: [1, 1, 1] },
  { key: 'rank.comment.vote_up', values: [1, 1, 1] },
  { key: 'rank.link.url_limit', values: [1, 10, 10] },
  { key: 'rank.question.vote_up', values: [1, 8, 15] },
  { key: 'rank.answer.vote_up', values: [1, 8, 15] },
  { key: 'rank.question.vote_down', values: [125, 125, 125] },
  { key: 'rank.answer.vote_down', values: [125, 125, 125] },
  { key: 'rank.answer.invite_someone_to_answer', values: [1, 500, 1000] },
  { key: 'rank.tag.add', values: [1, 750, 1500] },
  { key: 'rank.tag.edit', values: [1, 50, 100] },
  { key: 'rank.question.edit', values: [1, 100, 200] },
  { key: 'rank.answer.edit', values: [1, 100, 200] },
  { key: 'rank.question.edit_without_review', values: [1, 1000, 2000] },
  { key: 'rank.answer.edit_without_review', values: [1, 1000, 2000] },
  { key: 'rank.question.audit', values: [1, 1000, 2000] },
  { key: 'rank.answer.audit', values: [1, 1000, 2000] },
  { key: 'rank.tag.audit', values: [1, 2500, 5000] },
  { key: 'rank.tag.edit_without_review', values: [1, 10000, 20000] },
  { key: 'rank.tag.synonym', values: [1, 10000, 20000] },
];

/** Answer names one label off the pattern of the others. */
const LABEL_NAMES: Readonly<Record<string, string>> = { 'rank.answer.invite_someone_to_answer': 'rank_invite_someone_to_answer' };

/** `rank.question.add` → `privilege.rank_question_add_label` (Answer's message keys; the plugin's ui translations). */
export const labelKeyOf = (key: string): string => `privilege.${LABEL_NAMES[key] ?? key.replace(/\./g, '_')}_label`;

/** `privilege.level_1.description` … `privilege.level_custom.description`. */
export const levelDescKeyOf = (level: number): string => `privilege.level_${level === CUSTOM_LEVEL ? 'custom' : level}.description`;
