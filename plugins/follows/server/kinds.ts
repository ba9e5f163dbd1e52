/**
 * What an id names. Content ids (long or short spelling) carry their object type (question,
 * tag); member ids are plain integers (Answer's object type 4).
 */
import { longId, OBJECT_TYPE, objectTypeOf } from '@answer/sdk/server';
import type { FollowKind } from './tables';

const USER_ID = /^[1-9]\d{0,15}$/;
const CONTENT_KINDS: Readonly<Record<number, FollowKind>> = { [OBJECT_TYPE.question]: 'question', [OBJECT_TYPE.tag]: 'tag' };

/** The kind of object `raw` names and its id as stored (long spelling); null for anything that takes no follows. */
export function followRefOf(raw: string): { kind: FollowKind; id: string } | null {
  const id = longId(raw);
  if (id) {
    const kind = CONTENT_KINDS[objectTypeOf(id) ?? 0];
    return kind ? { kind, id } : null;
  }
  return USER_ID.test(raw) ? { kind: 'user', id: raw } : null;
}
