/**
 * Every route that takes input declares the schema its handler checks it with, so the bad-input
 * tests know its fields: a body schema on every route that is not a GET, a query schema on every
 * GET that reads one. A route added without one fails here until it declares it or is listed
 * below with the reason it has none.
 */
import { describe, expect, it } from 'vitest';
import { hostRouteTable, routeKey } from './route-table';

/** Routes that are not GETs and take no JSON body the handler validates. */
const NO_BODY_SCHEMA: Record<string, string> = {
  'POST /answer/api/v1/file': 'a multipart form, checked by the upload rules (source, type, size, content)',
  'POST /installation/config-file/check': 'takes no body: answers the installation state',
  'POST /answer/api/v1/user/email/verification/send': 'no fields of its own, only the optional captcha answer',
  'POST /answer/api/v1/user/email/verification': 'an opaque mail-link code, from the body or the query; any other value is an expired link',
  'PUT /answer/api/v1/user/email': 'an opaque mail-link code, from the body or the query; any other value is an invalid link',
  'POST /answer/api/v1/user/notification/config': "a read answered to POST as Answer's swagger lists it; takes no body",
};

/** GET routes that read no query, or read one leniently without a schema. */
const NO_QUERY_SCHEMA: Record<string, string> = {
  'GET /answer/api/v1/plugin/status': 'reads no query',
  'GET /answer/api/v1/siteinfo': 'reads no query',
  'GET /answer/api/v1/language/options': 'reads no query',
  'GET /answer/api/v1/language/config': '`lang` is read leniently: an unknown one falls back to the request language',
  'GET /answer/admin/api/language/options': 'reads no query',
  'GET /installation/language/options': 'reads no query',
  'GET /installation/language/config': '`lang` is looked up among the languages; any other value is lang_not_found',
  'GET /answer/api/v1/user/info': 'reads no query',
  'GET /answer/api/v1/user/logout': 'reads no query',
  'GET /answer/api/v1/user/password/replacement/check': 'an opaque mail-link code; any other value is an invalid link',
  'GET /answer/api/v1/user/notification/config': 'reads no query',
  'GET /answer/api/v1/connector/user/info': 'reads no query',
  'GET /answer/api/v1/connector/info': 'reads no query',
  'GET /answer/api/v1/user-center/agent': 'reads no query',
  'GET /answer/api/v1/user-center/login/redirect': 'reads no query',
  'GET /answer/api/v1/user-center/sign-up/redirect': 'reads no query',
  'GET /answer/api/v1/user-center/user/settings': 'reads no query',
  'GET /answer/api/v1/user/email/delivery': 'reads no query',
  'GET /answer/api/v1/user/plugin/configs': 'reads no query',
  'GET /answer/admin/api/roles': 'reads no query',
  'GET /answer/admin/api/siteinfo/login': 'reads no query',
  'GET /answer/admin/api/siteinfo/users': 'reads no query',
  'GET /answer/admin/api/setting/privileges': 'reads no query',
  'GET /answer/admin/api/siteinfo/write': 'reads no query',
  'GET /answer/admin/api/siteinfo/general': 'reads no query',
  'GET /answer/admin/api/siteinfo/interface': 'reads no query',
  'GET /answer/admin/api/siteinfo/branding': 'reads no query',
  'GET /answer/admin/api/setting/smtp': 'reads no query',
  'GET /answer/admin/api/siteinfo/theme': 'reads no query',
  'GET /answer/admin/api/theme/options': 'reads no query',
  'GET /answer/admin/api/siteinfo/custom-css-html': 'reads no query',
  'GET /answer/admin/api/siteinfo/seo': 'reads no query',
  'GET /answer/admin/api/siteinfo/maintenance': 'reads no query',
  'GET /answer/admin/api/dashboard': 'reads no query',
  'GET /answer/admin/api/siteinfo/legal': 'reads no query',
  'GET /answer/api/v1/reviewing/type': 'reads no query',
  'GET /answer/api/v1/tags/following': 'reads no query',
  'GET /answer/api/v1/notification/status': 'reads no query',
  'GET /answer/api/v1/search/desc': 'reads no query',
  'GET /answer/api/v1/user/ranking': 'reads no query',
  'GET /answer/api/v1/badges': 'reads no query',
};

describe('request schemas in the route table', () => {
  const routes = hostRouteTable();

  it('has a body schema on every route that is not a GET, unless listed with a reason', () => {
    const missing = routes.filter((route) => route.method !== 'GET' && route.schema.body === undefined && !(routeKey(route) in NO_BODY_SCHEMA)).map(routeKey);
    expect(missing, 'declare `config: { request: { body } }` with the schema the handler validates').toEqual([]);
  });

  it('has a query schema on every GET route, unless listed with a reason', () => {
    const missing = routes.filter((route) => route.method === 'GET' && route.schema.querystring === undefined && !(routeKey(route) in NO_QUERY_SCHEMA)).map(routeKey);
    expect(missing, 'declare `config: { request: { querystring } }` with the schema the handler validates').toEqual([]);
  });

  it('lists no route as an exception that no longer is one', () => {
    const byKey = new Map(routes.map((route) => [routeKey(route), route]));
    const stale = [
      ...Object.keys(NO_BODY_SCHEMA).filter((key) => byKey.get(key)?.schema.body !== undefined || !byKey.has(key)),
      ...Object.keys(NO_QUERY_SCHEMA).filter((key) => byKey.get(key)?.schema.querystring !== undefined || !byKey.has(key)),
    ];
    expect(stale).toEqual([]);
  });

  it('declares schemas that describe an object', () => {
    const notObjects = routes
      .flatMap((route) => [route.schema.body, route.schema.querystring].filter((schema) => schema !== undefined).map((schema) => ({ key: routeKey(route), schema })))
      .filter(({ schema }) => {
        const node = schema as { type?: unknown; allOf?: unknown; properties?: unknown };
        return node.type !== 'object' && !Array.isArray(node.allOf);
      })
      .map(({ key }) => key);
    expect(notObjects).toEqual([]);
  });
});
