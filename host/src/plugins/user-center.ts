/** Which external user centre serves now (`ctx.userCenter(lang)`). */
import type { ServerLogger, ServingUserCenter, UserCenterProvider } from '@answer/sdk/server';
import { errorMessage } from './loader';
import type { Provided } from './extensions';

/**
 * The first candidate whose `describe` answers: a plugin that is enabled but not configured yet
 * answers null and leaves the site's own log-in in place. One that throws is skipped (and logged),
 * so a broken user centre cannot lock everyone out.
 */
export async function servingUserCenter(candidates: Provided<UserCenterProvider>[], lang: string, log: ServerLogger): Promise<ServingUserCenter | null> {
  for (const { pluginId, provider } of candidates) {
    try {
      const description = await provider.describe(lang);
      if (description) return { pluginId, provider, description };
    } catch (error) {
      log.error(`user centre ${pluginId} failed to describe itself: ${errorMessage(error)}`);
    }
  }
  return null;
}
