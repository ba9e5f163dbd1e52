/**
 * The contract with Apache Answer 1.7.1's API: Answer's own web UI runs against this site, so
 * every response must have the shape Answer's description (`schemas/answer-swagger.json`) gives
 * it: no documented field missing, no wrong type, no number sent as text or text as a number.
 * Routes Answer does not describe carry their own response schema (`config.response`). The
 * responses checked are real ones, of a small community built through the API. Shapes, not SQL:
 * SQLite only.
 */
import { describe, expect, it } from 'vitest';
import { answerResponseOf, answerSwagger, type AnswerResponse } from '../../host/src/http/answer-swagger';
import type { Envelope } from './harness';
import type { Tables } from './questions-support';
import { hostRouteTable, routeKey, type RouteEntry } from './route-table';
import { useInstalledSite } from './test-database';
import { ContractSchemas, type ShapeProblem } from './contract/answer-schemas';
import { CONTRACT_CALLS, type ContractCall } from './contract/calls';
import { buildCommunity } from './contract/community';
import { ANSWER_SENDS, FIELD_DIFFERENCES, NOT_EXERCISED, SHAPE_DIFFERENCES, WITHOUT_SCHEMA } from './contract/differences';

interface RouteContract {
  key: string;
  /** Answer's schema of `data` (the description's, or what differences.ts says Answer sends). */
  answer: unknown;
  own: unknown;
}

const swagger = answerSwagger();

function answerSchemaOf(route: RouteEntry): unknown {
  const key = routeKey(route);
  if (SHAPE_DIFFERENCES[key]) return undefined;
  if (ANSWER_SENDS[key]) return ANSWER_SENDS[key].data;
  const described: AnswerResponse = answerResponseOf(swagger, route.method, route.url);
  return described.kind === 'data' ? described.data : undefined;
}

function contracts(): RouteContract[] {
  return hostRouteTable().map((route) => ({ key: routeKey(route), answer: answerSchemaOf(route), own: route.response }));
}

const described = (contract: RouteContract) => contract.answer !== undefined || contract.own !== undefined;

