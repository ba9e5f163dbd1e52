import { describe, expect, it } from 'vitest';
import { createAjv, mapAjvErrors } from '../../../schemas/validation';
import dbSchema from '../schemas/db.json' with { type: 'json' };
import baseInfoSchema from '../schemas/base-info.json' with { type: 'json' };
import enUS from '../i18n/en_US.json' with { type: 'json' };
import zhCN from '../i18n/zh_CN.json' with { type: 'json' };
import { collectMessages } from '../../../sdk/client/schema-form-utils';

const ajv = createAjv();
const validateBase = ajv.compile(baseInfoSchema);
const validateDb = ajv.compile(dbSchema);

const valid = {
  lang: 'en_US',
  site_name: 'My site',
  site_url: 'https://example.com',
  contact_email: 'contact@example.com',
  login_required: false,
  name: 'admin',
  password: 'secret123',
  email: 'admin@example.com',
};

type Tree = { [key: string]: unknown };
function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

function issues(validate: typeof validateBase, body: object) {
  validate(body);
  return mapAjvErrors(validate.errors);
}

describe('installer schemas', () => {
  it('accepts a valid base-info body', () => {
    expect(validateBase(valid)).toBe(true);
  });

  it.each([
    ['site_name', '', 'form.site_name.msg'],
    ['site_name', 'x'.repeat(31), 'form.site_name.msg_max_length'],
    ['site_url', '', 'form.site_url.msg.empty'],
    ['site_url', `https://example.com/${'a'.repeat(500)}`, 'form.site_url.msg.max_length'],
    ['site_url', 'example.com', 'form.site_url.msg.incorrect'],
    ['site_url', 'ftp://example.com', 'form.site_url.msg.incorrect'],
    ['contact_email', 'not-an-email', 'form.contact_email.msg.incorrect'],
    ['name', 'a', 'form.admin_name.msg_length'],
    ['name', 'a'.repeat(31), 'form.admin_name.msg_length'],
    ['name', 'Bad Name!', 'form.admin_name.character'],
    ['password', 'short', 'form.admin_password.msg_min_length'],
    ['password', 'p'.repeat(33), 'form.admin_password.msg_max_length'],
    ['email', 'admin@', 'form.admin_email.msg.incorrect'],
  ])('rejects %s = %j with %s', (field, value, key) => {
    const found = issues(validateBase, { ...valid, [field]: value });
    expect(found[0]).toMatchObject({ error_field: field, messageKey: key });
  });

  it('names every missing field', () => {
    const found = issues(validateBase, { lang: 'en_US' });
    expect(found.map((issue) => issue.error_field).sort()).toEqual(['contact_email', 'email', 'name', 'password', 'site_name', 'site_url']);
    expect(found.every((issue) => issue.messageKey)).toBe(true);
  });

  it('requires a file for SQLite and host, user and name for the servers', () => {
    expect(validateDb({ db_type: 'sqlite3', db_file: 'answer.db' })).toBe(true);
    expect(issues(validateDb, { db_type: 'sqlite3' })).toEqual([expect.objectContaining({ error_field: 'db_file', messageKey: 'form.db_file.msg' })]);
    expect(validateDb({ db_type: 'postgres', db_username: 'postgres', db_host: '127.0.0.1:5432', db_name: 'answer' })).toBe(true);
    const found = issues(validateDb, { db_type: 'mysql' });
    expect(found.map((issue) => issue.error_field).sort()).toEqual(['db_host', 'db_name', 'db_username']);
    expect(issues(validateDb, { db_type: 'oracle' }).find((issue) => issue.error_field === 'db_type')).toMatchObject({ error_field: 'db_type', messageKey: 'form.db_type.msg' });
  });

  it('has every message key and title in both languages', () => {
    const keys = new Set<string>();
    for (const schema of [dbSchema, baseInfoSchema]) {
      for (const messages of collectMessages(schema).values()) for (const key of Object.values(messages)) keys.add(key);
      JSON.stringify(schema, (name, value: unknown) => {
        if ((name === 'title' || name === 'description') && typeof value === 'string') keys.add(value);
        return value;
      });
    }
    for (const key of keys) {
      expect(typeof lookup(enUS.ui, key), `en_US ${key}`).toBe('string');
      expect(typeof lookup(zhCN.ui, key), `zh_CN ${key}`).toBe('string');
    }
  });

  it('ships the same keys in en_US and zh_CN', () => {
    const paths = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        value && typeof value === 'object' ? paths(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(paths(zhCN as Tree).sort()).toEqual(paths(enUS as Tree).sort());
  });
});
