/**
 * Hostile requests for one route, derived from the schema it declares: each case is a plausible
 * request with one thing spoiled (a field of the wrong type, missing, out of range, hostile text),
 * or a request whose whole body or transport is wrong (malformed JSON, wrong content type, too big).
 */
import { ALWAYS_STRINGS, everyHostileString, hugeString, LONG_QUERY_LENGTH, NUMERIC_STRINGS, ODD_NUMBERS, OUT_OF_RANGE_TEXTS, SPECIAL_KEYS } from './hostile-values';
import type { Rng } from './prng';
import { safeEncode } from './send';
import { objectShape, primaryType, type FieldSchema, type ObjectShape } from './schema-shape';
import { plausibleObject, plausibleValue, type Hints } from './values';

export interface FuzzCase {
  /** What was spoiled, for the failure report. */
  label: string;
  /** Query string to append (without `?`), when the case has one. */
  query?: string;
  /** Raw body text, sent as is. */
  body?: string;
  /** `Content-Type` of the body; none when undefined. */
  contentType?: string;
  /** The server may refuse it by closing the connection before reading it all (see `RawResponse.closed`). */
  mayCloseEarly?: true;
}

const JSON_TYPE = 'application/json';

/** Values of every JSON type, for "wrong type" cases. */
const WRONG_TYPES: readonly unknown[] = [null, true, false, 0, -1, 1.5, 'text', '', [], [1, 'a', null], {}, { nested: { deep: [] } }];

const short = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...(${text.length})` : text;
};

/** Values that break `field` as a client could send them in JSON. */
function spoiledValues(field: FieldSchema, rng: Rng): { label: string; value: unknown }[] {
  const type = primaryType(field);
  const values: { label: string; value: unknown }[] = rng.sample(WRONG_TYPES, 5).map((value) => ({ label: `type ${short(value)}`, value }));
  values.push(...[...ALWAYS_STRINGS, ...rng.sample(everyHostileString(), 6)].map((value) => ({ label: `text ${short(value)}`, value })));
  if (type === 'integer' || type === 'number') {
    values.push(...ODD_NUMBERS.map((value) => ({ label: `number ${value}`, value })));
    if (field.maximum !== undefined) values.push({ label: 'above maximum', value: field.maximum + 1 });
    if (field.minimum !== undefined) values.push({ label: 'below minimum', value: field.minimum - 1 });
    values.push(...rng.sample(NUMERIC_STRINGS, 2).map((value) => ({ label: `numeric text ${value}`, value })));
  }
  if (type === 'string' && field.maxLength !== undefined) values.push({ label: 'one over maxLength', value: 'y'.repeat(field.maxLength + 1) });
  if (type === 'array') {
    values.push({ label: 'huge array', value: Array.from({ length: 20_000 }, (_, index) => `item${index}`) });
    values.push({ label: 'array of hostile objects', value: [{ __fuzz: 1 }, null, [], 'x'] });
  }
  if (type === 'object') values.push({ label: 'object with a special key', value: { [rng.pick(SPECIAL_KEYS)]: { polluted: true } } });
  return values;
}

/** `{"__proto__": ..., ...rest}` as text: JSON.stringify would drop a real prototype key. */
function withRawKey(base: Record<string, unknown>, key: string, value: unknown): string {
  const rest = JSON.stringify(base).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '' : ','}${rest}`;
}

export function bodyCases(schema: unknown, hints: Hints, rng: Rng): FuzzCase[] {
  const shape: ObjectShape = objectShape(schema);
  const base = plausibleObject({ properties: shape.properties }, hints);
  const json = (label: string, value: unknown): FuzzCase => ({ label, body: JSON.stringify(value), contentType: JSON_TYPE });
  const cases: FuzzCase[] = [];
  for (const whole of [null, [], 'text', 0, true, {}, [base]]) cases.push(json(`body ${short(whole)}`, whole));
  const names = Object.keys(shape.properties);
  for (const name of shape.required) {
    const rest = { ...base };
    delete rest[name];
    cases.push(json(`missing ${name}`, rest));
  }
  for (const name of names) {
    for (const { label, value } of spoiledValues(shape.properties[name], rng)) cases.push(json(`${name}: ${label}`, { ...base, [name]: value }));
  }
  if (names.length > 0) cases.push(json(`${rng.pick(names)}: huge string`, { ...base, [rng.pick(names)]: hugeString() }));
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    cases.push({ label: `extra key ${key}`, body: withRawKey(base, key, { polluted: true, role_id: 2, isAdmin: true }), contentType: JSON_TYPE });
  }
  cases.push(json('extra unknown fields', { ...base, fuzz_extra: 'x', [`k${'e'.repeat(300)}y`]: [1, 2, 3] }));
  cases.push(json('every field hostile at once', Object.fromEntries(names.map((name) => [name, rng.pick(everyHostileString())]))));
  return cases;
}

