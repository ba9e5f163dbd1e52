/** Every route of the tags plugin's reads and structural writes (the edits and their review are `edit*.ts`). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@answer/sdk/server';
import { registerReadRoutes } from './read-routes';
import { registerWriteRoutes } from './write-routes';

export function registerTagRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerReadRoutes(app, ctx);
  registerWriteRoutes(app, ctx);
}
