/** How connectors appear to Answer's pages: `{name, icon, link}` with the icon as base64 SVG, as Answer's connectors give it. */
import type { Connector } from '@answer/sdk/server';

/** One button of `GET /connector/info` (Answer's `ConnectorInfoResp`). */
export interface ConnectorInfo {
  name: string;
  /** SVG markup in base64 without prefix, '' for none. */
  icon: string;
  link: string;
}

export const connectorIcon = (connector: Pick<Connector, 'icon'>): string => (connector.icon.trim() ? Buffer.from(connector.icon.trim(), 'utf8').toString('base64') : '');

export function connectorInfo(connector: Connector, lang: string, link: string): ConnectorInfo {
  return { name: connector.name(lang), icon: connectorIcon(connector), link };
}
