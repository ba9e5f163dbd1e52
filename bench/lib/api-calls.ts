/** The bench's own calls to the host's API: logging members in, sampling ids and paths, switching the captcha off. */
import { request as httpRequest } from 'node:http';
import { BENCH_ADMIN } from './seed';

export const API = '/answer/api/v1';
export const ADMIN_API = '/answer/admin/api';

export interface Member {
  email: string;
  token: string;
  username: string;
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

/**
 * The accounts plugin allows 30 logins per address in 15 minutes, which a few runs in a row from
 * one address would use up: every bench login comes from a loopback address of its own, and each
 * run from addresses of its own (127.0.0.0/8 is all loopback).
 */
const RUN_OCTET = 1 + Math.floor(Math.random() * 250);

export const loopbackOf = (index: number): string => `127.${RUN_OCTET}.${1 + Math.floor(index / 200)}.${1 + (index % 200)}`;

/** Loopback addresses of the endpoint rows' logins start past the mixed load's (one per member there). */
const LOGIN_ADDRESSES_FROM = 1000;

function postFrom(origin: string, apiPath: string, body: unknown, localAddress: string): Promise<{ status: number; text: string }> {
  const url = new URL(origin + apiPath);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const call = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', localAddress, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

/** One member logged in from `localAddress`: their token and username, or null when refused. */
export async function logInFrom(origin: string, credential: { email: string; password: string }, localAddress: string): Promise<{ token: string; username: string } | null> {
  const login = await postFrom(origin, `${API}/user/login/email`, { e_mail: credential.email, pass: credential.password }, localAddress);
  let data: { access_token?: string; username?: string } | undefined;
  try {
    data = (JSON.parse(login.text) as Envelope<{ access_token?: string; username?: string }>).data;
  } catch {
    data = undefined;
  }
  return login.status === 200 && data?.access_token && data.username ? { token: data.access_token, username: data.username } : null;
}

export async function logIn(origin: string, credentials: { email: string; password: string }[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const [index, credential] of credentials.entries()) {
    const member = await logInFrom(origin, credential, loopbackOf(LOGIN_ADDRESSES_FROM + index));
    if (member) members.push({ email: credential.email, ...member });
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

