/**
 * What an id names. Content ids are Answer's `1` + 3-digit object type + 13 digits (question 1,
 * tag 3); member ids are plain integers (Answer's object type 4).
 */
import type { FollowKind } from './tables';

const CONTENT_ID = /^1(\d{3})\d{13}$/;
const USER_ID = /^[1-9]\d{0,15}$/;
const CONTENT_KINDS: Record<number, FollowKind> = { 1: 'question', 3: 'tag' };

export function followKindOf(id: string): FollowKind | null {
  const content = CONTENT_ID.exec(id);
  if (content) return CONTENT_KINDS[Number(content[1])] ?? null;
  return USER_ID.test(id) ? 'user' : null;
}
