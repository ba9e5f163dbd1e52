/**
 * The members' mixed load: logged-in members, one per connection, each going round a visit of
 * reads (lists, a question page with its answers and comments, their notifications, their
 * profile) and writes (an up-vote, a comment, an answer) on the seeded questions in turn. Writes
 * drop kept copies, so members' reads keep meeting pages that must be made again. Refused writes
 * (rate limits, one answer per question) are tallied by reason, not hidden. Its own client (not
 * autocannon): each member keeps one connection, opened before the measured window.
 */
import { Agent, request as httpRequest } from 'node:http';
import { logInFrom, loopbackOf } from './api-calls';
import { reasonOf, SLOW_MS, type LoadResult } from './load';

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

/** One kind of step's answers over the run: which requests the slow ones were. */
export interface StepFigures {
  count: number;
  p99Ms: number;
  maxMs: number;
  /** Answers over `SLOW_MS`, timeouts included. */
  slow: number;
}

export interface MixedLoadResult extends LoadResult {
  /** Per kind of step (`list`, `info`, `vote`…), in the order of a visit. */
  steps: Record<string, StepFigures>;
}

/** Logs the seeded members in (the ones that can) with their usernames, a few at a time, each from a loopback address of their own. */
export async function logInMembers(origin: string, credentials: { email: string; password: string }[]): Promise<MixedMember[]> {
  const members: MixedMember[] = [];
  for (let start = 0; start < credentials.length; start += 4) {
    const batch = credentials.slice(start, start + 4).map((credential, offset) => logInFrom(origin, credential, loopbackOf(start + offset)));
    for (const member of await Promise.all(batch)) if (member) members.push(member);
  }
  return members;
}

/** One member of the load: their own kept-alive connection, the question of the round. */
interface Visit {
  member: MixedMember;
  agent: Agent;
  questionId: string;
  round: number;
}

interface Answer {
  status: number;
  body: string;
}

class TimeoutError extends Error {}

/** How long a request may wait for its answer (counted as a timeout). */
const REQUEST_TIMEOUT_MS = 10_000;

/** A request over the member's own connection; rejects on a connection error or after `REQUEST_TIMEOUT_MS`. */
function call(origin: URL, visit: Visit, shaped: { path: string; method?: 'POST'; body?: string }): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', authorization: visit.member.token };
  if (shaped.body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: origin.hostname, port: origin.port, path: shaped.path, method: shaped.method ?? 'GET', headers, agent: visit.agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
      response.on('error', reject);
    });
    sent.setTimeout(REQUEST_TIMEOUT_MS, () => sent.destroy(new TimeoutError()));
    sent.on('error', reject);
    sent.end(shaped.body);
  });
}

const percentile = (sorted: number[], share: number): number => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);

/**
 * Each member opens their connection before the measured window and keeps it, as a browser does
 * through a visit: connections opened all at once against a host already at full load wait for
 * the event loop to accept them (a bare Node server answering in 2 ms of work shows the same:
 * 100 connections opened together, slowest first answer 6 s), which measures the connection
 * burst, not members' requests.
 */
export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const origin = new URL(options.origin);
  const { questionIds } = options;
  const visits: Visit[] = options.members.map((member) => ({ member, agent: new Agent({ keepAlive: true, maxSockets: 1 }), questionId: questionIds[0], round: 0 }));
  try {
    for (let start = 0; start < visits.length; start += 10) {
      await Promise.all(visits.slice(start, start + 10).map((visit) => call(origin, visit, { path: `${API}/notification/status` })));
    }
    let nextQuestion = 0;
    const latencies: number[] = [];
    const stepLatencies = new Map<Step, number[]>(VISIT.map((step) => [step, []]));
    const stepTimeouts = new Map<Step, number>();
    const statuses: Record<string, number> = {};
    const reasons: Record<string, number> = {};
    let errors = 0;
    let timeouts = 0;
    let non2xx = 0;
    const started = performance.now();
    const deadline = started + options.durationSeconds * 1000;
    await Promise.all(
      visits.map(async (visit) => {
        while (performance.now() < deadline) {
          // each round is about another question
          visit.round += 1;
          visit.questionId = questionIds[nextQuestion++ % questionIds.length];
          for (const step of VISIT) {
            if (performance.now() >= deadline) return;
            const sentAt = performance.now();
            try {
              const answer = await call(origin, visit, shape(step, visit));
              const took = performance.now() - sentAt;
              latencies.push(took);
              stepLatencies.get(step)?.push(took);
              statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
              if (answer.status < 200 || answer.status >= 300) {
                non2xx += 1;
                const reason = `${answer.status} ${reasonOf(answer.body)}`;
                reasons[reason] = (reasons[reason] ?? 0) + 1;
              }
            } catch (error) {
              errors += 1;
              if (error instanceof TimeoutError) {
                timeouts += 1;
                stepTimeouts.set(step, (stepTimeouts.get(step) ?? 0) + 1);
              }
            }
          }
        }
      }),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSec: latencies.length / elapsedSeconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: timeouts > 0 ? REQUEST_TIMEOUT_MS : (latencies.at(-1) ?? 0),
      slow: latencies.filter((ms) => ms > SLOW_MS).length + timeouts,
      total: latencies.length,
      non2xx,
      errors,
      timeouts,
      statuses,
      reasons,
      steps: stepFigures(stepLatencies, stepTimeouts),
    };
  } finally {
    for (const visit of visits) visit.agent.destroy();
  }
}

function stepFigures(latencies: Map<Step, number[]>, timeouts: Map<Step, number>): Record<string, StepFigures> {
  const figures: Record<string, StepFigures> = {};
  for (const [step, taken] of latencies) {
    taken.sort((a, b) => a - b);
    const timedOut = timeouts.get(step) ?? 0;
    figures[step] = {
      count: taken.length,
      p99Ms: percentile(taken, 0.99),
      maxMs: timedOut > 0 ? REQUEST_TIMEOUT_MS : (taken.at(-1) ?? 0),
      slow: taken.filter((ms) => ms > SLOW_MS).length + timedOut,
    };
  }
  return figures;
}

/** The request of `step` in `visit`'s round. */
function shape(step: Step, visit: Visit): { path: string; method?: 'POST'; body?: string } {
  const id = visit.questionId;
  const json = (body: unknown) => ({ method: 'POST' as const, body: JSON.stringify(body) });
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
      return { path: `${API}/personal/user/info?username=${encodeURIComponent(visit.member.username)}` };
    case 'vote':
      return { path: `${API}/vote/up`, ...json({ object_id: id, is_cancel: visit.round % 2 === 1 }) };
    case 'comment':
      return { path: `${API}/comment`, ...json({ object_id: id, original_text: `A comment of the mixed load, round ${visit.round}, on this question.` }) };
    case 'answer':
      return { path: `${API}/answer`, ...json({ question_id: id, content: `An answer of the mixed load, round ${visit.round}, long enough to count.` }) };
  }
}
