/**
 * The ceiling for bench/api: the same Fastify version as the host, one route, a small JSON body,
 * no plugins, no database. Whatever the host reaches is read as a share of this.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });

app.get('/', async () => ({ code: 200, reason: 'base.success', msg: 'Success.', data: { hello: 'world' } }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
