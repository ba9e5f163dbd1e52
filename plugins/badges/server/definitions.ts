/**
 * The badges the serving plugins contribute now (`badge.rules`, merged in plugin order). A
 * definition that breaks the rules of `BadgeDefinition` is left out, with one warning per key; of
 * two definitions with one key the first stands. A disabled plugin's badges drop out with it: their
 * rows stay, but nobody earns them and the catalogue leaves them out until it serves again.
 */
import type { Transaction } from 'kysely';
import type { BadgeDefinition, BadgeRuleEvent, ServerContext } from '@answer/sdk/server';

const KEY = /^[A-Za-z0-9_.:-]{1,191}$/;

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Why a definition cannot be seeded, or null when it can. */
export function definitionProblem(definition: BadgeDefinition): string | null {
  if (typeof definition !== 'object' || definition === null) return 'not an object';
  if (typeof definition.key !== 'string' || !KEY.test(definition.key)) return 'key must be 1-191 letters, digits or _ . : -';
  if (!text(definition.group, 256) || !text(definition.name, 256)) return 'group and name must be i18n keys of up to 256 characters';
  if (!text(definition.description, 10_000)) return 'description must be an i18n key';
  if (!text(definition.icon, 1024)) return 'icon must be a Bootstrap Icons name or a picture address';
  if (![1, 2, 3].includes(definition.level)) return 'level must be 1, 2 or 3';
  if (typeof definition.single !== 'boolean') return 'single must be true or false';
  if (definition.handler !== undefined && !text(definition.handler, 128)) return 'handler must be up to 128 characters';
  if (typeof definition.on !== 'object' || definition.on === null) return 'on must map events to rules';
  return null;
}

/** Valid definitions of `answers` by key, the first of each key winning; `warn` hears of the rest. */
export function mergeDefinitions(answers: readonly (readonly BadgeDefinition[])[], warn: (key: string, problem: string) => void): Map<string, BadgeDefinition> {
  const merged = new Map<string, BadgeDefinition>();
  for (const answer of answers) {
    if (!Array.isArray(answer)) continue;
    for (const definition of answer) {
      const problem = definitionProblem(definition);
      const key = typeof definition?.key === 'string' ? definition.key : '?';
      if (problem) warn(key, problem);
      else if (merged.has(key)) warn(key, 'another plugin already contributes a badge with this key');
      else merged.set(key, definition);
    }
  }
  return merged;
}

const warned = new WeakMap<ServerContext, Set<string>>();

/** The definitions of the serving plugins now; pass the open transaction when there is one. */
export async function currentDefinitions(ctx: ServerContext, trx?: Transaction<unknown>): Promise<Map<string, BadgeDefinition>> {
  const answers = await ctx.queries.ask('badge.rules', {}, trx);
  const seen = warned.get(ctx) ?? new Set<string>();
  warned.set(ctx, seen);
  return mergeDefinitions(answers, (key, problem) => {
    if (seen.has(`${key}:${problem}`)) return;
    seen.add(`${key}:${problem}`);
    ctx.log.warn(`badge definition ${key} left out: ${problem}`);
  });
}

/** The definitions with a rule over `event`. */
export function listeningTo(definitions: Map<string, BadgeDefinition>, event: BadgeRuleEvent): BadgeDefinition[] {
  return [...definitions.values()].filter((definition) => typeof definition.on[event] === 'function');
}
