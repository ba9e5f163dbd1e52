import { describe, expect, it } from 'vitest';
import type { Tree } from '../i18n';
import { configFields, prepareSave, publicValues, visibleValues } from './plugin-config';

/** A connector-like config: a top-level secret and a list of providers, each with its own secret. */
const schema: Tree = {
  type: 'object',
  properties: {
    api_key: { type: 'string', writeOnly: true },
    title: { type: 'string', default: 'Providers', 'x-expose': 'client' },
    providers: {
      type: 'array',
      'x-expose': 'client',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'client_secret'],
        properties: {
          slug: { type: 'string' },
          client_id: { type: 'string' },
          client_secret: { type: 'string', minLength: 1, writeOnly: true },
        },
      },
    },
  },
};

const stored = {
  api_key: 'top-secret',
  providers: [
    { slug: 'acme', client_id: 'acme-id', client_secret: 'acme-secret' },
    { slug: 'chat', client_id: 'chat-id', client_secret: 'chat-secret' },
  ],
};

describe('plugin config secrets inside lists', () => {
  it('never shows a secret, at the top or inside list items', () => {
    const visible = visibleValues(schema, stored);
    expect(visible).toEqual({
      title: 'Providers',
      providers: [
        { slug: 'acme', client_id: 'acme-id' },
        { slug: 'chat', client_id: 'chat-id' },
      ],
    });
    expect(JSON.stringify(publicValues(schema, stored))).not.toContain('secret');
    expect(JSON.stringify(configFields(schema, null, stored, (text) => text))).not.toContain('secret');
  });

  it('keeps the stored secret of the item with the same slug when a save leaves it empty, whatever the order', () => {
    const result = prepareSave(schema, stored, {
      api_key: '',
      providers: [
        { slug: 'chat', client_id: 'chat-id-2', client_secret: '' },
        { slug: 'acme', client_id: 'acme-id' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      values: {
        api_key: 'top-secret',
        title: 'Providers',
        providers: [
          { slug: 'chat', client_id: 'chat-id-2', client_secret: 'chat-secret' },
          { slug: 'acme', client_id: 'acme-id', client_secret: 'acme-secret' },
        ],
      },
    });
  });

  it('takes a new secret when one is typed, and gives a new item none of the others', () => {
    const result = prepareSave(schema, stored, {
      providers: [
        { slug: 'acme', client_secret: 'rotated' },
        { slug: 'renamed', client_id: 'chat-id' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // the renamed item is a new one: its secret must be typed (required), not borrowed
    expect(result.issues).toEqual([expect.objectContaining({ error_field: 'client_secret', defaultMessage: 'validation.required' })]);
    const saved = prepareSave(schema, stored, { providers: [{ slug: 'acme', client_secret: 'rotated' }] });
    expect(saved).toMatchObject({ ok: true, values: { api_key: 'top-secret', providers: [{ slug: 'acme', client_secret: 'rotated' }] } });
  });

  it('keeps no list secrets when the items have no key to match them by', () => {
    const keyless: Tree = {
      type: 'object',
      properties: { hooks: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' }, token: { type: 'string', writeOnly: true } } } } },
    };
    const result = prepareSave(keyless, { hooks: [{ url: 'a', token: 't' }] }, { hooks: [{ url: 'a', token: '' }] });
    expect(result).toEqual({ ok: true, values: { hooks: [{ url: 'a', token: '' }] } });
  });
});
