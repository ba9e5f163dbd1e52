/**
 * The delivery queue's operations. Rows are added in the transaction of the notification they
 * carry. Posting claims a due row with one conditional update (whichever process's update changes
 * the row wins; the others move on), and writes the outcome only under its own claim token, so a
 * process that overran its claim cannot overwrite a later one.
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import { toNumber, type ChatDb, type ChatTables, type DeliveryKind, type DeliveryTable } from './tables';

export interface NewDelivery {
  userId: string;
  kind: DeliveryKind;
  notificationType: string;
  title: string;
  target: string;
  payload: string;
}

export async function enqueue(db: ChatDb, deliveries: readonly NewDelivery[], now: number): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('notifier_chat_delivery')
    .values(
      deliveries.map((delivery) => ({
        user_id: delivery.userId,
        kind: delivery.kind,
        notification_type: delivery.notificationType,
        title: delivery.title.slice(0, 255),
        target: delivery.target,
        payload: delivery.payload,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        claim_token: '',
        claimed_until: 0,
        last_error: '',
        last_error_detail: '',
        created_at: now,
        updated_at: now,
        delivered_at: 0,
      })),
    )
    .execute();
}

/** A row claimed for one post. */
export interface Claimed {
  id: string;
  token: string;
  target: string;
  payload: string;
  attempts: number;
}

type Db = Kysely<ChatTables>;

/** Due: waiting and its time has come, or claimed by a process that never finished (its claim ran out). */
const due = (now: number) => (eb: ExpressionBuilder<ChatTables, 'notifier_chat_delivery'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
  ]);

/** Claims up to `limit` due rows for `leaseSeconds`; rows another process claimed first are skipped. */
export async function claimDue(db: Db, now: number, limit: number, leaseSeconds: number): Promise<Claimed[]> {
  const candidates = await db.selectFrom('notifier_chat_delivery').select('id').where(due(now)).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
  const claimed: Claimed[] = [];
  for (const { id } of candidates) {
    const token = randomUUID();
    const result = await db
      .updateTable('notifier_chat_delivery')
      .set({ status: 'sending', claim_token: token, claimed_until: now + leaseSeconds, updated_at: now })
      .where('id', '=', id)
      .where(due(now))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const row = await db.selectFrom('notifier_chat_delivery').select(['id', 'target', 'payload', 'attempts']).where('id', '=', id).where('claim_token', '=', token).executeTakeFirst();
    if (row) claimed.push({ id: String(row.id), token, target: row.target, payload: row.payload, attempts: toNumber(row.attempts) });
  }
  return claimed;
}

export type Outcome =
  | { status: 'delivered' }
  | { status: 'pending'; nextAttemptAt: number; error: string; detail: string }
  | { status: 'failed'; error: string; detail: string };

/** Writes what became of one claimed post (one more attempt made). */
export async function settle(db: Db, claim: Claimed, outcome: Outcome, now: number): Promise<void> {
  const base = { attempts: claim.attempts + 1, claim_token: '', claimed_until: 0, updated_at: now };
  const change: Updateable<DeliveryTable> =
    outcome.status === 'delivered'
      ? { ...base, status: 'delivered', delivered_at: now, last_error: '', last_error_detail: '' }
      : outcome.status === 'pending'
        ? { ...base, status: 'pending', next_attempt_at: outcome.nextAttemptAt, last_error: outcome.error, last_error_detail: outcome.detail.slice(0, 255) }
        : { ...base, status: 'failed', last_error: outcome.error, last_error_detail: outcome.detail.slice(0, 255) };
  await db.updateTable('notifier_chat_delivery').set(change).where('id', '=', claim.id).where('claim_token', '=', claim.token).execute();
}

/** Gives a claimed row back untouched (the post was interrupted, not answered). */
export async function release(db: Db, claim: Claimed, now: number): Promise<void> {
  await db.updateTable('notifier_chat_delivery').set({ status: 'pending', claim_token: '', claimed_until: 0, updated_at: now }).where('id', '=', claim.id).where('claim_token', '=', claim.token).execute();
}

/** Forgets finished rows last touched before `before` (Unix seconds). */
export async function forgetFinished(db: Db, before: number): Promise<void> {
  await db.deleteFrom('notifier_chat_delivery').where('status', 'in', ['delivered', 'failed']).where('updated_at', '<', before).execute();
}
