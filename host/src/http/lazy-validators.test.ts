import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../schemas/validation';
import { lazyValidatorCompiler } from './lazy-validators';

const bodySchema = {
  type: 'object',
  required: ['title'],
  properties: { title: { type: 'string', minLength: 3 }, tags: { type: 'array', default: [] } },
  additionalProperties: false,
};

async function appWithRoute() {
  const app = Fastify();
  const ajv = createAjv({ useDefaults: true, removeAdditional: true });
  app.setValidatorCompiler(lazyValidatorCompiler(() => ajv));
  app.post('/ask', { schema: { body: bodySchema } }, async (request) => request.body);
  await app.ready();
  return app;
}

describe('route validators compiled at first use', () => {
  it('refuse a bad body with the field ajv names, and accept a good one after it', async () => {
    const app = await appWithRoute();
    const bad = await app.inject({ method: 'POST', url: '/ask', payload: { title: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('/title');
    const good = await app.inject({ method: 'POST', url: '/ask', payload: { title: 'a good title', extra: 1 } });
    expect(good.statusCode).toBe(200);
    // the ajv options still apply: defaults filled in, unknown fields removed
    expect(good.json()).toEqual({ title: 'a good title', tags: [] });
    const missing = await app.inject({ method: 'POST', url: '/ask', payload: {} });
    expect(missing.json().message).toContain('title');
    await app.close();
  });

  it('show a malformed schema at its route’s first request, not at start-up', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(lazyValidatorCompiler(() => createAjv()));
    app.post('/broken', { schema: { body: { type: 'object', properties: { n: { type: 'no-such-type' } } } } }, async () => 'ok');
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/broken', payload: { n: 1 } });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
