import { describe, expect, it } from 'vitest';
import { blockedAddress, hostOf, refuseAddress, type AddressPolicy } from './address-guard';

/** A resolver that answers from a table, so no test depends on the network. */
const resolving =
  (table: Record<string, string[]>): AddressPolicy['lookup'] =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const policy = (overrides: Partial<AddressPolicy> = {}): AddressPolicy => ({
  allowPrivate: false,
  siteHost: 'answers.example.org',
  lookup: resolving({
    'hooks.slack.com': ['34.1.2.3'],
    'chat.intranet.test': ['10.1.2.3'],
    'mixed.test': ['34.1.2.3', '192.168.1.5'],
    'metadata.test': ['169.254.169.254'],
    'six.test': ['2600:1f18::1'],
    'ula.test': ['fd12:3456::1'],
  }),
  ...overrides,
});

describe('webhook address guard', () => {
  it('lets public addresses through', async () => {
    expect(await refuseAddress('https://hooks.slack.com/services/T0/B0/xyz', policy())).toBeNull();
    expect(await refuseAddress('http://six.test/hook', policy())).toBeNull();
    expect(await refuseAddress('https://8.8.8.8/hook', policy())).toBeNull();
  });

  it('refuses loopback, private, link-local and unique-local addresses, literal or resolved', async () => {
    for (const url of [
      'http://127.0.0.1:9080/hook',
      'http://[::1]/hook',
      'http://localhost/hook',
      'http://api.localhost/hook',
      'http://10.0.0.8/hook',
      'http://172.20.1.1/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0x7f.1/hook',
      'http://2130706433/hook',
      'http://0.0.0.0/hook',
      'http://chat.intranet.test/hook',
      'http://metadata.test/hook',
      'http://ula.test/hook',
    ]) {
      expect(await refuseAddress(url, policy()), url).toBe('private');
    }
  });

  it('refuses a name when any of its addresses is private', async () => {
    expect(await refuseAddress('https://mixed.test/hook', policy())).toBe('private');
  });

  it("refuses the site's own host, other schemes, logins in the address and names that do not resolve", async () => {
    expect(await refuseAddress('https://Answers.Example.org/hook', policy())).toBe('own_host');
    expect(await refuseAddress('ftp://hooks.slack.com/x', policy())).toBe('scheme');
    expect(await refuseAddress('file:///etc/passwd', policy())).toBe('scheme');
    expect(await refuseAddress('not a url', policy())).toBe('scheme');
    expect(await refuseAddress('https://user:secret@hooks.slack.com/x', policy())).toBe('credentials');
    expect(await refuseAddress('https://nowhere.test/x', policy())).toBe('unresolved');
  });

  it('lets everything http(s) through when the admin allows private addresses', async () => {
    const open = policy({ allowPrivate: true });
    expect(await refuseAddress('http://127.0.0.1:9080/hook', open)).toBeNull();
    expect(await refuseAddress('https://answers.example.org/hook', open)).toBeNull();
    expect(await refuseAddress('ftp://127.0.0.1/hook', open)).toBe('scheme');
  });

  it('judges literal addresses', () => {
    expect(blockedAddress('100.64.1.1')).toBe(true);
    expect(blockedAddress('224.0.0.1')).toBe(true);
    expect(blockedAddress('not-an-ip')).toBe(true);
    expect(blockedAddress('1.1.1.1')).toBe(false);
    expect(hostOf('https://[2600::1]:8443/x')).toBe('2600::1');
    expect(hostOf('nonsense')).toBe('');
  });
});
