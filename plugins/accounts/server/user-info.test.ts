import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueryDelivery, ServerContext, UserBasicInfo } from '@answer/sdk/server';
import { userInfoQueries } from './user-info';

interface Tables {
  user: {
    id: number;
    username: string;
    e_mail: string;
    display_name: string;
    avatar: string;
    rank: number;
    status: number;
    mail_status: number;
    suspended_until: number;
    website: string;
    location: string;
    language: string;
  };
  site_info: { type: string; content: string };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const NOW = Math.floor(Date.now() / 1000);

let db: Kysely<Tables>;

/** The context parts the handler uses; site settings read through the plugin's own connection. */
function contextOf(database: Kysely<Tables>): ServerContext {
  const siteInfo = {
    async get(type: string) {
      const row = await database.selectFrom('site_info').select('content').where('type', '=', type).executeTakeFirst();
      return row ? (JSON.parse(row.content) as object) : null;
    },
  };
  return { database: () => database, siteInfo } as unknown as ServerContext;
}

async function ask(ids: string[], trx: QueryDelivery['trx'] = null): Promise<Record<string, UserBasicInfo>> {
  const handler = userInfoQueries(contextOf(db))['user.basic_info'];
  if (!handler) throw new Error('user.basic_info is not answered');
  return handler({ user_ids: ids }, { trx });
}

const member = (id: number, patch: Partial<Tables['user']> = {}): Tables['user'] => ({
  id,
  username: `member${id}`,
  e_mail: `Member${id}@Example.com `,
  display_name: `Member ${id}`,
  avatar: '',
  rank: 10 * id,
  status: 1,
  mail_status: 1,
  suspended_until: 0,
  website: '',
  location: '',
  language: 'en_US',
  ...patch,
});

beforeEach(async () => {
  // one connection, as the host runs SQLite: a read beside an open transaction would wait forever
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await sql`create table user (id integer primary key, username text, e_mail text, display_name text, avatar text, rank integer, status integer, mail_status integer, suspended_until integer, website text, location text, language text)`.execute(db);
  await sql`create table site_info (type text, content text)`.execute(db);
  await db
    .insertInto('user')
    .values([
      member(1),
      member(2, { avatar: JSON.stringify({ type: 'custom', gravatar: '', custom: '/uploads/avatar/a.png' }), website: 'https://example.com', location: 'Oslo' }),
      member(3, { avatar: JSON.stringify({ type: 'default', gravatar: '', custom: '/uploads/avatar/old.png' }) }),
      member(4, { status: 9, suspended_until: NOW + 3600 }),
      member(5, { status: 9, suspended_until: NOW - 3600 }),
      member(6, { mail_status: 2 }),
      member(7, { status: 10 }),
    ])
    .execute();
});

afterEach(async () => {
  await db.destroy();
});

describe('user.basic_info', () => {
  it("answers members in Answer's UserBasicInfo shape, leaving out unknown ids and '0'", async () => {
    const users = await ask(['2', '0', '99', '', 'x1', '2']);
    expect(Object.keys(users)).toEqual(['2']);
    expect(users['2']).toEqual({
      id: '2',
      username: 'member2',
      rank: 20,
      display_name: 'Member 2',
      avatar: '/uploads/avatar/a.png',
      website: 'https://example.com',
      location: 'Oslo',
      language: 'en_US',
      status: 'normal',
      suspended_until: 0,
    });
    expect(await ask(['0'])).toEqual({});
  });

  it('shows the system avatar to members who chose none while the site default is the system avatar', async () => {
    const users = await ask(['1', '3']);
    expect(users['1'].avatar).toBe('');
    expect(users['3'].avatar).toBe('');
  });

  it('gives members who chose no avatar the Gravatar of their email when the site default is Gravatar', async () => {
    await db
      .insertInto('site_info')
      .values({ type: 'users', content: JSON.stringify({ default_avatar: 'gravatar', gravatar_base_url: 'https://cdn.example.org/avatar' }) })
      .execute();
    const users = await ask(['1', '2', '3']);
    expect(users['1'].avatar).toBe(`https://cdn.example.org/avatar/${md5('member1@example.com')}`);
    // an explicit choice stays: an upload, or the system avatar
    expect(users['2'].avatar).toBe('/uploads/avatar/a.png');
    expect(users['3'].avatar).toBe('');
  });

  it('names the status others see: a running suspension, an email to verify, a deleted account', async () => {
    const users = await ask(['4', '5', '6', '7']);
    expect(users['4']).toMatchObject({ status: 'suspended', suspended_until: NOW + 3600 });
    expect(users['5']).toMatchObject({ status: 'normal', suspended_until: 0 });
    expect(users['6'].status).toBe('inactive');
    expect(users['7'].status).toBe('deleted');
  });

  it("reads users and site settings through the asker's transaction", async () => {
    await db
      .insertInto('site_info')
      .values({ type: 'users', content: JSON.stringify({ default_avatar: 'gravatar' }) })
      .execute();
    const seen = await db.transaction().execute(async (trx) => {
      await trx.updateTable('user').set({ display_name: 'Renamed' }).where('id', '=', 1).execute();
      return ask(['1'], trx as unknown as Transaction<unknown>);
    });
    expect(seen['1']).toMatchObject({ display_name: 'Renamed', avatar: `https://www.gravatar.com/avatar/${md5('member1@example.com')}` });
  });
});
