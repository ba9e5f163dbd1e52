/**
 * Domain events between plugins. The plugin that owns a change emits; every serving plugin that
 * declares a handler reacts, inside the emitter's transaction when it passes one, so a failing
 * handler undoes the whole change. Plugins add events of their own by augmenting `ServerEvents`.
 */
import type { Transaction } from 'kysely';

export interface ServerEvents {
  /** An admin deleted a user and asked for everything they posted to be removed too. */
  'user.content.remove': { user_id: string };
}

export type ServerEventName = keyof ServerEvents;

export interface EventDelivery {
  /** The emitter's transaction, when it passed one: write through it. */
  readonly trx: Transaction<unknown> | null;
}

export type ServerEventHandlers = {
  [K in ServerEventName]?: (payload: ServerEvents[K], delivery: EventDelivery) => Promise<void>;
};

export interface EventEmitter {
  /** Runs every serving plugin's handler for `name`, one after another; rejects with the first failure. */
  emit<K extends ServerEventName>(name: K, payload: ServerEvents[K], trx?: Transaction<unknown>): Promise<void>;
}