/** Bodies no JSON parser should accept, types the host does not take, and sizes past the limit. */
export function transportCases(schema: unknown, hints: Hints): FuzzCase[] {
  const base = JSON.stringify(plausibleObject({ properties: objectShape(schema).properties }, hints));
  const malformed = ['{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'nul', '"unterminated', '{"a":"\\u00"}', '\u0000', '{"a":1}garbage', `\uFEFF${base}`, '[]]', '{"__proto__":{"polluted":true}}'];
  const cases: FuzzCase[] = malformed.map((body) => ({ label: `malformed JSON ${short(body)}`, body, contentType: JSON_TYPE }));
  cases.push({ label: 'deeply nested arrays', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: JSON_TYPE });
  cases.push({ label: 'deeply nested objects', body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, contentType: JSON_TYPE });
  cases.push({ label: 'duplicate keys', body: `{"a":1,"a":2,${base.slice(1)}`, contentType: JSON_TYPE });
  cases.push({ label: 'empty body', body: '', contentType: JSON_TYPE });
  cases.push({ label: 'no content type', body: base });
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/octet-stream', 'application/vnd.api+json', '*/*', 'application/json, text/plain']) {
    cases.push({ label: `content type ${type}`, body: base, contentType: type });
  }
  cases.push({ label: 'oversized body', body: JSON.stringify({ pad: hugeString(1_500_000) }), contentType: JSON_TYPE, mayCloseEarly: true });
  return cases;
}

const encode = (pairs: [string, string][]): string => pairs.map(([key, value]) => `${safeEncode(key)}=${safeEncode(value)}`).join('&');

/** Query strings: each parameter spoiled in turn, and the query's own syntax abused. */
export function queryCases(schema: unknown, hints: Hints, rng: Rng): FuzzCase[] {
  const shape = objectShape(schema);
  const base: [string, string][] = Object.entries(shape.properties).map(([name, field]) => {
    const value = plausibleValue(field, name, hints);
    return [name, typeof value === 'string' ? value : JSON.stringify(value)];
  });
  const replaced = (name: string, value: string): [string, string][] => base.map(([key, old]) => [key, key === name ? value : old]);
  const cases: FuzzCase[] = [];
  for (const name of shape.required) cases.push({ label: `missing ${name}`, query: encode(base.filter(([key]) => key !== name)) });
  for (const [name] of base) {
    const numeric = ['integer', 'number'].includes(primaryType(shape.properties[name]));
    const values = [...ALWAYS_STRINGS, ...rng.sample(everyHostileString(), 6), ...rng.sample(NUMERIC_STRINGS, 4), ...(numeric ? OUT_OF_RANGE_TEXTS : []), 'x'.repeat(LONG_QUERY_LENGTH)];
    for (const value of values) cases.push({ label: `${name}=${short(value)}`, query: encode(replaced(name, value)) });
    cases.push({ label: `${name} repeated`, query: `${encode(base)}&${safeEncode(name)}=1&${safeEncode(name)}=2` });
    cases.push({ label: `${name}[] array`, query: `${encode(base.filter(([key]) => key !== name))}&${safeEncode(name)}[]=1&${safeEncode(name)}[__proto__]=2` });
  }
  cases.push(...hostileQueries(encode(base)));
  return cases;
}

/** Query strings that abuse the syntax itself, for any route (they read a query or ignore it). */
export function hostileQueries(base = ''): FuzzCase[] {
  const join = (extra: string) => (base ? `${base}&${extra}` : extra);
  return [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    '__proto__=x',
    'a=%E0%A4%A',
    'a=%',
    'a=%00',
    'a=%uD800',
    '=&=&&&',
    'a[b][c][d][e][f]=1',
    `${'k'.repeat(2000)}=1`,
    Array.from({ length: 500 }, (_, index) => `p${index}=${index}`).join('&'),
    "id=1'%20OR%20'1'='1",
    'id=..%2F..%2Fetc%2Fpasswd',
  ].map((extra) => ({ label: `query ${short(extra)}`, query: join(extra) }));
}

/** Values for a `:param` segment of a route's URL. */
export const HOSTILE_PARAMS: readonly string[] = ['0', '-1', '99999999999999999999', 'NaN', '%00', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'%3D'1", '%E0%A4%A', 'x'.repeat(200), '__proto__', '%F0%9F%98%80'];
