import { describe, expect, it } from 'vitest';
import type { ServerLogger, UserCenterDescription, UserCenterProvider } from '@answer/sdk/server';
import { servingUserCenter } from './user-center';

const describing = (name: string | null, fails = false): UserCenterProvider => ({
  describe: async () => {
    if (fails) throw new Error('portal unreachable');
    return name === null ? null : ({ name, display_name: name, icon: '', url: '', login_url: '', sign_up_url: '', enabled_original_user_system: true, control_center: [] } satisfies UserCenterDescription);
  },
  loginCallback: async () => Promise.reject(new Error('unused')),
  signUpCallback: async () => Promise.reject(new Error('unused')),
});

function logger(): ServerLogger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, info: () => undefined, warn: () => undefined, error: (message) => errors.push(message) };
}

describe('the serving user centre', () => {
  it('is the first plugin whose provider describes itself; one not configured yet is passed over', async () => {
    const log = logger();
    const serving = await servingUserCenter(
      [
        { pluginId: 'unconfigured', provider: describing(null) },
        { pluginId: 'portal', provider: describing('Portal') },
        { pluginId: 'later', provider: describing('Later') },
      ],
      'en_US',
      log,
    );
    expect(serving?.pluginId).toBe('portal');
    expect(serving?.description.name).toBe('Portal');
    expect(log.errors).toEqual([]);
  });

  it('passes over one that fails, and says so in the log', async () => {
    const log = logger();
    const serving = await servingUserCenter([{ pluginId: 'broken', provider: describing('Broken', true) }, { pluginId: 'portal', provider: describing('Portal') }], 'en_US', log);
    expect(serving?.pluginId).toBe('portal');
    expect(log.errors).toEqual(['user centre broken failed to describe itself: portal unreachable']);
  });

  it('is none when no plugin provides one', async () => {
    expect(await servingUserCenter([], 'en_US', logger())).toBeNull();
  });
});
