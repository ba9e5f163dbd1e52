/**
 * The corpus of hostile values: strings a careless handler could choke on (encodings, injection,
 * traversal, special keys) and values of every JSON type. Inputs that once broke a route stay here.
 */

/** Inside Fastify's 1 MiB body limit once wrapped in JSON, so the handler, not the parser, meets it. */
export const HUGE_STRING_LENGTH = 900 * 1024;
/** Long but within Node's 16 KiB header limit, so query strings reach the route. */
export const LONG_QUERY_LENGTH = 6 * 1024;

export const UNICODE_STRINGS: readonly string[] = [
  '\uD800', // lone high surrogate
  '\uDC00abc', // lone low surrogate
  'a\uD83D', // truncated emoji pair
  '\u202Eevil\u202C', // right-to-left override
  '\u200B\u200C\u200D\uFEFF', // zero-width characters only
  'nul\u0000byte',
  '\u0000',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301', // stacked combining marks
  'Z̸̢̧̛̛̛̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ',
  '\u0085\u2028\u2029', // next-line and line/paragraph separators
  '\t\r\n\v\f',
  '   ',
  'ｆｕｌｌｗｉｄｔｈ',
  '\uFFFF\uFFFE',
  '𝕳𝖊𝖑𝖑𝖔',
  'İıſK', // case-folding oddities
];

export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE question; --",
  '" OR ""="',
  "1' UNION SELECT e_mail, pass FROM user --",
  '1; SELECT pg_sleep(0)',
  '%',
  '_',
  '%_%\\',
  '\\',
  "\\'",
  '`id`',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  'file:///etc/passwd',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '$where',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'prototype',
];

export const NUMERIC_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x10',
  '1.5',
  '9007199254740993',
  '99999999999999999999999999999999',
  '1e-400',
  '+1',
  ' 1',
  '1,2',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
];

/** Number texts past what any integer column or offset holds: sent for every numeric query field. */
export const OUT_OF_RANGE_TEXTS: readonly string[] = ['1e309', '99999999999999999999999999999999', '9007199254740993', '-1'];

/** Texts sent for every field, whatever the sample: each once answered 500 on some database. */
export const ALWAYS_STRINGS: readonly string[] = ['nul\u0000byte', '/etc/passwd\u0000.png'];

export const ODD_NUMBERS: readonly number[] = [-1, 0, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE, 4294967296];

/** Object keys that reach into prototypes when merged carelessly. */
export const SPECIAL_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '$where', ''];

export const hugeString = (length = HUGE_STRING_LENGTH): string => 'x'.repeat(length);

export function everyHostileString(): string[] {
  return [...UNICODE_STRINGS, ...INJECTION_STRINGS, ...NUMERIC_STRINGS, ''];
}
