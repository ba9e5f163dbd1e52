/**
 * `ctx.connectors`: the log-in connectors of the plugins serving now, gathered per call from each
 * plugin's `ConnectorSource` (a plugin's admin config may add or drop instances at any time). A
 * source that fails, or a connector with a bad or already taken slug, is logged and left out, so
 * one broken plugin never hides the others' buttons.
 */
import { CONNECTOR_SLUG_PATTERN, type Connector, type ConnectorDirectory, type ConnectorSource, type ServedConnector, type ServerLogger } from '@answer/sdk/server';
import { errorMessage } from './loader';

export interface ConnectorSourceEntry {
  pluginId: string;
  source: ConnectorSource;
}

const SLUG = new RegExp(CONNECTOR_SLUG_PATTERN);

function served(pluginId: string, connector: Connector): ServedConnector {
  return {
    pluginId,
    slug: connector.slug,
    icon: connector.icon,
    name: (lang) => connector.name(lang),
    start: (input) => connector.start(input),
    finish: (input) => connector.finish(input),
  };
}

export function createConnectorDirectory(sources: () => ConnectorSourceEntry[], log: ServerLogger): ConnectorDirectory {
  async function list(): Promise<ServedConnector[]> {
    const result: ServedConnector[] = [];
    const taken = new Set<string>();
    for (const { pluginId, source } of sources()) {
      let connectors: readonly Connector[];
      try {
        connectors = await source.list();
      } catch (error) {
        log.warn(`the connectors of plugin ${pluginId} could not be listed: ${errorMessage(error)}`);
        continue;
      }
      for (const connector of connectors) {
        if (!SLUG.test(connector.slug) || taken.has(connector.slug)) {
          log.warn(`plugin ${pluginId} serves a connector with a bad or duplicate slug: ${JSON.stringify(connector.slug)}`);
          continue;
        }
        taken.add(connector.slug);
        result.push(served(pluginId, connector));
      }
    }
    return result;
  }
  return {
    list,
    async find(slug) {
      return (await list()).find((connector) => connector.slug === slug) ?? null;
    },
  };
}
