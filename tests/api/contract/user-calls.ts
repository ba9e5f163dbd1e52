/**
 * How the contract test calls the users plugin's routes (part of `CONTRACT_CALLS`): the users page
 * and the profiles of the community's members, as guests, as the members and as the admin.
 */
import { API } from '../questions-support';
import type { Community, Person } from './community';

type UserCall = { as?: Person; query?: Record<string, string | undefined> };

export const USER_CONTRACT_CALLS: Record<string, (c: Community) => UserCall | UserCall[]> = {
  [`GET ${API}/user/ranking`]: (c) => [{}, { as: c.alice }],
  [`GET ${API}/user/staff`]: (c) => [{ as: c.alice, query: { username: c.admin.username.slice(0, 2), page_size: '10' } }, { query: { username: 'no-such-staff' } }],
  [`GET ${API}/personal/user/info`]: (c) => [{ query: { username: c.alice.username } }, { as: c.admin, query: { username: c.bob.username } }],
  [`GET ${API}/personal/qa/top`]: (c) => [{ query: { username: c.alice.username } }, { as: c.bob, query: { username: c.bob.username } }],
  [`GET ${API}/personal/question/page`]: (c) => [{ query: { username: c.alice.username, order: 'newest', page: '1', page_size: '20' } }, { as: c.bob, query: { username: c.bob.username, order: 'score' } }],
  [`GET ${API}/personal/answer/page`]: (c) => [{ query: { username: c.bob.username, order: 'newest', page: '1', page_size: '20' } }, { as: c.admin, query: { username: c.admin.username, order: 'score' } }],
  [`GET ${API}/personal/comment/page`]: (c) => [{ query: { username: c.bob.username, page: '1', page_size: '20' } }, { as: c.admin }],
  [`GET ${API}/personal/rank/page`]: (c) => [{ query: { username: c.bob.username, page: '1', page_size: '20' } }, { as: c.alice }],
  [`GET ${API}/personal/vote/page`]: (c) => [{ as: c.bob, query: { page: '1', page_size: '20' } }, { as: c.alice }],
};
