/**
 * The permission matrix (`permission-matrix.ts`) walked against a seeded site: every route × every
 * caller state gets what the table says, every response is scanned for another account's email,
 * token or a password hash, and every route the host serves must be in the table. Mismatches are
 * collected and reported together. SQLite always; PostgreSQL and MariaDB with ANSWER_TEST_FULL=1.
 */
import { describe, expect, it } from 'vitest';
import { CALLERS, PERMISSION_MATRIX, WALKED_LAST, type Caller, type MatrixRow, type Outcome } from './permission-matrix';
import { CALLS, type Call } from './permissions/calls';
import { findLeaks, type Secrets } from './permissions/leaks';
import { seedSite, SiteWriter, type Account, type Seed, type SeedTables } from './permissions/seed';
import { hostRouteTable, routeKey } from './route-table';
import { useInstalledSite } from './test-database';
import { HARDENING_DATABASES, type RunningHost } from './harness';

const KINDS = HARDENING_DATABASES;
const callKey = (row: Pick<MatrixRow, 'route' | 'case'>): string => `${row.route}|${row.case}`;

describe('the permission matrix', () => {
  it('names every route the host serves, and only those, each with its calls', () => {
    const served = new Set(hostRouteTable().map(routeKey));
    const listed = new Set(PERMISSION_MATRIX.map((row) => row.route));
    expect([...served].filter((route) => !listed.has(route)), 'routes missing from tests/api/permission-matrix.ts').toEqual([]);
    expect([...listed].filter((route) => !served.has(route)), 'rows for routes the host no longer serves').toEqual([]);
    const keys = PERMISSION_MATRIX.map(callKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index), 'cases listed twice').toEqual([]);
    expect(keys.filter((key) => !CALLS[key]), 'rows without a call in permissions/calls.ts').toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !keys.includes(key)), 'calls without a row').toEqual([]);
  });
});

interface Sent {
  status: number;
  reason: string | undefined;
  text: string;
}

async function send(host: RunningHost, route: string, token: string | undefined, call: Call): Promise<Sent> {
  const [method, path] = route.split(' ');
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (call.form) body = call.form;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(host.url + path + query, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let reason: string | undefined;
  try {
    const parsed = JSON.parse(text) as { reason?: unknown };
    if (typeof parsed?.reason === 'string') reason = parsed.reason;
  } catch {
    // not JSON
  }
  return { status: response.status, reason, text };
}

function matches(outcome: Outcome, sent: Sent): boolean {
  if (outcome === 'ok') return sent.status >= 200 && sent.status < 300;
  if (typeof outcome === 'number') return sent.status === outcome;
  const [status, reason] = outcome.split(' ');
  return sent.status === Number(status) && sent.reason === reason;
}

/** The rows in walking order: those that end the walk's sessions last. */
function walkingOrder(): MatrixRow[] {
  const last = (row: MatrixRow) => WALKED_LAST.indexOf(row.route);
  return [...PERMISSION_MATRIX.filter((row) => last(row) < 0), ...PERMISSION_MATRIX.filter((row) => last(row) >= 0).sort((a, b) => last(a) - last(b))];
}

function accountOf(seed: Seed, caller: Caller): Account | null {
  return caller === 'guest' ? null : seed.accounts[caller];
}

function tokenOf(sent: Sent): string | null {
  try {
    const token = (JSON.parse(sent.text) as { data?: { access_token?: unknown } }).data?.access_token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

for (const kind of KINDS) {
  describe(`permissions on ${kind}`, () => {
    const fx = useInstalledSite<SeedTables>(kind);

    it('gives every caller what the matrix says, and no one another account\'s email, token or a password hash', async () => {
      const writer = new SiteWriter(fx.host, fx.db, fx.site.adminToken);
      const seed = await seedSite(writer);
      const secrets: Secrets = { accounts: Object.values(seed.accounts).map((account) => ({ account, tokens: new Set(account.token ? [account.token] : []) })) };
      const problems: string[] = [];

      for (const row of walkingOrder()) {
        const build = CALLS[callKey(row)];
        if (!build) continue;
        for (const [index, caller] of CALLERS.entries()) {
          const expected = row.expect[index];
          const self = accountOf(seed, caller);
          const where = `${row.route} [${row.case}] as ${caller}`;
          let call: Call;
          try {
            call = await build({ caller, self, seed, writer, expectOk: expected === 'ok' });
          } catch (error) {
            problems.push(`${where}: could not prepare the call: ${error instanceof Error ? error.message : String(error)}`);
            continue;
          }
          const sent = await send(fx.host, row.route, self?.token, call);
          if (!matches(expected, sent)) {
            problems.push(`${where}: expected ${expected}, got ${sent.status}${sent.reason ? ` ${sent.reason}` : ''} ${sent.text.slice(0, 160)}`);
          }
          const viewer = call.actingAs ?? self;
          const emailsAllowed = caller === 'admin' && row.route.includes(' /answer/admin/api/');
          for (const leak of findLeaks(sent.text, secrets, viewer, emailsAllowed)) problems.push(`${where}: the response carries ${leak.what}`);
          for (const id of call.hidden ?? []) if (sent.text.includes(id)) problems.push(`${where}: the response shows ${id}, which this caller may not see`);
          // a login issues a token that is secret from everyone else from now on
          const issued = tokenOf(sent);
          const owner = viewer && secrets.accounts.find((entry) => entry.account.id === viewer.id);
          if (issued && owner) owner.tokens.add(issued);
        }
      }
      expect(problems, `${problems.length} mismatches:\n${problems.join('\n')}`).toEqual([]);
    }, 600_000);
  });
}
