import { urlTitle } from '@answer/sdk/server';
/** What every question response says of a question, in list items and on its page alike. */
import { toNumber } from './db';
import type { QuestionRow } from './question-read';
import { PIN, SHOW } from './tables';
import { excerpt } from './text';

export interface QuestionSummary {
  id: string;
  title: string;
  url_title: string;
  /** plain text of the body, cut at 240 characters */
  description: string;
  status: number;
  pin: number;
  show: number;
  view_count: number;
  unique_view_count: number;
  vote_count: number;
  answer_count: number;
  collection_count: number;
  follow_count: number;
  accepted_answer_id: string;
  last_answer_id: string;
}

export function summaryOf(row: QuestionRow): QuestionSummary {
  return {
    id: row.id,
    title: row.title,
    url_title: urlTitle(row.title),
    description: excerpt(row.parsed_text),
    status: toNumber(row.status),
    pin: toNumber(row.pin) || PIN.unpinned,
    show: toNumber(row.show) || SHOW.listed,
    view_count: toNumber(row.view_count),
    unique_view_count: toNumber(row.unique_view_count),
    vote_count: toNumber(row.vote_count),
    answer_count: toNumber(row.answer_count),
    collection_count: toNumber(row.collection_count),
    follow_count: toNumber(row.follow_count),
    accepted_answer_id: row.accepted_answer_id,
    last_answer_id: row.last_answer_id,
  };
}
