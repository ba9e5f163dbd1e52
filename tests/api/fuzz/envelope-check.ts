/**
 * What every API error must look like (Answer's envelope): `code` equal to the HTTP status,
 * `reason` and `msg` strings, and field errors as `[{error_field, error_msg}]` naming a field the
 * route's schema has or the request sent ('' for the body as a whole; any name when the route
 * declares no schema).
 */
export function envelopeProblems(status: number, body: unknown, fields: ReadonlySet<string> | null): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [`body is not an envelope: ${JSON.stringify(body)?.slice(0, 200)}`];
  const envelope = body as Record<string, unknown>;
  const problems: string[] = [];
  if (envelope.code !== status) problems.push(`code ${JSON.stringify(envelope.code)} is not the HTTP status ${status}`);
  if (typeof envelope.reason !== 'string' || envelope.reason === '') problems.push(`reason ${JSON.stringify(envelope.reason)} is not a reason`);
  if (typeof envelope.msg !== 'string') problems.push(`msg ${JSON.stringify(envelope.msg)} is not a string`);
  if (!('data' in envelope)) problems.push('data is missing');
  const data = envelope.data;
  const looksLikeFieldList = Array.isArray(data) && data.some((item) => typeof item === 'object' && item !== null && 'error_field' in item);
  if (looksLikeFieldList) {
    for (const item of data as Record<string, unknown>[]) {
      if (typeof item.error_field !== 'string' || typeof item.error_msg !== 'string') problems.push(`field error ${JSON.stringify(item)} is not {error_field, error_msg}`);
      else if (fields && item.error_field !== '' && !fields.has(item.error_field)) problems.push(`field error names "${item.error_field}", which neither the route's schema nor the request has`);
      else if (item.error_msg === '') problems.push(`field error on "${item.error_field}" has no message`);
    }
  }
  return problems;
}

/**
 * What a redirect answered to hostile input must look like: a `Location` on the site itself
 * (`siteUrl`, or a path), never another origin a crafted query could choose.
 */
export function redirectProblems(siteUrl: string, location: string | undefined): string[] {
  if (!location) return ['a redirect without a Location'];
  const site = new URL(siteUrl);
  const target = new URL(location, site);
  return target.origin === site.origin && target.pathname.startsWith(site.pathname.replace(/\/$/, '') + '/') ? [] : [`redirects off the site, to ${location.slice(0, 200)}`];
}
