/**
 * A site whose members did things before it had badges (SQLite and PostgreSQL; every database in
 * the full suite): with the badges plugin off nobody earns anything and its pages answer 404; once it serves, the badges get their rows
 * on the first badge call and the members who already qualify are awarded in the background.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DATABASES, type Envelope } from './harness';
import { API, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';
import { ADM, awardsOf, badgeRows, catalogue, get, lowerVotingBar, registered, saveBio } from './badges-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of API_DATABASES) {
  describe(`badges added to a site with history on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind) as unknown as Fixture;
    let alice: Person;
    let bob: Person;

    const setPlugin = (enabled: boolean) => fx.host.api<Envelope<null>>('PUT', `${ADM}/plugin/status`, { token: fx.site.adminToken, body: { plugin_slug_name: 'badges', enabled } });

    beforeAll(async () => {
      await lowerVotingBar(fx);
      alice = await registered(fx);
      bob = await registered(fx);
    });

    it('awards nothing and serves no badge page while the plugin is off', async () => {
      expect((await setPlugin(false)).status).toBe(200);
      expect((await get(fx, `${API}/badges`, null)).status).toBe(404);
      const question = await u.ask(fx, alice, 'What did members do before there were badges?');
      await u.vote(fx, bob, question, 'up');
      expect((await saveBio(fx, alice, 'Here since before the badges.')).status).toBe(200);
      expect(await awardsOf(fx, bob)).toEqual({});
      expect(await awardsOf(fx, alice)).toEqual({});
    });

    it('seeds the badges on the first call once it serves, and awards those who already qualify', async () => {
      // as on a site that never had the plugin: no badge rows at all
      await badgeRows(fx).deleteFrom('badge').execute();
      expect((await setPlugin(true)).status).toBe(200);
      expect((await catalogue(fx)).flatMap((group) => group.badges)).toHaveLength(14);
      for (let round = 0; round < 200; round += 1) {
        const running = await badgeRows(fx).selectFrom('badge_backfill').select('badge_id').where('status', '=', 1).execute();
        if (running.length === 0) break;
        await sleep(25);
      }
      expect(await awardsOf(fx, bob)).toEqual({ first_upvote: 1 });
      expect(await awardsOf(fx, alice)).toEqual({ autobiographer: 1 });
      expect(fx.host.output()).not.toMatch(/badges: .*(failed|stopped)/);
    });
  });
}
