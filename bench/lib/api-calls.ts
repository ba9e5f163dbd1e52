/** The bench's own calls to the host's API: logging members in, sampling ids and paths, switching the captcha off. */
import { loopbackOf, postFrom } from './mixed-load';
import { BENCH_ADMIN } from './seed';

export const API = '/answer/api/v1';
export const ADMIN_API = '/answer/admin/api';

export interface Member {
  email: string;
  token: string;
}

interface Envelope<T> {
  code: number;
  reason: string;
  data: T;
}

async function call<T>(origin: string, method: string, apiPath: string, token?: string, body?: unknown): Promise<{ status: number; body: Envelope<T> | null }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(origin + apiPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    return { status: response.status, body: null };
  }
}

/** Loopback addresses of these logins start past the mixed load's (one per member there). */
const LOGIN_ADDRESSES_FROM = 1000;

/**
 * Logs members in, each from a loopback address of their own (`LOGIN_ADDRESSES_FROM` on): the
 * accounts plugin allows 30 logins per address in 15 minutes, which a few runs in a row from one
 * address would use up.
 */
export async function logIn(origin: string, credentials: { email: string; password: string }[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const [index, member] of credentials.entries()) {
    const answer = await postFrom(origin, `${API}/user/login/email`, { e_mail: member.email, pass: member.password }, loopbackOf(LOGIN_ADDRESSES_FROM + index));
    let token: string | undefined;
    try {
      token = (JSON.parse(answer.text) as Envelope<{ access_token?: string }>).data?.access_token;
    } catch {
      token = undefined;
    }
    if (answer.status === 200 && token) members.push({ email: member.email, token });
  }
  return members;
}

/**
 * Fresh sites serve the `captcha_basic` plugin, which would ask the write loads for a captcha;
 * the seed's admin switches it off.
 */
export async function disableCaptcha(origin: string): Promise<boolean> {
  const [admin] = await logIn(origin, [BENCH_ADMIN]);
  if (!admin) return false;
  const answer = await call<null>(origin, 'PUT', `${ADMIN_API}/plugin/status`, admin.token, { plugin_slug_name: 'captcha_basic', enabled: false });
  return answer.status === 200;
}

/** The usernames of logged-in members, for their profiles. */
export async function usernamesOf(origin: string, members: Member[]): Promise<string[]> {
  const names: string[] = [];
  for (const member of members) {
    const answer = await call<{ username?: string } | null>(origin, 'GET', `${API}/user/info`, member.token);
    const username = answer.body?.data?.username;
    if (username) names.push(username);
  }
  return names;
}

export async function sampleQuestionIds(origin: string): Promise<string[]> {
  const answer = await call<{ list?: { id: string }[] }>(origin, 'GET', `${API}/question/page?page=1&page_size=100&order=newest`);
  return (answer.body?.data?.list ?? []).map((question) => question.id);
}

/** Each question's page address as the site writes it (the short form answers 301 to it). */
export async function pagePaths(origin: string, questionIds: string[]): Promise<string[]> {
  return Promise.all(
    questionIds.map(async (id) => {
      const response = await fetch(`${origin}/questions/${id}`, { redirect: 'manual' });
      await response.body?.cancel();
      return response.headers.get('location') ?? `/questions/${id}`;
    }),
  );
}

/** A route the host does not have answers 404; anything else (401 included) means it is served. */
export async function served(origin: string, apiPath: string, token?: string): Promise<boolean> {
  return (await call<unknown>(origin, 'GET', apiPath, token)).status !== 404;
}