describe('contract with Answer 1.7.1', () => {
  const all = contracts();

  it('knows the shape of every route, and every exception is listed with its reason', () => {
    const served = new Set(all.map((contract) => contract.key));
    expect(all.filter((contract) => !described(contract) && !WITHOUT_SCHEMA[contract.key]).map((contract) => contract.key), 'routes with neither Answer’s schema nor their own (config.response)').toEqual([]);
    expect(all.filter((contract) => described(contract) && WITHOUT_SCHEMA[contract.key]).map((contract) => contract.key), 'routes listed in WITHOUT_SCHEMA that have a schema now').toEqual([]);
    const checked = all.filter(described).map((contract) => contract.key);
    expect(checked.filter((key) => !CONTRACT_CALLS[key] && !NOT_EXERCISED[key]), 'routes with a schema that are neither called nor listed in NOT_EXERCISED').toEqual([]);
    expect(checked.filter((key) => CONTRACT_CALLS[key] && NOT_EXERCISED[key]), 'routes both called and listed in NOT_EXERCISED').toEqual([]);
    const ownOnly = all.filter((contract) => SHAPE_DIFFERENCES[contract.key]);
    expect(ownOnly.filter((contract) => contract.own === undefined || ANSWER_SENDS[contract.key]).map((contract) => contract.key), 'SHAPE_DIFFERENCES routes need a schema of their own and no ANSWER_SENDS entry').toEqual([]);
    const stale = [...Object.keys(CONTRACT_CALLS), ...Object.keys(NOT_EXERCISED), ...Object.keys(WITHOUT_SCHEMA), ...Object.keys(ANSWER_SENDS), ...Object.keys(SHAPE_DIFFERENCES)].filter((key) => !served.has(key));
    expect(stale, 'entries for routes the site does not serve').toEqual([]);
    expect(Object.keys(CONTRACT_CALLS).filter((key) => !checked.includes(key)), 'calls of routes without a schema').toEqual([]);
  });

  it('refuses what Answer’s pages would stumble on, and nothing else', () => {
    const schemas = new ContractSchemas(swagger, FIELD_DIFFERENCES);
    const messages = (schema: unknown, data: unknown) => schemas.checkAnswer(schema, data).map((problem) => `${problem.path} ${problem.message}`);
    const tag = { slug_name: 'shapes', display_name: 'Shapes', main_tag_slug_name: '', recommend: false, reserved: false };
    const tagSchema = { $ref: '#/definitions/schema.TagResp' };
    expect(messages(tagSchema, tag)).toEqual([]);
    expect(messages(tagSchema, { ...tag, extra: 'allowed' })).toEqual([]);
    const { display_name: _left, ...missing } = tag;
    expect(messages(tagSchema, missing)).toEqual([`/ must have required property 'display_name' ({"missingProperty":"display_name"})`]);
    expect(messages(tagSchema, { ...tag, recommend: 'false' })).toEqual(['/recommend must be boolean']);
    expect(messages(tagSchema, { ...tag, slug_name: null })).toEqual(['/slug_name must be string']);

    const vote = { $ref: '#/definitions/schema.VoteResp' };
    const votes = { down_votes: 0, up_votes: 1, votes: 1, vote_status: 'vote_up' };
    expect(messages(vote, votes)).toEqual([]);
    expect(messages(vote, { ...votes, votes: '1' })).toEqual(['/votes must be integer']);
    expect(messages({ type: 'array', items: { $ref: '#/definitions/schema.GetTagBasicResp' } }, [{ ...tag, recommend: 1 }])).toContain('/0/recommend must be boolean');

    // left out when empty (omitempty) and null where Answer sends null: both accepted
    const question = { $ref: '#/definitions/schema.QuestionInfoResp' };
    const problems = messages(question, { user_info: null });
    expect(problems).not.toContainEqual(expect.stringContaining('user_info'));
    expect(problems).not.toContainEqual(expect.stringContaining('operation'));
    expect(problems).toContainEqual(`/ must have required property 'title' ({"missingProperty":"title"})`);
  });

  describe('on a real site', () => {
    const fx = useInstalledSite<Tables>('sqlite');

    async function send(key: string, call: ContractCall): Promise<{ status: number; body: Envelope }> {
      const [method, path] = key.split(' ');
      const params = Object.entries(call.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
      const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
      if (call.form) {
        const response = await fetch(`${fx.host.url}${path}${query}`, { method, headers: call.as ? { Authorization: call.as.token } : {}, body: call.form() });
        return { status: response.status, body: (await response.json()) as Envelope };
      }
      return fx.host.api<Envelope>(method, `${path}${query}`, { token: call.as?.token, body: call.body });
    }

    it('answers every called route in its shape', async () => {
      const community = await buildCommunity(fx);
      const schemas = new ContractSchemas(swagger, FIELD_DIFFERENCES);
      const byKey = new Map(all.map((contract) => [contract.key, contract]));
      const failures: string[] = [];
      for (const [key, build] of Object.entries(CONTRACT_CALLS)) {
        const contract = byKey.get(key);
        if (!contract) continue;
        const built = await build(community, fx);
        for (const [index, call] of (Array.isArray(built) ? built : [built]).entries()) {
          const label = `${key} #${index + 1}${call.as ? '' : ' (guest)'}`;
          const response = await send(key, call);
          if (response.status !== 200 || response.body?.code !== 200) {
            failures.push(`${label}: answered ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
            continue;
          }
          const problems: ShapeProblem[] = [
            ...(contract.answer === undefined ? [] : schemas.checkAnswer(contract.answer, response.body.data).map((problem) => ({ ...problem, message: `Answer: ${problem.message}` }))),
            ...(contract.own === undefined ? [] : schemas.checkOwn(contract.own, response.body.data).map((problem) => ({ ...problem, message: `own schema: ${problem.message}` }))),
          ];
          for (const problem of problems) failures.push(`${label}: data${problem.path} ${problem.message}`);
        }
      }
      expect(failures).toEqual([]);
    }, 90_000);
  });
});
