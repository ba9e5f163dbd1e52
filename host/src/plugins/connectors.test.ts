import { describe, expect, it } from 'vitest';
import type { Connector, ServerLogger } from '@answer/sdk/server';
import { createConnectorDirectory, type ConnectorSourceEntry } from './connectors';

const connector = (slug: string, name = slug): Connector => ({
  slug,
  icon: '',
  name: () => name,
  start: async () => `https://provider.test/${slug}`,
  finish: async () => ({ external_id: '1', display_name: '', username: '', email: '', email_verified: false, avatar: '', meta: {} }),
});

function directory(entries: ConnectorSourceEntry[]) {
  const warnings: string[] = [];
  const log: ServerLogger = { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined };
  return { connectors: createConnectorDirectory(() => entries, log), warnings };
}

describe('the connectors of serving plugins', () => {
  it('lists every plugin’s connectors in order, the first plugin to serve a slug winning', async () => {
    const { connectors, warnings } = directory([
      { pluginId: 'one', source: { list: async () => [connector('acme', 'Acme from one'), connector('chat')] } },
      { pluginId: 'two', source: { list: async () => [connector('acme', 'Acme from two'), connector('wiki')] } },
    ]);
    const listed = await connectors.list();
    expect(listed.map((item) => [item.pluginId, item.slug, item.name('en_US')])).toEqual([
      ['one', 'acme', 'Acme from one'],
      ['one', 'chat', 'chat'],
      ['two', 'wiki', 'wiki'],
    ]);
    expect(warnings).toEqual([expect.stringContaining('"acme"')]);
    expect((await connectors.find('wiki'))?.pluginId).toBe('two');
    expect(await connectors.find('nothing')).toBeNull();
  });

  it('leaves out a connector with a slug unfit for an address, and a plugin whose list fails', async () => {
    const { connectors, warnings } = directory([
      { pluginId: 'broken', source: { list: async () => Promise.reject(new Error('config unreadable')) } },
      { pluginId: 'odd', source: { list: async () => [connector('Has Spaces'), connector('../up'), connector('fine_one')] } },
    ]);
    expect((await connectors.list()).map((item) => item.slug)).toEqual(['fine_one']);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('config unreadable');
  });
});
