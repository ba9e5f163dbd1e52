/** Paging of list pages (counts and times come from the sdk). */

export { pageWindow } from '@answer/sdk';

/** The `?page=` of a list's address (shared with the server-rendered lists). */
export { pageParam } from '../shared/list-queries';
