/** This plugin's typed view of the site database, and the value conversions every query needs. */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import type { QuestionsAndAnswersTables, QuestionsTables } from './tables';

/** The database or a transaction on it: reads and writes that may run inside either. */
export type QuestionsDb = Kysely<QuestionsTables> | Transaction<QuestionsTables>;

export const questionsDb = (ctx: ServerContext): Kysely<QuestionsTables> => ctx.database<QuestionsTables>();

/** A transaction from `ctx.transaction`, typed with this plugin's tables. */
export const questionsTrx = (trx: Transaction<unknown>): Transaction<QuestionsTables> => trx as unknown as Transaction<QuestionsTables>;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** BIGINT and COUNT columns read back as strings on PostgreSQL (and MySQL for counts). */
export const toNumber = (value: number | string | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * The same database or transaction, able to read the answers plugin's `answer` table by name
 * (links in answers, answer votes, last answers). Only a type changes: it is the same connection.
 */
export const withAnswers = (db: QuestionsDb): Kysely<QuestionsAndAnswersTables> => db as unknown as Kysely<QuestionsAndAnswersTables>;
