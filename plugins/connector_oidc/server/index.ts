import { defineServerPlugin, type ConnectorSource, type ServerContext } from '@answer/sdk/server';
import { ConfigurationCache, oidcConnector } from './oidc';
import { enabledProviders } from './providers';

/** One connector per enabled provider of the admin's config, read per call so edits apply at once. */
function connectors(ctx: ServerContext): ConnectorSource {
  const configurations = new ConfigurationCache();
  return {
    async list() {
      return enabledProviders(await ctx.pluginConfig()).map((provider) => oidcConnector(provider, configurations, ctx.log));
    },
  };
}

export default defineServerPlugin({ id: 'connector_oidc', connectors });
