/**
 * The external user centre as the site describes it (`GET /user-center/agent`), for the pages and
 * buttons that follow it: read once per page load, shared by every caller.
 */
import { useEffect, useState } from 'react';
import { API_BASE } from '../shared/paths';
import { USER_CENTER_PATHS, type UserCenterAgentResp } from '../shared/user-center';
import { useKernel } from './react';
import type { HttpClient } from './services';

export * from '../shared/user-center';

const NO_AGENT: UserCenterAgentResp = Object.freeze({ enabled: false, agent_info: null });
const agents = new WeakMap<HttpClient, Promise<UserCenterAgentResp>>();

/** The agent, fetched on first use; a failed read counts as no user centre, so the site's own log-in stays. */
export function loadUserCenterAgent(http: HttpClient): Promise<UserCenterAgentResp> {
  let agent = agents.get(http);
  if (!agent) {
    agent = http.get<UserCenterAgentResp | null>(`${API_BASE}${USER_CENTER_PATHS.agent}`, { passingError: true }).then(
      (answer) => answer ?? NO_AGENT,
      () => NO_AGENT,
    );
    agents.set(http, agent);
  }
  return agent;
}

/** The agent, or null until it has been read. */
export function useUserCenterAgent(): UserCenterAgentResp | null {
  const { http } = useKernel();
  const [agent, setAgent] = useState<UserCenterAgentResp | null>(null);
  useEffect(() => {
    let current = true;
    void loadUserCenterAgent(http).then((answer) => {
      if (current) setAgent(answer);
    });
    return () => {
      current = false;
    };
  }, [http]);
  return agent;
}
