/**
 * One block of site settings (a `site_info` row) behind an admin `GET`/`PUT` pair, as Answer's
 * `/answer/admin/api/siteinfo/<block>` calls: GET answers the saved values over the defaults, PUT
 * validates the body with the block's JSON Schema (the same one the admin form is built from),
 * changes only the fields the schema declares, runs the block's own checks and saves. A block
 * is registered by the plugin whose behaviour it changes, so a disabled feature takes its
 * settings with it.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE } from '../shared/paths';
import type { ResponseSchema, ServerContext } from './context';

export interface SiteSettingsBlock<T extends object> {
  /** The path under `/answer/admin/api`, e.g. `/siteinfo/general`. */
  path: string;
  /** The `site_info` type the block is stored under. */
  type: string;
  /** JSON Schema of the PUT body; its `properties` are the fields a save may change. */
  schema: { properties: Record<string, unknown> } & object;
  /** A fresh site's values. */
  defaults: Readonly<T>;
  /** GET's response schema where Answer's description has none. */
  response?: ResponseSchema;
  /**
   * The values to store, from the saved ones and a validated save: trims, normalises and checks
   * what a schema cannot say (throw `fieldError(...)`); nothing is saved when it throws.
   */
  prepare?: (next: T, saved: T, ctx: ServerContext) => T | Promise<T>;
  /** What GET answers, when it differs from what is stored (a secret left out, a field kept in another block). */
  present?: (saved: T) => object | Promise<object>;
}

/** Only the fields `schema` declares, and only those given. */
export function declaredFields<T extends object>(schema: { properties: Record<string, unknown> }, body: unknown): Partial<T> {
  if (typeof body !== 'object' || body === null) return {};
  const keys = new Set(Object.keys(schema.properties));
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => keys.has(key) && value !== undefined)) as Partial<T>;
}

/** The block's saved values over its defaults. */
export async function readSiteSettings<T extends object>(ctx: ServerContext, type: string, defaults: Readonly<T>): Promise<T> {
  return { ...structuredClone(defaults), ...((await ctx.siteInfo.get<Partial<T>>(type)) ?? {}) } as T;
}

/** Registers GET and PUT for one block; both are admin only. */
export function registerSiteSettings<T extends object>(app: FastifyInstance, ctx: ServerContext, block: SiteSettingsBlock<T>): void {
  const url = `${ADMIN_API_BASE}${block.path}`;
  const read = () => readSiteSettings(ctx, block.type, block.defaults);
  app.get(url, { preHandler: ctx.guards.admin, config: block.response ? { response: block.response } : {} }, async () => {
    const saved = await read();
    return block.present ? block.present(saved) : saved;
  });
  app.put(url, { preHandler: ctx.guards.admin, config: { request: { body: block.schema }, response: { type: 'null' } } }, async (request) => {
    ctx.validate(block.schema, request.body);
    const saved = await read();
    const next = { ...saved, ...declaredFields<T>(block.schema, request.body) };
    const prepared = block.prepare ? await block.prepare(next, saved, ctx) : next;
    await ctx.siteInfo.set(block.type, prepared);
    return null;
  });
}
