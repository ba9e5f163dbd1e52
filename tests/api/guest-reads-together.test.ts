/**
 * Guests who ask for the same page before it is kept: the first one's read makes it and the others
 * are answered with that copy, so a page that is slow to make (a search on a busy database) is made
 * once, not once per guest. On PostgreSQL, whose reads really wait on the network, the requests of
 * a burst are all under way before the first read ends. Statements are counted per response
 * (`ANSWER_QUERY_COUNT=1`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from './harness';
import { addMember, API, asked, insertTag, type Fixture } from './questions-support';
import { useInstalledSite } from './test-database';

const COUNT_HEADER = 'x-answer-query-count';
const GUESTS = 8;

const countOf = (response: ApiResponse<unknown>): number => Number(response.headers.get(COUNT_HEADER) ?? 'NaN');

describe('guests asking for one page together (postgres)', () => {
  const fx: Fixture = useInstalledSite('postgres', { env: { ANSWER_QUERY_COUNT: '1' } });
  beforeAll(async () => {
    await insertTag(fx, 1, 'support');
    const member = await addMember(fx);
    for (const title of ['Replication lag on the standby', 'Replication slots filling the disk']) await asked(fx, member, title);
  });

  /** `GUESTS` guests asking for `url` at once. */
  const burst = (url: string) => Promise.all(Array.from({ length: GUESTS }, () => fx.host.api('GET', url)));

  it('makes a search page once and answers every guest of the burst with it', async () => {
    const url = `${API}/search?q=${encodeURIComponent('replication')}&page=1&size=20`;
    const answers = await burst(url);
    for (const answer of answers) expect(answer.status).toBe(200);
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    expect(bodies.size).toBe(1);
    expect(JSON.stringify(answers[0].body)).toContain('Replication slots filling the disk');
    // the host's own timers may add statements to one more response, never to most of them
    const made = answers.filter((answer) => countOf(answer) > 0).length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
    // and the page is kept for the next guest
    expect(countOf(await fx.host.api('GET', url))).toBe(0);
  });

  it('lets every guest of the burst read for themselves when the first read keeps nothing', async () => {
    const answers = await burst(`${API}/question/info?id=10010000009999999`);
    for (const answer of answers) expect(answer.status).toBe(404);
  });
});
