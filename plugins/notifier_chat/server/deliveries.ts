/** A member's recent deliveries as their settings page lists them, reasons in the reader's language. */
import { pageResponseSchema, type ResponseSchema } from '@answer/sdk/server';
import { hostOf } from './address-guard';
import { toNumber, type ChatDb, type DeliveryKind } from './tables';

export interface DeliveryItem {
  id: string;
  kind: DeliveryKind;
  /** `sending` shows as `pending`: to the member both wait. */
  status: 'pending' | 'delivered' | 'failed';
  title: string;
  /** The webhook's host (the full address may hold a secret). */
  target_host: string;
  attempts: number;
  /** Unix seconds; 0 when not pending. */
  next_attempt_at: number;
  created_at: number;
  delivered_at: number;
  /** Why the last try failed, translated; '' when it did not. */
  error: string;
}

export const DELIVERY_ITEM_SCHEMA: ResponseSchema = {
  type: 'object',
  required: ['id', 'kind', 'status', 'title', 'target_host', 'attempts', 'next_attempt_at', 'created_at', 'delivered_at', 'error'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['answers', 'comments', 'mentions', 'invites', 'new_question', 'test'] },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    title: { type: 'string' },
    target_host: { type: 'string' },
    attempts: { type: 'integer' },
    next_attempt_at: { type: 'integer' },
    created_at: { type: 'integer' },
    delivered_at: { type: 'integer' },
    error: { type: 'string' },
  },
};

export const DELIVERY_PAGE_SCHEMA = pageResponseSchema(DELIVERY_ITEM_SCHEMA);

/** Turns a stored error code and detail into the reader's words. */
export type ErrorText = (code: string, detail: string) => string;

export async function deliveryPage(db: ChatDb, userId: string, page: number, pageSize: number, errorText: ErrorText): Promise<{ count: number; list: DeliveryItem[] }> {
  const counted = await db.selectFrom('notifier_chat_delivery').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  const rows = await db
    .selectFrom('notifier_chat_delivery')
    .select(['id', 'kind', 'status', 'title', 'target', 'attempts', 'next_attempt_at', 'created_at', 'delivered_at', 'last_error', 'last_error_detail'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    count: toNumber(counted?.n),
    list: rows.map((row) => {
      const status = row.status === 'sending' ? 'pending' : row.status;
      return {
        id: String(row.id),
        kind: row.kind,
        status,
        title: row.title,
        target_host: hostOf(row.target),
        attempts: toNumber(row.attempts),
        next_attempt_at: status === 'pending' ? toNumber(row.next_attempt_at) : 0,
        created_at: toNumber(row.created_at),
        delivered_at: toNumber(row.delivered_at),
        error: row.last_error ? errorText(row.last_error, row.last_error_detail) : '',
      };
    }),
  };
}
