/**
 * The members' mixed load: logged-in members, one per connection, each going round a visit of
 * reads (lists, a question page with its answers and comments, their notifications, their
 * profile) and writes (an up-vote, a comment, an answer) on the seeded questions in turn. Writes
 * drop kept copies, so members' reads keep meeting pages that must be made again. Refused writes
 * (rate limits, one answer per question) are tallied by reason, not hidden.
 */
import { request as httpRequest } from 'node:http';
import { runLoad, type LoadRequest, type LoadResult } from './load';

const API = '/answer/api/v1';

export interface MixedMember {
  token: string;
  username: string;
}

export interface MixedLoadOptions {
  origin: string;
  members: MixedMember[];
  questionIds: string[];
  durationSeconds: number;
}

/** One round of a member's visit: 13 reads, 3 writes. */
const VISIT = [
  'list',
  'info',
  'answers',
  'comments',
  'status',
  'vote',
  'info',
  'answers',
  'list hot',
  'profile',
  'comment',
  'comments',
  'list page 2',
  'status',
  'answer',
  'info',
] as const;
type Step = (typeof VISIT)[number];

export const MIXED_WRITES = VISIT.filter((step) => step === 'vote' || step === 'comment' || step === 'answer').length;
export const MIXED_STEPS = VISIT.length;

interface Visitor {
  member: MixedMember;
  questionId: string;
  round: number;
}

/** The accounts plugin allows 30 logins per address in 15 minutes: each member logs in from a loopback address of their own. */
const loopbackOf = (index: number): string => `127.0.${1 + Math.floor(index / 200)}.${1 + (index % 200)}`;

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

/** Logs the seeded members in (the ones that can) with their usernames, a few at a time. */
export async function logInMembers(origin: string, credentials: { email: string; password: string }[]): Promise<MixedMember[]> {
  const members: MixedMember[] = [];
  for (let start = 0; start < credentials.length; start += 4) {
    const batch = credentials.slice(start, start + 4).map(async (credential, offset) => {
      const index = start + offset;
      const login = await postFrom(origin, `${API}/user/login/email`, { e_mail: credential.email, pass: credential.password }, loopbackOf(index));
      const data = (JSON.parse(login.text) as { data?: { access_token?: string; username?: string } }).data;
      return login.status === 200 && data?.access_token && data.username ? { token: data.access_token, username: data.username } : null;
    });
    for (const member of await Promise.all(batch)) if (member) members.push(member);
  }
  return members;
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<LoadResult> {
  const { members, questionIds } = options;
  let nextMember = 0;
  let nextQuestion = 0;
  const visitors = new WeakMap<object, Visitor>();
  const visitorOf = (context: object): Visitor => {
    let visitor = visitors.get(context);
    if (!visitor) visitors.set(context, (visitor = { member: members[nextMember++ % members.length], questionId: questionIds[0], round: 0 }));
    return visitor;
  };
  const json = (body: unknown) => ({ method: 'POST' as const, body: JSON.stringify(body) });
  const shape = (step: Step, visitor: Visitor): { path: string; method?: 'POST'; body?: string } => {
    const id = visitor.questionId;
    switch (step) {
      case 'list':
        return { path: `${API}/question/page?page=1&page_size=20&order=newest` };
      case 'list hot':
        return { path: `${API}/question/page?page=1&page_size=20&order=hot` };
      case 'list page 2':
        return { path: `${API}/question/page?page=2&page_size=20&order=newest` };
      case 'info':
        return { path: `${API}/question/info?id=${id}` };
      case 'answers':
        return { path: `${API}/answer/page?question_id=${id}&page=1&page_size=20&order=default` };
      case 'comments':
        return { path: `${API}/comment/page?object_id=${id}&page=1&page_size=10` };
      case 'status':
        return { path: `${API}/notification/status` };
      case 'profile':
        return { path: `${API}/personal/user/info?username=${encodeURIComponent(visitor.member.username)}` };
      case 'vote':
        return { path: `${API}/vote/up`, ...json({ object_id: id, is_cancel: visitor.round % 2 === 1 }) };
      case 'comment':
        return { path: `${API}/comment`, ...json({ object_id: id, original_text: `A comment of the mixed load, round ${visitor.round}, on this question.` }) };
      case 'answer':
        return { path: `${API}/answer`, ...json({ question_id: id, content: `An answer of the mixed load, round ${visitor.round}, long enough to count.` }) };
    }
  };
  const requests: LoadRequest[] = VISIT.map((step, index) => ({
    setupRequest: (request, context) => {
      const visitor = visitorOf(context);
      // each round is about another question
      if (index === 0) {
        visitor.round += 1;
        visitor.questionId = questionIds[nextQuestion++ % questionIds.length];
      }
      const shaped = shape(step, visitor);
      const headers: Record<string, string> = { ...(request.headers as Record<string, string> | undefined), 'accept-encoding': 'gzip, br', authorization: visitor.member.token };
      if (shaped.body !== undefined) headers['content-type'] = 'application/json';
      return { ...request, method: shaped.method ?? 'GET', path: shaped.path, headers, body: shaped.body };
    },
  }));
  return runLoad({ url: options.origin + `${API}/question/page`, durationSeconds: options.durationSeconds, connections: members.length, requests, tallyReasons: true });
}
