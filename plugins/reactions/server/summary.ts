/**
 * `{reaction_summary: [...]}` as Answer answers it: one item per emoji somebody reacted with, in
 * the fixed emoji order, with the count, whether the viewer is among them, and a tooltip naming
 * the reactors (the first few, then how many more).
 */
import { EMOJI, type Emoji } from './tables';

export interface ReactionSummaryItem {
  emoji: Emoji;
  count: number;
  /** Names of the reactors, oldest first. */
  tooltip: string;
  is_active: boolean;
}

export interface ReactionSummary {
  reaction_summary: ReactionSummaryItem[];
}

/** Names shown in a tooltip before "and N more". */
export const TOOLTIP_NAMES = 5;

export interface ReactorRow {
  emoji: string;
  user_id: string;
}

/**
 * `rows` oldest first; `nameOf` gives a member's display name; `more` words the tooltip when more
 * members reacted than it names.
 */
export function summarize(rows: ReactorRow[], viewerId: string | null, nameOf: (userId: string) => string, more: (names: string, count: number) => string): ReactionSummary {
  const items: ReactionSummaryItem[] = [];
  for (const emoji of EMOJI) {
    const users = rows.filter((row) => row.emoji === emoji).map((row) => row.user_id);
    if (users.length === 0) continue;
    const names = users.slice(0, TOOLTIP_NAMES).map(nameOf).join(', ');
    const hidden = users.length - TOOLTIP_NAMES;
    items.push({ emoji, count: users.length, tooltip: hidden > 0 ? more(names, hidden) : names, is_active: viewerId !== null && users.includes(viewerId) });
  }
  return { reaction_summary: items };
}
