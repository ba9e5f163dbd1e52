/**
 * `GET /permission` (accounts) on each database: each action answered by the plugin owning it (a
 * probe plugin, and the votes plugin for vote actions), actions nobody answers refused without a
 * tip, guests refused everything, and a missing or malformed action list refused as a field error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, type Member, type Tables } from './questions-support';
import { ACTIVITY_PROBE, enableProbe } from './activity-support';
import { API_DATABASES } from './harness';

type Answers = Record<string, { has_permission: boolean; no_permission_tip: string }>;

for (const kind of API_DATABASES) {
  describe(`permission checks on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { plugins: [ACTIVITY_PROBE] });
    let newcomer: Member;
    let veteran: Member;

    beforeAll(async () => {
      await enableProbe(fx);
      newcomer = await addMember(fx, 1);
      veteran = await addMember(fx, 200);
    });

    const check = (action: string | null, member?: Member) =>
      fx.host.api<Envelope<Answers>>('GET', `${API}/permission${action === null ? '' : `?action=${encodeURIComponent(action)}`}`, { token: member?.token });

    it('merges each plugin’s answer for the actions it owns', async () => {
      const response = await check('probe.allowed, probe.denied,probe.members,nobody.owns_this', newcomer);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        'probe.allowed': { has_permission: true, no_permission_tip: '' },
        'probe.denied': { has_permission: false, no_permission_tip: 'Probe says no.' },
        'probe.members': { has_permission: true, no_permission_tip: '' },
        'nobody.owns_this': { has_permission: false, no_permission_tip: '' },
      });
    });

    it('passes the vote thresholds of the votes plugin through', async () => {
      const low = (await check('question.vote_up,question.vote_down', newcomer)).body.data;
      expect(low['question.vote_down'].has_permission).toBe(false);
      expect(low['question.vote_down'].no_permission_tip).not.toBe('');
      const high = (await check('question.vote_up,question.vote_down', veteran)).body.data;
      expect(high['question.vote_up']).toEqual({ has_permission: true, no_permission_tip: '' });
      expect(high['question.vote_down'].has_permission).toBe(true);
    });

    it('refuses guests everything, keeping the owners’ tips', async () => {
      const response = await check('probe.allowed,probe.members');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        'probe.allowed': { has_permission: false, no_permission_tip: '' },
        'probe.members': { has_permission: false, no_permission_tip: 'Log in first.' },
      });
    });

    it('refuses a missing or malformed action list on the action field', async () => {
      for (const action of [null, '', ' , ', 'question.add;drop']) {
        const response = await check(action, newcomer);
        expect(response.status, String(action)).toBe(400);
        expect((response.body.data as unknown as { error_field: string }[]).map((item) => item.error_field)).toEqual(['action']);
      }
    });
  });
}
