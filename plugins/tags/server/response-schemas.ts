/**
 * What this plugin's writes answer (`config.response`), which Answer's API description leaves
 * out (its reads are described there): `npm run routes` prints them and the contract test holds
 * real responses to them.
 */
import type { ResponseSchema } from '@answer/sdk/server';

export const RESPONSES = {
  /** `POST /tag`: Answer's `AddTagResp`. */
  created: { type: 'object', required: ['slug_name'], properties: { slug_name: { type: 'string' } } },
  none: { type: 'null' },
} satisfies Record<string, ResponseSchema>;
