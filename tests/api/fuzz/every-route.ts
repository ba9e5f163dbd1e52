/**
 * Bad input on every route the host serves (read from its route table, so a new route is covered
 * without being named here): hostile values derived from each route's declared schema, malformed
 * and oversized bodies, wrong content types and abused query strings, as a guest, a member and the
 * admin of a site with some content. No answer may be a 5xx, every answer is Answer's envelope,
 * and a rejected request leaves the database as it was.
 *
 * SQLite always; PostgreSQL and MariaDB with ANSWER_TEST_FULL=1. The requests come from a seeded
 * generator: a failure prints its seed, and ANSWER_FUZZ_SEED=<seed> replays the same run;
 * ANSWER_FUZZ_STATS=1 prints how many requests got which status.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { bodyCases, hostileQueries, HOSTILE_PARAMS, queryCases, transportCases, type FuzzCase } from './cases';
import { changedTables, DatabaseSnapshots, type Snapshot } from './db-snapshot';
import { envelopeProblems, redirectProblems } from './envelope-check';
import { createRng, runSeed, type Rng } from './prng';
import { fieldNames, sentFieldNames } from './schema-shape';
import { sendCase } from './send';
import type { Hints } from './values';
import { HARDENING_DATABASES, type DatabaseKind, type Envelope } from '../harness';
import { addMember, API, asked, insertTag, type Fixture, type Member, type Tables } from '../questions-support';
import { hostRouteTable, routeKey, type RouteEntry } from '../route-table';
import { useInstalledSite } from '../test-database';


/**
 * Left out of the checksum. `kv_cache` holds rate-limit counters, captcha attempts and other
 * short-lived values that a rejected request is meant to count. The question's view and hot-score
 * columns are written by timers (views of successful page reads are flushed a moment later, hot
 * scores are recomputed after start-up), whatever the request at that moment.
 */
const SNAPSHOT_RULES = {
  skipTables: new Set(['kv_cache']),
  skipColumns: { question: ['view_count', 'unique_view_count', 'hot_score'] },
};

/** Routes some callers do not fuzz, and why. */
const CALLER_EXCEPTIONS: Record<string, { guestOnly: string }> = {
  'GET /answer/api/v1/user/logout': { guestOnly: 'ends the session the rest of the run calls with' },
};

type Caller = 'guest' | 'member' | 'admin';

interface Seeded {
  admin: Member;
  member: Member;
  /** A member only admin routes act on, so fuzzing them cannot lock out the callers. */
  victim: Member;
  /** The tag the seeded question carries. */
  tagId: string;
  questionId: string;
  answerId: string;
  commentId: string;
}

interface Failure {
  route: string;
  caller: Caller;
  label: string;
  status: number;
  problems: string[];
}

/** The seeded site's real ids and names for fields that name something, so cases get past lookups. */
function hintsFor(route: RouteEntry, seeded: Seeded): Hints {
  const onAnswer = route.url.includes('/answer');
  const onComment = route.url.includes('/comment');
  return (field) => {
    switch (field) {
      case 'id':
        return onAnswer && !route.url.includes('/question') ? seeded.answerId : onComment ? seeded.commentId : seeded.questionId;
      case 'question_id':
        return seeded.questionId;
      case 'object_id':
        return onComment ? seeded.questionId : seeded.answerId;
      case 'answer_id':
        return seeded.answerId;
      case 'comment_id':
        return seeded.commentId;
      case 'user_id':
        return seeded.victim.id;
      case 'tag':
      case 'slug_name':
        return 'fuzz-tag';
      // the tags plugin's calls name tags by id, by name (`GET /tag`) or by names (`GET /tags`)
      case 'tag_id':
      case 'source_tag_id':
      case 'target_tag_id':
        return seeded.tagId;
      case 'tag_slug_name':
        return 'fuzz-tag';
      case 'name':
        return route.url.endsWith('/tag') ? 'fuzz-tag' : undefined;
      case 'tags':
        return route.method === 'GET' && route.url.endsWith('/tags') ? 'fuzz-tag,support' : undefined;
      // the users plugin's profiles and a member's badges name a member (the installer's admin is `admin`)
      case 'username':
        return route.url.includes('/personal/') || route.url.includes('/badge/') ? 'admin' : undefined;
      // settings that would lock the callers out if a case happened to be accepted
      case 'allow_password_login':
      case 'allow_new_registrations':
      case 'allow_email_registrations':
        return true;
      case 'login_required':
        return false;
      case 'allow_email_domains':
        return [];
      // maintenance mode would answer every later call of a non-admin 503
      case 'enabled':
        return route.url.endsWith('/siteinfo/maintenance') ? false : undefined;
      default:
        return undefined;
    }
  };
}

/** Every hostile case for a route: from its declared schemas, or generic ones when it declares none. */
function casesFor(route: RouteEntry, hints: Hints, rng: Rng): FuzzCase[] {
  if (route.method === 'GET') return route.schema.querystring ? queryCases(route.schema.querystring, hints, rng) : hostileQueries();
  const schema = route.schema.body ?? {};
  const cases = [...bodyCases(schema, hints, rng), ...transportCases(schema, hints)];
  if (route.schema.querystring) cases.push(...queryCases(route.schema.querystring, hints, rng));
  else cases.push(...rng.sample(hostileQueries(), 3));
  return cases;
}

/** The route's URL with `:param` segments filled with hostile values. */
function pathOf(route: RouteEntry, rng: Rng): string {
  return route.url.replace(/:[A-Za-z_]+/g, () => rng.pick(HOSTILE_PARAMS));
}

