import { describe, expect, it } from 'vitest';
import { SECRET_UI } from './schema-form-secrets';
import { uiSchemaFromSchema, withItemTitles, type ItemUiSchema } from './schema-form-ui';

const SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Title' },
    api_key: { type: 'string', writeOnly: true },
    providers: {
      type: 'array',
      title: 'Providers',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          client_secret: { type: 'string', writeOnly: true },
          client_auth: { type: 'string', enum: ['basic', 'post'], enumNames: ['config.basic', 'config.post'] },
          aliases: { type: 'array', title: 'Aliases', items: { type: 'object', title: 'Alias', properties: { name: { type: 'string' } } } },
        },
      },
    },
    domains: { type: 'array', title: 'Domains', items: { type: 'string' } },
  },
};

describe('the uiSchema a schema form renders with', () => {
  it('shows secrets as empty password fields browsers do not fill in, unless the uiSchema says otherwise', () => {
    const ui = uiSchemaFromSchema(SCHEMA, { title: { 'ui:help': 'help' }, providers: { items: { client_secret: { 'ui:placeholder': 'own' } } } });
    expect(ui.title).toEqual({ 'ui:help': 'help' });
    expect(ui.api_key).toEqual(SECRET_UI);
    expect((ui.providers as { items: Record<string, unknown> }).items.client_secret).toEqual({ ...SECRET_UI, 'ui:placeholder': 'own' });
  });

  it("labels a choice's options with the schema's enumNames, as Answer's config schemas name them", () => {
    const ui = uiSchemaFromSchema(SCHEMA, {});
    expect((ui.providers as { items: Record<string, unknown> }).items.client_auth).toEqual({ 'ui:enumNames': ['config.basic', 'config.post'] });
    const own = uiSchemaFromSchema(SCHEMA, { providers: { items: { client_auth: { 'ui:enumNames': ['A', 'B'] } } } });
    expect((own.providers as { items: Record<string, unknown> }).items.client_auth).toEqual({ 'ui:enumNames': ['A', 'B'] });
  });

  it('numbers the items of a list of groups, after the item title or else the list title', () => {
    const ui = withItemTitles(SCHEMA, uiSchemaFromSchema(SCHEMA, {}));
    const providers = ui.providers as { items: ItemUiSchema };
    const second = providers.items({}, 1);
    expect(second['ui:title']).toBe('Providers 2');
    // what the item's own fields need stays
    expect(second.client_secret).toEqual(SECRET_UI);
    expect((second.aliases as { items: ItemUiSchema }).items({}, 0)['ui:title']).toBe('Alias 1');
    // a list of plain values has no item titles
    expect(ui.domains).toBeUndefined();
  });

  it('keeps an item title the uiSchema sets', () => {
    const ui = withItemTitles(SCHEMA, { providers: { items: { 'ui:title': 'Provider' } } });
    expect((ui.providers as { items: Record<string, unknown> }).items['ui:title']).toBe('Provider');
  });
});
