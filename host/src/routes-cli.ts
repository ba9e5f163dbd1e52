/**
 * `npm run routes`: prints every API route the site serves as JSON (method, path, owning plugin,
 * whether guests of a members-only site may call it, request schemas, the response schema the
 * route declares, and `answer_response`: what Apache Answer's API description says of its `data`).
 * Plugins are loaded and mounted as at start-up; no database is opened.
 */
import { readConfig } from './config';
import { Host } from './host';
import { answerResponseOf, answerSwagger } from './http/answer-swagger';

async function main(): Promise<void> {
  const config = readConfig({ ...process.env, LOG_LEVEL: 'error' });
  const host = await Host.create(config);
  await host.app.ready();
  const swagger = answerSwagger();
  const routes = host.routeTable().list().map((route) => ({ ...route, answer_response: answerResponseOf(swagger, route.method, route.url) }));
  process.stdout.write(`${JSON.stringify(routes, null, process.argv.includes('--compact') ? 0 : 2)}\n`);
  await host.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
