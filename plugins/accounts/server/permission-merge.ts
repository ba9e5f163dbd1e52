/**
 * `GET /permission`: the caller's answer for each asked action, merged from every plugin that
 * answers `permission.check`. Plugins answer for the actions they own; an action nobody answers
 * is refused without a tip, and when two plugins answer the same action a refusal wins.
 */
import type { PermissionAnswer } from '@answer/sdk/server';

/** The action keys of `?action=a,b,c`: trimmed, deduplicated, blanks dropped, in asked order. */
export function parseActions(raw: string): string[] {
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const action = part.trim();
    if (action) seen.add(action);
  }
  return [...seen];
}

const REFUSED: PermissionAnswer = { has_permission: false, no_permission_tip: '' };

export function mergePermissions(actions: readonly string[], answers: readonly Record<string, PermissionAnswer>[], loggedIn: boolean): Record<string, PermissionAnswer> {
  const merged: Record<string, PermissionAnswer> = {};
  for (const action of actions) {
    let result: PermissionAnswer | null = null;
    for (const answer of answers) {
      if (!Object.prototype.hasOwnProperty.call(answer, action)) continue;
      const given = answer[action];
      if (!result || (result.has_permission && !given.has_permission)) {
        result = { has_permission: given.has_permission === true, no_permission_tip: given.has_permission ? '' : (given.no_permission_tip ?? '') };
      }
    }
    // guests may do nothing that needs a permission, whatever a plugin said
    merged[action] = result && loggedIn ? result : { ...REFUSED, no_permission_tip: result?.no_permission_tip ?? '' };
  }
  return merged;
}