function callerFor(route: RouteEntry, rng: Rng): Caller {
  if (CALLER_EXCEPTIONS[routeKey(route)]) return 'guest';
  const roll = rng.next();
  if (route.kind === 'admin') return roll < 0.8 ? 'admin' : roll < 0.9 ? 'member' : 'guest';
  return roll < 0.4 ? 'admin' : roll < 0.8 ? 'member' : 'guest';
}

/**
 * The run over one share of the routes: `part` of `parts` (routes taken in turns), so the shares
 * run as separate test files, side by side.
 */
export function fuzzEveryRoute(part: number, parts: number): void {
  for (const kind of HARDENING_DATABASES) {
    describe(`hostile input on every route, share ${part + 1} of ${parts} (${kind})`, () => {
      const fx = useInstalledSite<Tables>(kind);
      const seed = runSeed();
      let seeded: Seeded;
      let snapshots: DatabaseSnapshots;

      beforeAll(async () => {
        const fixture = fx as unknown as Fixture;
        const tagId = await insertTag(fixture, 2, 'fuzz-tag');
        const admin = { id: '1', token: fx.site.adminToken };
        const member = await addMember(fixture, 5000);
        const victim = await addMember(fixture, 1);
        const question = await asked(fixture, member, 'A question the fuzzer can aim at', ['fuzz-tag']);
        const answer = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, {
          token: admin.token,
          body: { question_id: question.id, content: 'An answer the fuzzer can aim at, long enough.' },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const comment = await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, {
          token: victim.token,
          body: { object_id: question.id, original_text: 'A comment the fuzzer can aim at.' },
        });
        expect(comment.status, JSON.stringify(comment.body)).toBe(200);
        seeded = { admin, member, victim, tagId, questionId: question.id, answerId: answer.body.data.info.id, commentId: comment.body.data.comment_id };
        snapshots = new DatabaseSnapshots(fx.db as unknown as Kysely<unknown>, SNAPSHOT_RULES);
      });

      const tokenOf = (caller: Caller): string | null => (caller === 'guest' ? null : caller === 'admin' ? seeded.admin.token : seeded.member.token);

      /** The run's callers must still be logged in, or later cases would only test the 401 path. */
      async function expectCallersLoggedIn(after: string): Promise<void> {
        for (const caller of ['admin', 'member'] as const) {
          const info = await fx.host.api<Envelope<{ username?: string } | null>>('GET', `${API}/user/info`, { token: tokenOf(caller) ?? '' });
          expect(info.body.data, `the ${caller} was logged out by ${after} (seed ${seed})`).not.toBeNull();
        }
      }

      it('notices an accepted write in its checksums, so an unchanged database means something', async () => {
        const before = await snapshots.take();
        const comment = await fx.host.api('POST', `${API}/comment`, {
          token: seeded.member.token,
          body: { object_id: seeded.questionId, original_text: 'One more comment, to see the checksum move.' },
        });
        expect(comment.status).toBe(200);
        expect(changedTables(before, await snapshots.take())).toContain('comment (rows 1 → 2)');
      });

      it('answers every hostile request with a 4xx envelope and leaves the database alone', async () => {
        const rng = createRng(seed);
        const failures: Failure[] = [];
        let sent = 0;
        const statuses = new Map<number, number>();
        const table = hostRouteTable();
        expect(table.length).toBeGreaterThan(50);
        const routes = table.filter((_, index) => index % parts === part);

        for (const route of routes) {
          const key = routeKey(route);
          // a route that declares no schema has no field list to hold its errors to
          const declared = route.schema.body !== undefined || route.schema.querystring !== undefined;
          const fields = declared ? new Set([...fieldNames(route.schema.body), ...fieldNames(route.schema.querystring)]) : null;
          const cases = casesFor(route, hintsFor(route, seeded), rng);
          let before: Snapshot = await snapshots.take();
          for (const fuzz of cases) {
            const caller = callerFor(route, rng);
            const response = await sendCase(fx.host.url, route.method, pathOf(route, rng), fuzz, tokenOf(caller));
            sent += 1;
            if (process.env.ANSWER_FUZZ_STATS) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const fail = (problems: string[]) => failures.push({ route: key, caller, label: fuzz.label, status: response.status, problems });
            if (response.status >= 500) {
              fail([`answered ${response.status}`, JSON.stringify(response.body).slice(0, 300)]);
              continue;
            }
            // a browser navigation (a log-in redirect) may answer with a redirect, but only within the site
            const redirect = response.status >= 300 && response.status < 400;
            const problems = response.closed
              ? []
              : redirect
                ? redirectProblems(fx.host.url, response.location)
                : envelopeProblems(response.status, response.body, fields && new Set([...fields, ...sentFieldNames(fuzz.query, fuzz.body)]));
            if (problems.length > 0) fail(problems);
            const after = await snapshots.take();
            if (response.status >= 300 || response.closed) {
              const changed = changedTables(before, after);
              if (changed.length > 0) fail([`a rejected request changed ${changed.join(', ')}`]);
            }
            before = after;
          }
          await expectCallersLoggedIn(key);
        }

        if (process.env.ANSWER_FUZZ_STATS) console.log(`seed ${seed}: ${sent} requests`, Object.fromEntries(statuses));
        const report = failures
          .slice(0, 40)
          .map((failure) => `${failure.route} as ${failure.caller}, ${failure.label} → ${failure.status}: ${failure.problems.join('; ')}`)
          .join('\n');
        expect(failures.length, `${failures.length} of ${sent} requests failed (replay with ANSWER_FUZZ_SEED=${seed}):\n${report}`).toBe(0);
        expect(sent).toBeGreaterThan(2000 / parts);
      }, 600_000);
    });
  }
}
