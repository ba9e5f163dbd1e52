import { describe, expect, it } from 'vitest';
import { formSchemaWithSecrets, withoutSecrets } from './schema-form-secrets';
import { collectMessages, messagePath } from './schema-form-utils';

/** An admin config in the shape of a connector's: a top-level secret and a list of providers, each with one. */
const SCHEMA = {
  type: 'object',
  required: ['api_key', 'title'],
  properties: {
    title: { type: 'string' },
    api_key: { type: 'string', writeOnly: true },
    providers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'client_secret'],
        properties: {
          name: { type: 'string', 'x-messages': { required: 'config.name.required' } },
          client_secret: { type: 'string', writeOnly: true, default: '' },
          scopes: { type: 'array', items: { type: 'string', 'x-messages': { pattern: 'config.scope.bad' } }, 'x-messages': { maxItems: 'config.scopes.many' } },
        },
        if: { properties: { name: { const: 'basic' } } },
        then: { required: ['client_secret'] },
      },
    },
  },
};

describe('secrets in a schema form', () => {
  it('leaves their required rule to the server, at any depth and in branches', () => {
    const form = formSchemaWithSecrets(SCHEMA);
    expect(form.required).toEqual(['title']);
    expect(form.properties.providers.items.required).toEqual(['name']);
    expect(form.properties.providers.items.then.required).toEqual([]);
    // the caller's schema is not touched
    expect(SCHEMA.properties.providers.items.required).toEqual(['name', 'client_secret']);
  });

  it('never puts a value of theirs into the form', () => {
    const saved = {
      title: 'Site',
      api_key: 'k-123',
      providers: [
        { name: 'Acme', client_secret: 's-1', scopes: ['openid'] },
        { name: 'Orbit', client_secret: 's-2' },
      ],
    };
    expect(withoutSecrets(SCHEMA, saved)).toEqual({ title: 'Site', providers: [{ name: 'Acme', scopes: ['openid'] }, { name: 'Orbit' }] });
    expect(withoutSecrets(SCHEMA, undefined)).toBeUndefined();
  });
});

describe('messages of list items', () => {
  it("finds an item field's message under the list's path, whatever the item's index", () => {
    const messages = collectMessages(SCHEMA);
    expect(messages.get(messagePath('providers.3.name'))).toEqual({ required: 'config.name.required' });
    // a list of plain values: its own rules and its items' rules
    expect(messages.get(messagePath('providers.0.scopes.2'))).toEqual({ pattern: 'config.scope.bad', maxItems: 'config.scopes.many' });
  });
});
