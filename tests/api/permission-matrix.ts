/**
 * Who may call which route: every route the host serves (as `routeKey()` names it) × the state of
 * the caller → what the caller gets. `hardening-permissions.test.ts` walks the whole table against
 * a seeded site, and fails on a route the host serves that is missing here.
 *
 * Callers, in column order:
 *   guest      no token
 *   inactive   logged in, email not verified yet
 *   suspended  logged in before an admin suspended the account (its session still answers "suspended")
 *   user       a member with 800 reputation (enough to vote down, invite, suggest edits; not to
 *              edit others' posts without review or to review), who does not own the target
 *   owner      a member like `user` who wrote the target (question, answer, comment, notification)
 *   moderator  role 3
 *   admin      role 2
 *
 * Outcomes: `ok` (HTTP 2xx), a status (`404`), or a status and Answer's `reason` (`'403 error.user.suspended'`).
 * A case names the target the call is made against; seeded targets are described in
 * `permissions/seed.ts`. Where the spec is silent, Apache Answer's behaviour decides (noted).
 */

export const CALLERS = ['guest', 'inactive', 'suspended', 'user', 'owner', 'moderator', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export type Outcome = 'ok' | number | `${number} ${string}`;
export type Outcomes = readonly [guest: Outcome, inactive: Outcome, suspended: Outcome, user: Outcome, owner: Outcome, moderator: Outcome, admin: Outcome];

export interface MatrixRow {
  /** `METHOD /path`, as `routeKey()`. */
  route: string;
  /** The target of the call (see `permissions/seed.ts`); `-` when the route has none. */
  case: string;
  expect: Outcomes;
  note?: string;
}

const ok = 'ok';
const INACTIVE = '403 error.email.need_to_be_verified';
const SUSPENDED = '403 error.user.suspended';

/** Anyone, logged in or not, in any state. */
const ANYONE: Outcomes = [ok, ok, ok, ok, ok, ok, ok];
/** Logged in, whatever the account's state (logout, timelines, own notifications). */
const LOGGED_IN: Outcomes = [401, ok, ok, ok, ok, ok, ok];
/** Verified and not suspended. */
const ACTIVE: Outcomes = [401, INACTIVE, SUSPENDED, ok, ok, ok, ok];
/** Moderators and admins. */
const STAFF: Outcomes = [401, 403, 403, 403, 403, ok, ok];
/** Anyone signed in but an admin, at the door of the admin API: Answer's 403 and its reason. */
const NOT_ADMIN = '403 base.unauthorized_error';
/** Admins (the whole `/answer/admin/api`, as Answer's admin middleware: 401 without a session, 403 for anyone else). */
const ADMIN: Outcomes = [401, NOT_ADMIN, NOT_ADMIN, NOT_ADMIN, NOT_ADMIN, NOT_ADMIN, ok];
/** One's own settings: logged in (the spec's "logged in: settings"), not suspended (Answer refuses a suspended account). */
const SETTINGS: Outcomes = [401, ok, SUSPENDED, ok, ok, ok, ok];
const SETTINGS_NOTE = 'Answer also refuses an unverified account; the spec allows settings to anyone logged in';
const LINK_DEAD = '403 error.email.link_invalid';
/** Deleted and pending posts: only their author and staff know they exist. */
const OWNER_AND_STAFF_SEE: Outcomes = [404, 404, 404, 404, ok, ok, ok];
/** Writes of active members, with what user, owner, moderator and admin get. */
const active = (user: Outcome, owner: Outcome, moderator: Outcome, admin: Outcome): Outcomes => [401, INACTIVE, SUSPENDED, user, owner, moderator, admin];
/** Admin routes whose admin answer is not a success (self-actions, missing mail server). */
const adminGets = (admin: Outcome): Outcomes => [401, NOT_ADMIN, NOT_ADMIN, NOT_ADMIN, NOT_ADMIN, NOT_ADMIN, admin];

const V1 = '/answer/api/v1';
const ADM = '/answer/admin/api';
const row = (route: string, target: string, expect: Outcomes, note?: string): MatrixRow => ({ route, case: target, expect, ...(note ? { note } : {}) });

export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  // ── kernel ──────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/plugin/status`, '-', ANYONE),
  row(`GET ${V1}/siteinfo`, '-', ANYONE),
  row(`GET ${V1}/language/options`, '-', ANYONE),
  row(`GET ${V1}/language/config`, '-', ANYONE),
  row(`POST ${V1}/file`, 'post image', ACTIVE),
  row(`POST ${V1}/file`, 'branding image', active(403, 403, 403, ok), 'Answer: branding uploads are for admins'),
  row(`POST ${V1}/post/render`, '-', LOGGED_IN, 'a preview only: no state changes'),
  row(`GET ${ADM}/plugins`, '-', ADMIN),
  row(`PUT ${ADM}/plugin/status`, '-', ADMIN),
  row(`GET ${ADM}/plugin/config`, '-', ADMIN),
  row(`PUT ${ADM}/plugin/config`, '-', ADMIN),
  row(`GET ${ADM}/language/options`, '-', ADMIN),

  // ── installer, on an installed site ─────────────────────────────────────────────────────
  row(`GET /installation/language/options`, '-', ANYONE),
  row(`GET /installation/language/config`, '-', ANYONE),
  row(`POST /installation/config-file/check`, '-', ANYONE, 'tells only whether the site is installed'),
  row(`POST /installation/db/check`, '-', [400, 400, 400, 400, 400, 400, 400], 'already installed: no probing databases'),
  row(`POST /installation/init`, '-', [400, 400, 400, 400, 400, 400, 400], 'already installed'),
  row(`POST /installation/base-info`, '-', [400, 400, 400, 400, 400, 400, 400], 'already installed: no second admin'),

  // ── accounts: the caller's own account ───────────────────────────────────────────────────
  row(`GET ${V1}/user/action/record`, '-', ANYONE),
  row(`POST ${V1}/user/login/email`, 'own credentials', [ok, ok, SUSPENDED, ok, ok, ok, ok], 'a guest logs in as a spare member; an inactive account may log in to reach the activation page'),
  row(`POST ${V1}/user/login/email`, 'deleted account', [400, 400, 400, 400, 400, 400, 400], 'a deleted account cannot log in'),
  row(`GET ${V1}/user/info`, '-', ANYONE, 'a guest gets data null'),
  row(`POST ${V1}/user/register/email`, 'new address', ANYONE, 'Answer does not refuse a sign-up to a logged-in caller'),
  row(`GET ${V1}/user/email/delivery`, '-', ANYONE, 'whether the site can send mail, for the pages after sign-up'),
  row(`POST ${V1}/user/email/verification/send`, '-', [401, 400, ok, ok, ok, ok, ok], 'logged in, any state (Answer); no mail server here, and nothing to send to a verified account'),
  row(`POST ${V1}/user/email/verification`, 'bad code', [LINK_DEAD, LINK_DEAD, LINK_DEAD, LINK_DEAD, LINK_DEAD, LINK_DEAD, LINK_DEAD], "Answer's url_expired"),
  row(`POST ${V1}/user/email/change/code`, '-', [401, 400, 400, 400, 400, 400, 400], 'logged in, any state (Answer); no mail server here'),
  row(`PUT ${V1}/user/email`, 'bad code', [400, 400, 400, 400, 400, 400, 400]),
  row(`POST ${V1}/user/password/reset`, '-', [400, 400, 400, 400, 400, 400, 400], 'no mail server here'),
  row(`GET ${V1}/user/password/replacement/check`, 'bad code', [400, 400, 400, 400, 400, 400, 400]),
  row(`POST ${V1}/user/password/replacement`, 'bad code', [400, 400, 400, 400, 400, 400, 400]),
  row(`PUT ${V1}/user/info`, 'own profile', ACTIVE),
  row(`PUT ${V1}/user/interface`, '-', SETTINGS, SETTINGS_NOTE),
  row(`PUT ${V1}/user/password`, 'own password', SETTINGS, SETTINGS_NOTE),
  row(`GET ${V1}/user/notification/config`, '-', LOGGED_IN),
  row(`POST ${V1}/user/notification/config`, '-', LOGGED_IN),
  row(`PUT ${V1}/user/notification/config`, '-', SETTINGS, SETTINGS_NOTE),
  row(`PUT ${V1}/user/notification/unsubscribe`, 'bad code', [400, 400, 400, 400, 400, 400, 400]),
  row(`GET ${V1}/connector/user/info`, '-', LOGGED_IN),
  row(`GET ${V1}/connector/info`, '-', ANYONE, 'the log-in page asks it: no connector serves here, so []'),
  row(`GET ${V1}/connector/login/:name`, '-', [302, 302, 302, 302, 302, 302, 302], 'a browser navigation: no such connector, so back to the log-in page with connector_error'),
  row(`GET ${V1}/connector/redirect/:name`, 'no state', [302, 302, 302, 302, 302, 302, 302], "the provider's way back: no state of this browser, so back to the log-in page with connector_error"),
  row(`GET ${V1}/connector/binding/info`, 'unknown key', [400, 400, 400, 400, 400, 400, 400], 'the bind-email page: only the binding key counts, not the caller'),
  row(`POST ${V1}/connector/binding/email`, 'unknown key', [400, 400, 400, 400, 400, 400, 400], 'the bind-email page: only the binding key counts, not the caller'),
  row(`GET ${V1}/user-center/agent`, '-', ANYONE, 'every page asks it: no user centre serves here'),
  row(`GET ${V1}/user-center/login/redirect`, '-', [302, 302, 302, 302, 302, 302, 302], "no user centre serves here: to the site's own log-in page"),
  row(`GET ${V1}/user-center/sign-up/redirect`, '-', [302, 302, 302, 302, 302, 302, 302], "no user centre serves here: to the site's own sign-up page"),
  row(`GET ${V1}/user-center/login/callback`, '-', [302, 302, 302, 302, 302, 302, 302], 'no user centre serves here: to the auth-failed page'),
  row(`GET ${V1}/user-center/sign-up/callback`, '-', [302, 302, 302, 302, 302, 302, 302], 'no user centre serves here: to the auth-failed page'),
  row(`GET ${V1}/user-center/user/settings`, '-', LOGGED_IN, "Answer's logged-in group; the site's own pages while no user centre serves"),
  row(`GET ${V1}/user-center/personal/branding`, '-', ANYONE, 'public as the profile it decorates; nothing while no user centre serves'),
  row(`GET ${V1}/user/plugin/configs`, '-', ACTIVE, 'Answer asks for a verified account, as for other settings'),
  row(`GET ${V1}/user/plugin/config`, 'unknown plugin', [401, INACTIVE, SUSPENDED, 404, 404, 404, 404], 'Answer answers an empty form; here a plugin that does not serve member settings is not found'),
  row(`GET ${V1}/user/plugin/config`, 'member settings', ACTIVE, 'the chat notifier keeps settings of each member'),
  row(`PUT ${V1}/user/plugin/config`, 'member settings', ACTIVE, 'Answer asks for a verified account, as for other settings'),
  row(`DELETE ${V1}/connector/user/unbinding`, 'unknown login', [401, 400, SUSPENDED, 400, 400, 400, 400], SETTINGS_NOTE),
  row(`GET ${V1}/permission`, '-', ANYONE, 'answers has_permission false where the caller may not'),
  row(`GET ${V1}/user/info/search`, '-', ACTIVE),
  row(`GET ${V1}/user/logout`, '-', LOGGED_IN, 'walked last: it ends the sessions the walk uses'),

  // ── accounts: admin ──────────────────────────────────────────────────────────────────────
  row(`GET ${ADM}/roles`, '-', ADMIN),
  row(`GET ${ADM}/users/page`, '-', ADMIN),
  row(`GET ${ADM}/user`, 'member', ADMIN),
  row(`GET ${ADM}/user`, 'deleted user', ADMIN),
  row(`PUT ${ADM}/user/status`, 'member', ADMIN),
  row(`PUT ${ADM}/user/status`, 'self', adminGets(400), 'Forbidden to operate on yourself'),
  row(`PUT ${ADM}/user/status`, 'deleted user', adminGets(400), 'deletion is final'),
  row(`PUT ${ADM}/user/role`, 'member', ADMIN),
  row(`PUT ${ADM}/user/role`, 'self', adminGets(400), 'Forbidden to operate on yourself'),
  row(`PUT ${ADM}/user/password`, 'member', ADMIN),
  row(`PUT ${ADM}/user/password`, 'self', adminGets(400), 'Forbidden to operate on yourself'),
  row(`PUT ${ADM}/user/profile`, 'member', ADMIN),
  row(`PUT ${ADM}/user/profile`, 'self', adminGets(400), 'Forbidden to operate on yourself'),
  row(`POST ${ADM}/user`, 'new address', ADMIN),
  row(`POST ${ADM}/users`, 'new addresses', ADMIN),
  row(`GET ${ADM}/user/activation`, 'member', ADMIN),
  row(`POST ${ADM}/users/activation`, 'member', adminGets(400), 'no mail server here'),
  row(`GET ${ADM}/siteinfo/login`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/login`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/users`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/users`, '-', ADMIN),
  row(`GET ${ADM}/setting/privileges`, '-', ADMIN),
  row(`PUT ${ADM}/setting/privileges`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/write`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/write`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/general`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/general`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/interface`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/interface`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/branding`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/branding`, '-', ADMIN),
  row(`GET ${ADM}/setting/smtp`, '-', ADMIN),
  row(`PUT ${ADM}/setting/smtp`, '-', ADMIN),
  row(`POST ${ADM}/setting/smtp/test`, '-', adminGets(400), 'no mail server here'),
  row(`GET ${ADM}/siteinfo/theme`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/theme`, '-', ADMIN),
  row(`GET ${ADM}/theme/options`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/custom-css-html`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/custom-css-html`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/seo`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/seo`, '-', ADMIN),
  row(`GET ${ADM}/siteinfo/maintenance`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/maintenance`, '-', ADMIN),
  row(`GET ${ADM}/dashboard`, '-', ADMIN),

  // ── legal ───────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/siteinfo/legal`, '-', ANYONE, "Answer's must-un-auth group: open on a members-only site too"),
  row(`GET ${ADM}/siteinfo/legal`, '-', ADMIN),
  row(`PUT ${ADM}/siteinfo/legal`, '-', ADMIN),

  // ── questions ────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/question/page`, '-', ANYONE, 'never lists deleted or unlisted questions, nor pending ones but to their author'),
  row(`GET ${V1}/tags/page`, '-', ANYONE),
  row(`POST ${V1}/question`, 'new question', ACTIVE),
  row(`POST ${V1}/question/answer`, 'new question', ACTIVE),
  row(`PUT ${V1}/question`, 'normal', ACTIVE, "a member's edit of another's question waits for review"),
  row(`PUT ${V1}/question`, 'deleted', [401, INACTIVE, SUSPENDED, 404, 403, ok, ok]),
  row(`PUT ${V1}/question`, 'pending', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`PUT ${V1}/question`, 'closed', active(403, 403, ok, ok), 'the author may not edit a closed question'),
  row(`DELETE ${V1}/question`, 'normal', active(403, ok, ok, ok)),
  row(`DELETE ${V1}/question`, 'pending', active(404, ok, ok, ok)),
  row(`POST ${V1}/question/recover`, 'deleted', STAFF),
  row(`GET ${V1}/question/info`, 'normal', ANYONE),
  row(`GET ${V1}/question/info`, 'deleted', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/question/info`, 'pending', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/question/info`, 'unlisted', ANYONE, 'unlisted questions stay reachable by their address'),
  row(`GET ${V1}/question/info`, 'closed', ANYONE),
  row(`GET ${V1}/question/similar`, '-', ANYONE, 'never offers deleted or pending questions'),
  row(`GET ${V1}/question/tags`, '-', ANYONE),
  row(`GET ${V1}/question/similar/tag`, 'normal', ANYONE),
  row(`GET ${V1}/question/similar/tag`, 'deleted', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/question/link`, 'normal', ANYONE),
  row(`GET ${V1}/question/link`, 'pending', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/revisions`, 'normal', ANYONE),
  row(`GET ${V1}/revisions`, 'deleted', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/revisions/edit/check`, 'normal', ACTIVE),
  row(`GET ${V1}/revisions/edit/check`, 'deleted', [401, INACTIVE, SUSPENDED, 404, 403, ok, ok]),
  row(`GET ${V1}/revisions/unreviewed`, '-', ACTIVE, 'members without the review privilege get an empty queue'),
  row(`GET ${V1}/reviewing/type`, '-', ACTIVE),
  row(`PUT ${V1}/revisions/audit`, 'suggested edit', active(403, 403, ok, ok)),
  row(`PUT ${V1}/revisions/rollback`, 'edited question', active(403, ok, ok, ok)),
  row(`GET ${V1}/reasons`, '-', ANYONE),
  row(`PUT ${V1}/question/status`, 'normal', active(403, 403, ok, ok), 'closing is for moderators'),
  row(`PUT ${V1}/question/reopen`, 'closed', active(403, 403, ok, ok)),
  row(`PUT ${V1}/question/operation`, 'normal', active(403, 403, ok, ok), 'pin, unpin, list and unlist are for moderators'),

  // ── admin: contents (questions, answers, purge) ─────────────────────────────────────────
  row(`GET ${ADM}/question/page`, '-', ADMIN),
  row(`PUT ${ADM}/question/status`, 'normal', ADMIN),
  row(`GET ${ADM}/answer/page`, '-', ADMIN),
  row(`PUT ${ADM}/answer/status`, 'normal', ADMIN),
  row(`DELETE ${ADM}/delete/permanently`, 'unknown type', adminGets(400), "the walk's seed keeps its deleted posts; admin-contents.test.ts purges"),

  // ── answers ──────────────────────────────────────────────────────────────────────────────
  row(`POST ${V1}/answer`, 'normal question', ACTIVE),
  row(`POST ${V1}/answer`, 'closed question', active(403, 403, 403, 403)),
  row(`POST ${V1}/answer`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 404, 404, 404]),
  row(`PUT ${V1}/answer`, 'normal', ACTIVE, "a member's edit of another's answer waits for review"),
  row(`PUT ${V1}/answer`, 'deleted', [401, INACTIVE, SUSPENDED, 404, 403, ok, ok], 'its author may not edit it any more; staff may, as they may a deleted question'),
  row(`DELETE ${V1}/answer`, 'normal', active(403, ok, ok, ok)),
  row(`POST ${V1}/answer/recover`, 'deleted', STAFF),
  row(`GET ${V1}/answer/info`, 'normal', ANYONE),
  row(`GET ${V1}/answer/info`, 'deleted', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/answer/info`, 'pending', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/answer/info`, 'on a deleted question', [404, 404, 404, 404, 404, ok, ok], "a deleted answer of bystander's on owner's deleted question"),
  row(`GET ${V1}/answer/page`, 'normal question', ANYONE, 'lists deleted and pending answers only to their author and staff (Answer shows staff deleted answers)'),
  row(`GET ${V1}/answer/page`, 'deleted question', OWNER_AND_STAFF_SEE),
  row(`POST ${V1}/answer/acceptance`, "another's answer", active(403, ok, ok, ok), "the question's author or staff"),
  row(`POST ${V1}/answer/acceptance`, 'own answer', active(403, ok, ok, ok), "Answer lets the author accept their own answer (no reputation for it)"),
  row(`POST ${V1}/answer/acceptance`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 403, 403, 403]),

  // ── comments ─────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/comment/page`, 'normal question', ANYONE, 'never lists deleted comments'),
  row(`GET ${V1}/comment/page`, 'deleted question', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/comment/page`, 'answer of a pending question', OWNER_AND_STAFF_SEE, "bystander's answer on owner's pending question"),
  row(`GET ${V1}/comment`, 'normal', ANYONE),
  row(`GET ${V1}/comment`, 'deleted', [404, 404, 404, 404, 404, 404, 404]),
  row(`POST ${V1}/comment`, 'normal question', ACTIVE),
  row(`POST ${V1}/comment`, 'closed question', ACTIVE, 'Answer: comments stay open on closed questions'),
  row(`POST ${V1}/comment`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 403, 403, 403]),
  row(`POST ${V1}/comment`, 'answer of a pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'absent to whoever may not see the question, before any reputation check'),
  row(`PUT ${V1}/comment`, 'normal', active(403, ok, ok, ok)),
  row(`DELETE ${V1}/comment`, 'normal', active(403, ok, ok, ok)),

  // ── activity ─────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/activity/timeline`, 'normal question', LOGGED_IN),
  row(`GET ${V1}/activity/timeline`, 'deleted question', [401, 404, 404, 404, ok, ok, ok]),
  row(`GET ${V1}/activity/timeline/detail`, 'normal question', LOGGED_IN),
  row(`GET ${V1}/activity/timeline/detail`, 'deleted question', [401, 404, 404, 404, ok, ok, ok]),

  // ── votes ────────────────────────────────────────────────────────────────────────────────
  row(`POST ${V1}/vote/up`, 'normal question', active(ok, 400, ok, ok), "You can't vote for your own post."),
  row(`POST ${V1}/vote/up`, 'normal answer', active(ok, 400, ok, ok), "You can't vote for your own post."),
  row(`POST ${V1}/vote/up`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400]),
  row(`POST ${V1}/vote/down`, 'normal question', active(ok, 400, ok, ok), "You can't vote for your own post."),
  row(`POST ${V1}/vote/down`, 'pending question', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400]),
  row(`POST ${V1}/vote/up`, 'answer of a pending question', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400], 'absent to whoever may not see the question; the others are told it waits for review'),

  // ── flags ────────────────────────────────────────────────────────────────────────────────
  row(`POST ${V1}/report`, 'normal question', active(ok, 400, ok, ok), "rank.report.add (1); You can't flag your own post."),
  row(`POST ${V1}/report`, 'deleted question', [401, INACTIVE, SUSPENDED, 400, 400, 400, 400], 'a field error: not found to whoever may not see it, deleted to the others'),
  row(`POST ${V1}/report`, 'pending question', [401, INACTIVE, SUSPENDED, 400, 400, ok, ok], 'absent to members; its author may not flag their own post; staff see it'),
  row(`GET ${V1}/report/unreviewed/post`, '-', STAFF),
  row(`PUT ${V1}/report/review`, 'unknown flag', [401, 403, 403, 403, 403, 404, 404]),
  row(`POST ${V1}/report`, 'the owner', active(ok, 400, ok, ok), "a flag on the member who wrote the seeded posts; You can't flag yourself."),
  row(`GET ${ADM}/reasons`, '-', ADMIN),
  row(`PUT ${ADM}/report`, 'unknown flag', adminGets(404)),

  // ── review (queued posts) ────────────────────────────────────────────────────────────────
  row(`GET ${V1}/review/pending/post/page`, '-', STAFF),
  row(`PUT ${V1}/review/pending/post`, 'unknown review', [401, 403, 403, 403, 403, 404, 404]),

  // ── reactions ────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/meta/reaction`, 'normal question', ANYONE),
  row(`GET ${V1}/meta/reaction`, 'deleted question', OWNER_AND_STAFF_SEE),
  row(`PUT ${V1}/meta/reaction`, 'normal question', ACTIVE),
  row(`PUT ${V1}/meta/reaction`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400], 'who can see it is told it takes no reactions'),
  row(`PUT ${V1}/meta/reaction`, 'answer of a pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),

  // ── follows and bookmarks ────────────────────────────────────────────────────────────────
  row(`POST ${V1}/follow`, 'normal question', ACTIVE),
  row(`POST ${V1}/follow`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 404, 404, 404]),
  row(`POST ${V1}/follow`, 'pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`PUT ${V1}/follow/tags`, '-', ACTIVE),
  row(`GET ${V1}/tags/following`, '-', ANYONE),
  row(`POST ${V1}/collection/switch`, 'normal question', ACTIVE),
  row(`POST ${V1}/collection/switch`, 'deleted question', [401, INACTIVE, SUSPENDED, 404, 404, 404, 404]),
  row(`POST ${V1}/collection/switch`, 'pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'taking a bookmark off'),
  row(`GET ${V1}/personal/collection/page`, '-', ACTIVE, '`user` bookmarked the pending question and answer before they were held: not listed while they wait'),

  // ── invites ──────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/question/invite`, 'normal question', ANYONE),
  row(`GET ${V1}/question/invite`, 'deleted question', OWNER_AND_STAFF_SEE),
  row(`PUT ${V1}/question/invite`, 'normal question', ACTIVE),
  row(`PUT ${V1}/question/invite`, 'closed question', active(403, 403, 403, 403)),
  row(`PUT ${V1}/question/invite`, 'self', active(400, 400, 400, 400), 'no one invites themselves'),

  // ── notifications ────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/notification/status`, '-', LOGGED_IN),
  row(`PUT ${V1}/notification/status`, '-', LOGGED_IN),
  row(`GET ${V1}/notification/page`, '-', LOGGED_IN, "never names a post waiting for review to whoever may not see it (`user` heard of the seeded ones before they were held)"),
  row(`PUT ${V1}/notification/read/state`, "owner's notification", [401, 404, 404, 404, ok, 404, 404], "another member's notification is as absent as one that never existed"),
  row(`PUT ${V1}/notification/read/state/all`, '-', LOGGED_IN),
  row(`GET ${V1}/plugins/notifier_chat/deliveries`, '-', LOGGED_IN, "one's own chat deliveries only"),
  row(`POST ${V1}/plugins/notifier_chat/test`, '-', active(400, 400, 400, 400), 'a member who saved no webhook is told to save one first'),

  // ── badges ───────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/badges`, '-', ANYONE),
  row(`GET ${V1}/badge`, 'active badge', ANYONE),
  row(`GET ${V1}/badge/awards/page`, 'active badge', ANYONE, 'never names a deleted post, nor a pending one but to its author and staff'),
  row(`GET ${V1}/badge/user/awards`, 'member', ANYONE),
  row(`GET ${V1}/badge/user/awards/recent`, 'member', ANYONE),
  row(`GET ${ADM}/badges`, '-', ADMIN),
  row(`PUT ${ADM}/badge/status`, 'active badge', ADMIN, 'switched to the status it has: changes nothing'),

  // ── tags ─────────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/tag`, 'normal tag', ANYONE),
  row(`GET ${V1}/tag`, 'deleted tag', [404, 404, 404, 404, 404, ok, ok], 'only those who may undelete it (Answer: rank.tag.undeleted -1)'),
  row(`GET ${V1}/tags`, '-', ANYONE),
  row(`GET ${V1}/tag/synonyms`, 'normal tag', ANYONE),
  row(`POST ${V1}/tag`, 'new tag', ACTIVE, 'Answer 1.7.1: staff or rank.tag.add (750; user and owner have 800)'),
  row(`DELETE ${V1}/tag`, 'unused tag', active(403, 403, ok, ok), 'rank.tag.delete -1: staff only'),
  row(`DELETE ${V1}/tag`, 'used tag', active(403, 403, 400, 400), 'a tag on questions cannot be deleted'),
  row(`POST ${V1}/tag/recover`, 'deleted tag', active(403, 403, ok, ok)),
  row(`PUT ${V1}/tag/synonym`, 'main tag', active(403, 403, ok, ok), 'rank.tag.synonym (10000) or staff'),
  row(`POST ${V1}/tag/merge`, 'unused tags', active(403, 403, ok, ok), 'admins and moderators only'),
  row(`PUT ${V1}/tag`, 'normal tag', ACTIVE, "rank.tag.edit (50): a member's edit waits for review below rank.tag.edit_without_review (10000)"),
  row(`PUT ${V1}/tag`, 'slug change', active('403 error.rank.fail_to_meet_the_condition', '403 error.rank.fail_to_meet_the_condition', ok, ok), 'renaming is the tag.edit_slug_name power, staff only'),
  row(`PUT ${V1}/tag`, 'deleted tag', active('400 error.tag.not_found', '400 error.tag.not_found', '400 error.tag.not_found', '400 error.tag.not_found'), 'Answer edits available tags only'),
  row(`GET ${V1}/revisions`, 'tag', ANYONE),
  row(`PUT ${V1}/revisions/audit`, 'suggested tag edit', active(403, 403, ok, ok), 'rank.tag.audit (2500) or staff'),
  row(`PUT ${V1}/revisions/rollback`, 'edited tag', active(403, 403, ok, ok), 'rank.tag.edit_without_review (10000) or staff; a tag has no owner'),
  row(`GET ${V1}/activity/timeline`, 'tag', LOGGED_IN, 'by tag_slug_name'),

  // ── users: the users page and member profiles ────────────────────────────────────────────
  row(`GET ${V1}/user/ranking`, '-', ANYONE, 'never lists deleted members'),
  row(`GET ${V1}/user/staff`, '-', ANYONE, 'Answer serves it to guests too'),
  row(`GET ${V1}/personal/user/info`, 'member', ANYONE),
  row(`GET ${V1}/personal/user/info`, 'deleted account', ANYONE, 'Answer shows a deleted member with status deleted'),
  row(`GET ${V1}/personal/qa/top`, 'member', ANYONE, 'never waiting or deleted posts; unlisted questions to the member and staff only'),
  row(`GET ${V1}/personal/question/page`, 'member', ANYONE, 'never deleted questions; unlisted and waiting ones to the member and staff only'),
  row(`GET ${V1}/personal/answer/page`, 'member', ANYONE, 'never deleted answers; waiting ones to the member and staff only'),
  row(`GET ${V1}/personal/comment/page`, 'member', ANYONE, 'never deleted comments'),
  row(`GET ${V1}/personal/rank/page`, 'member', ANYONE),
  row(`GET ${V1}/personal/vote/page`, '-', ACTIVE, "one's own votes (Answer's route reads no username); `user`'s votes for posts now held name none of them"),
  row(`GET ${V1}/personal/vote/page`, 'another member', active('403 base.forbidden_error', '403 base.forbidden_error', '403 base.forbidden_error', '403 base.forbidden_error'), 'no one reads the votes of another'),

  // ── search ───────────────────────────────────────────────────────────────────────────────
  row(`GET ${V1}/search`, '-', ANYONE, 'never finds deleted posts or unlisted questions, nor pending posts but for their author'),
  row(`GET ${V1}/search/desc`, '-', ANYONE),
  row(`GET ${ADM}/search_db/index`, '-', ADMIN, 'the index rebuild\'s progress'),
  row(`POST ${ADM}/search_db/index/rebuild`, '-', ADMIN, 'starts a rebuild of the search index unless one runs'),

  // ── pending posts (`owner`'s question, answer and comment held for review; `permissions/pending-calls.ts`) ──
  // Every row's response is also checked for the seeded pending posts: none reaches a caller but their author and staff.
  row(`GET ${V1}/answer/info`, 'answer of a pending question', OWNER_AND_STAFF_SEE, "bystander's answer: only who may see the question sees it"),
  row(`GET ${V1}/answer/page`, 'pending question', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/comment`, 'pending', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/comment/page`, 'pending question', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/comment/page`, 'pending answer', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/activity/timeline`, 'pending question', [401, 404, 404, 404, ok, ok, ok]),
  row(`GET ${V1}/activity/timeline`, 'pending answer', [401, 404, 404, 404, ok, ok, ok]),
  row(`GET ${V1}/activity/timeline/detail`, 'pending question', [401, 404, 404, 404, ok, ok, ok]),
  row(`GET ${V1}/activity/timeline/detail`, 'pending answer', [401, 404, 404, 404, ok, ok, ok]),
  row(`GET ${V1}/revisions/edit/check`, 'pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'its author may edit it while it waits (PUT /question)'),
  row(`GET ${V1}/revisions/edit/check`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`GET ${V1}/revisions`, 'pending question', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/revisions`, 'pending answer', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/question/similar/tag`, 'pending', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/question/page`, 'tag', ANYONE, "the tag's questions: never pending ones but to their author and staff"),
  row(`GET ${V1}/meta/reaction`, 'pending question', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/meta/reaction`, 'pending answer', OWNER_AND_STAFF_SEE),
  row(`GET ${V1}/question/invite`, 'pending question', OWNER_AND_STAFF_SEE),
  row(`POST ${V1}/vote/up`, 'pending question', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400], 'those who see it are told it waits for review (its author: own post)'),
  row(`POST ${V1}/vote/up`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400]),
  row(`POST ${V1}/vote/down`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400]),
  row(`POST ${V1}/vote/up`, 'pending comment', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400]),
  row(`PUT ${V1}/meta/reaction`, 'pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'as under a pending question: reactions are open to who sees it'),
  row(`PUT ${V1}/meta/reaction`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`POST ${V1}/collection/switch`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'bookmarked: a list shows it to the bookmarker, who sees it'),
  row(`PUT ${V1}/question/invite`, 'pending question', [401, INACTIVE, SUSPENDED, 404, 403, 403, 403], 'no one is invited to a question they could not open'),
  row(`POST ${V1}/report`, 'pending answer', [401, INACTIVE, SUSPENDED, 400, 400, ok, ok], 'as the pending question: absent to members; its author may not flag their own post'),
  row(`POST ${V1}/report`, 'pending comment', [401, INACTIVE, SUSPENDED, 400, 400, ok, ok]),
  row(`POST ${V1}/comment`, 'pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'absent to whoever may not see it'),
  row(`POST ${V1}/comment`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`POST ${V1}/answer`, 'pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], 'Answer 1.7.1 refuses answers to closed and deleted questions only'),
  row(`PUT ${V1}/answer`, 'pending', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`PUT ${V1}/comment`, 'pending', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok]),
  row(`DELETE ${V1}/answer`, 'pending', active(404, ok, ok, ok)),
  row(`DELETE ${V1}/comment`, 'pending', active(404, ok, ok, ok)),
  row(`POST ${V1}/answer/acceptance`, 'pending answer', [401, INACTIVE, SUSPENDED, 404, 400, 400, 400], 'it waits for review: not acceptable before it is published'),
  row(`POST ${V1}/answer/acceptance`, 'answer of a pending question', [401, INACTIVE, SUSPENDED, 404, ok, ok, ok], "the question's author or staff"),
];

/** Routes walked after every other row, in this order: they end or change the walk's own sessions. */
export const WALKED_LAST: readonly string[] = [`PUT ${V1}/user/password`, `GET ${V1}/user/logout`];
