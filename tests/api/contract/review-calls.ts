/** How the contract test calls the review plugin's routes (part of `CONTRACT_CALLS`): the admin reads the queued posts. */
import { API } from '../questions-support';
import type { Community, Person } from './community';

type ReviewCall = { as?: Person; query?: Record<string, string | undefined>; body?: unknown };

export const REVIEW_CONTRACT_CALLS: Record<string, (c: Community) => ReviewCall | ReviewCall[]> = {
  [`GET ${API}/review/pending/post/page`]: (c) => ({ as: c.admin, query: { page: '1' } }),
};
