/**
 * Counting SQL statements per request, for tests that prove a page's queries do not grow with its
 * size: with `ANSWER_QUERY_COUNT=1` every response says how many statements its request ran in
 * `x-answer-query-count` (a guest read the host made for it included); `ANSWER_QUERY_COUNT=log`
 * also prints each statement with its duration and the request's path (to stderr). Off, it costs nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const QUERY_COUNT_HEADER = 'x-answer-query-count';

interface Counter {
  count: number;
  url: string;
  /** The request this one was made for (a member's, for the guest read that fills its copy). */
  parent: Counter | undefined;
}

const counters = new AsyncLocalStorage<Counter>();

export const queryCountingOn = (): boolean => process.env.ANSWER_QUERY_COUNT === '1' || process.env.ANSWER_QUERY_COUNT === 'log';

/** Kysely's `log` option: one more statement for the request running it. */
export function countQuery(event: { query: { sql: string }; queryDurationMillis?: number }): void {
  const current = counters.getStore();
  if (process.env.ANSWER_QUERY_COUNT === 'log') process.stderr.write(`[query] ${(event.queryDurationMillis ?? 0).toFixed(2)} ms ${current?.url ?? '-'} ${event.query.sql}\n`);
  for (let counter = current; counter; counter = counter.parent) counter.count += 1;
}

/** The first hooks of every request: a counter of its own, reported when the response leaves. */
export function registerQueryCounting(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    counters.run({ count: 0, url: request.url, parent: counters.getStore() }, done);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const counter = counters.getStore();
    if (counter) reply.header(QUERY_COUNT_HEADER, String(counter.count));
    done(null, payload);
  });
}
