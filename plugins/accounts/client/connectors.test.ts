import { describe, expect, it } from 'vitest';
import enUS from '../i18n/en_US.json';
import { connectorErrorKey } from './connectors';

const message = (key: string | null) => key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS.ui);

describe('why a log-in through a provider failed', () => {
  it('says each reason the server names in its own words', () => {
    for (const code of ['unavailable', 'state_invalid', 'denied', 'failed', 'no_identity', 'registration_closed', 'email_domain_not_allowed', 'already_bound', 'provider_already_bound', 'ticket_invalid']) {
      const key = connectorErrorKey(code);
      expect(key).toBe(`connector.error.${code}`);
      expect(typeof message(key)).toBe('string');
    }
  });

  it('shows nothing taken from the address: an unknown code gets the general message', () => {
    expect(connectorErrorKey('<b>Your account is closed</b>')).toBe('connector.error.unknown');
    expect(typeof message('connector.error.unknown')).toBe('string');
    expect(connectorErrorKey(null)).toBeNull();
  });
});
