/** Query strings as the schemas check them. */

import { numericQuery } from '@answer/sdk/server';

const INTEGER_FIELDS = ['page', 'page_size', 'in_days'];

/** Digits of the paging fields become numbers, so the schema can check them; empty values drop out. */
export const typedQuery = (raw: unknown): Record<string, unknown> => numericQuery(raw, INTEGER_FIELDS);

export const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
