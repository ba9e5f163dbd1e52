/**
 * What the server-rendered badges page is kept under. Awards and a badge switched on or off drop
 * it by name: an award may come with a write that drops only what it names (a reaction), or with
 * none at all (a backfill running in the background), and the switch drops nothing else.
 */
export const BADGES_SCOPE = 'badges';
