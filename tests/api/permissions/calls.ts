/**
 * The request each row of the permission matrix sends, keyed `<route>|<case>`. Writes that would
 * change their target for the callers after them get a fresh target when the caller is expected
 * to succeed; callers expected to be refused aim at the seeded one (had they succeeded, the walk
 * reports it).
 */
import type { Caller } from '../permission-matrix';
import { BADGE_CALLS } from './badge-calls';
import { unseenPending } from './leaks';
import { PENDING_CALLS } from './pending-calls';
import { unique, type Account, type Seed, type SiteWriter } from './seed';
import { TAG_CALLS } from './tag-calls';
import { TAG_EDIT_CALLS } from './tag-edit-calls';
import { USER_CALLS } from './user-calls';

export interface CallEnv {
  caller: Caller;
  /** The caller's account; null for a guest. */
  self: Account | null;
  seed: Seed;
  writer: SiteWriter;
  /** The table expects the call to succeed. */
  expectOk: boolean;
}

export interface Call {
  query?: Record<string, string>;
  body?: unknown;
  form?: FormData;
  /** Ids that must not appear anywhere in the response (deleted or pending content the caller may not see). */
  hidden?: string[];
  /** Whose email and token the response may carry besides the caller's own (a guest logging in as someone). */
  actingAs?: Account;
}

export type CallBuilder = (env: CallEnv) => Call | Promise<Call>;

const V1 = '/answer/api/v1';
const ADM = '/answer/admin/api';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Who writes a fresh target: the owner for the owner, someone else for everyone else. */
const authorFor = (env: CallEnv): Account => (env.caller === 'owner' ? env.seed.accounts.owner : env.seed.accounts.bystander);
const freshQuestion = async (env: CallEnv): Promise<string> => (env.expectOk ? env.writer.question(authorFor(env), env.seed.tag) : env.seed.questions.normal);

/** Questions no list may show to this caller: deleted ones, pending ones but to their author. */
function hiddenQuestions(env: CallEnv): string[] {
  const { questions } = env.seed;
  return env.caller === 'owner' ? [questions.deleted] : [questions.deleted, questions.pending];
}

/** Deleted and pending answers and comments show to their author and staff only. */
function hiddenPosts(env: CallEnv): string[] {
  if (env.caller === 'owner' || env.caller === 'moderator' || env.caller === 'admin') return [env.seed.comments.deleted];
  const { answers, comments } = env.seed;
  return [answers.deleted, answers.pending, comments.deleted];
}

const tagItems = (slug: string) => [{ slug_name: slug, display_name: slug }];
/** The caller's own user id, or one that exists for a guest. */
const selfId = (env: CallEnv): string => env.self?.id ?? env.seed.accounts.admin.id;

const ROUTE_CALLS: Record<string, CallBuilder> = {
  // kernel
  [`GET ${V1}/plugin/status|-`]: () => ({}),
  [`GET ${V1}/siteinfo|-`]: () => ({}),
  [`GET ${V1}/language/options|-`]: () => ({}),
  [`GET ${V1}/language/config|-`]: () => ({ query: { lang: 'en_US' } }),
  [`POST ${V1}/file|post image`]: () => upload('post'),
  [`POST ${V1}/file|branding image`]: () => upload('branding'),
  [`POST ${V1}/post/render|-`]: () => ({ body: { content: `**Preview** ${unique()}` } }),
  [`GET ${ADM}/plugins|-`]: () => ({}),
  [`PUT ${ADM}/plugin/status|-`]: () => ({ body: { plugin_slug_name: 'captcha_basic', enabled: false } }),
  [`GET ${ADM}/plugin/config|-`]: () => ({ query: { plugin_slug_name: 'search_db' } }),
  [`PUT ${ADM}/plugin/config|-`]: () => ({ body: { plugin_slug_name: 'search_db', config_fields: {} } }),
  [`GET ${ADM}/language/options|-`]: () => ({}),

  // installer
  [`GET /installation/language/options|-`]: () => ({}),
  [`GET /installation/language/config|-`]: () => ({ query: { lang: 'en_US' } }),
  [`POST /installation/config-file/check|-`]: () => ({ body: {} }),
  [`POST /installation/db/check|-`]: () => ({ body: { db_type: 'sqlite3', db_file: 'probe.db' } }),
  [`POST /installation/init|-`]: () => ({ body: { db_type: 'sqlite3', db_file: 'second.db' } }),
  [`POST /installation/base-info|-`]: () => ({
    body: { lang: 'en_US', site_name: 'Taken over', site_url: 'http://127.0.0.1', contact_email: 'evil@example.com', name: 'evil', password: 'evil-password-1', email: 'evil@example.com', login_required: false },
  }),

  // accounts: own account
  [`GET ${V1}/user/action/record|-`]: () => ({ query: { action: 'question' } }),
  [`POST ${V1}/user/login/email|own credentials`]: (env) => {
    const account = env.self ?? env.seed.accounts.walker;
    return { body: { e_mail: account.email, pass: account.password }, actingAs: account };
  },
  [`POST ${V1}/user/login/email|deleted account`]: (env) => ({ body: { e_mail: env.seed.accounts.deleted.email, pass: env.seed.accounts.deleted.password } }),
  [`GET ${V1}/user/info|-`]: () => ({}),
  [`POST ${V1}/user/register/email|new address`]: () => ({ body: { name: `newcomer ${unique()}`, e_mail: `newcomer-${unique()}@example.com`, pass: 'newcomer-pass-1' } }),
  [`POST ${V1}/user/email/verification/send|-`]: () => ({ body: {} }),
  [`POST ${V1}/user/email/verification|bad code`]: () => ({ body: { code: 'not-a-real-code' } }),
  [`POST ${V1}/user/email/change/code|-`]: (env) => ({ body: { e_mail: `moved-${unique()}@example.com`, pass: env.self?.password ?? 'whatever-pass-1' } }),
  [`PUT ${V1}/user/email|bad code`]: () => ({ body: { code: 'not-a-real-code' } }),
  [`POST ${V1}/user/password/reset|-`]: (env) => ({ body: { e_mail: env.seed.accounts.owner.email } }),
  [`GET ${V1}/user/password/replacement/check|bad code`]: () => ({ query: { code: 'not-a-real-code' } }),
  [`POST ${V1}/user/password/replacement|bad code`]: () => ({ body: { code: 'not-a-real-code', pass: 'replaced-pass-1' } }),
  [`PUT ${V1}/user/info|own profile`]: (env) => ({ body: { display_name: `Renamed ${unique()}`.slice(0, 30), username: env.self?.username ?? 'nobody', bio: 'A bio.', website: '', location: 'Here' } }),
  [`PUT ${V1}/user/interface|-`]: () => ({ body: { language: 'en_US', color_scheme: 'default' } }),
  [`PUT ${V1}/user/password|own password`]: (env) => ({ body: { old_pass: env.self?.password ?? 'whatever-pass-1', pass: 'changed-pass-1' } }),
  [`GET ${V1}/user/notification/config|-`]: () => ({}),
  [`POST ${V1}/user/notification/config|-`]: () => ({ body: {} }),
  [`PUT ${V1}/user/notification/config|-`]: () => ({ body: { inbox: { enable: true } } }),
  [`PUT ${V1}/user/notification/unsubscribe|bad code`]: () => ({ body: { code: 'not-a-real-code' } }),
  [`GET ${V1}/connector/user/info|-`]: () => ({}),
  [`GET ${V1}/connector/info|-`]: () => ({}),
  [`GET ${V1}/connector/login/:name|-`]: () => ({}),
  [`GET ${V1}/connector/redirect/:name|no state`]: () => ({ query: { code: 'from-nowhere', state: 'A'.repeat(43) } }),
  [`GET ${V1}/connector/binding/info|unknown key`]: () => ({ query: { binding_key: 'no-such-binding-key' } }),
  [`POST ${V1}/connector/binding/email|unknown key`]: () => ({ body: { binding_key: 'no-such-binding-key', email: 'nobody@example.com', must: false } }),
  [`GET ${V1}/user-center/agent|-`]: () => ({}),
  [`GET ${V1}/user/email/delivery|-`]: () => ({}),
  [`GET ${V1}/user-center/login/redirect|-`]: () => ({}),
  [`GET ${V1}/user-center/sign-up/redirect|-`]: () => ({}),
  [`GET ${V1}/user-center/login/callback|-`]: () => ({ query: { token: 'from-no-user-centre' } }),
  [`GET ${V1}/user-center/sign-up/callback|-`]: () => ({ query: { token: 'from-no-user-centre' } }),
  [`GET ${V1}/user-center/user/settings|-`]: () => ({}),
  [`GET ${V1}/user-center/personal/branding|-`]: (env) => ({ query: { username: env.seed.accounts.owner.username } }),
  [`GET ${V1}/user/plugin/configs|-`]: () => ({}),
  [`GET ${V1}/user/plugin/config|unknown plugin`]: () => ({ query: { plugin_slug_name: 'no_such_plugin' } }),
  [`GET ${V1}/user/plugin/config|member settings`]: () => ({ query: { plugin_slug_name: 'notifier_chat' } }),
  [`PUT ${V1}/user/plugin/config|member settings`]: () => ({ body: { plugin_slug_name: 'notifier_chat', config_fields: {} } }),
  [`DELETE ${V1}/connector/user/unbinding|unknown login`]: () => ({ body: { external_id: 'nobody-anywhere' } }),
  [`GET ${V1}/plugins/notifier_chat/deliveries|-`]: () => ({}),
  [`POST ${V1}/plugins/notifier_chat/test|-`]: () => ({ body: {} }),
  [`GET ${V1}/permission|-`]: () => ({ query: { action: 'question.add,question.edit,question.delete,question.close,answer.accept,tag.add' } }),
  [`GET ${V1}/user/info/search|-`]: (env) => ({ query: { username: env.seed.accounts.deleted.username.slice(0, 4) }, hidden: [env.seed.accounts.deleted.username] }),
  [`GET ${V1}/user/logout|-`]: () => ({}),

  // accounts: admin
  [`GET ${ADM}/roles|-`]: () => ({}),
  [`GET ${ADM}/users/page|-`]: () => ({ query: { page_size: '50' } }),
  [`GET ${ADM}/user|member`]: (env) => ({ query: { user_id: env.seed.accounts.user.id } }),
  [`GET ${ADM}/user|deleted user`]: (env) => ({ query: { user_id: env.seed.accounts.deleted.id } }),
  [`PUT ${ADM}/user/status|member`]: async (env) => ({ body: { user_id: await memberTarget(env), status: 'suspended', suspend_duration: '24h' } }),
  [`PUT ${ADM}/user/status|self`]: (env) => ({ body: { user_id: selfId(env), status: 'suspended', suspend_duration: 'forever' } }),
  [`PUT ${ADM}/user/status|deleted user`]: (env) => ({ body: { user_id: env.seed.accounts.deleted.id, status: 'normal' } }),
  [`PUT ${ADM}/user/role|member`]: async (env) => ({ body: { user_id: await memberTarget(env), role_id: 3 } }),
  [`PUT ${ADM}/user/role|self`]: (env) => ({ body: { user_id: selfId(env), role_id: 2 } }),
  [`PUT ${ADM}/user/password|member`]: async (env) => ({ body: { user_id: await memberTarget(env), password: 'set-by-admin-1' } }),
  [`PUT ${ADM}/user/password|self`]: (env) => ({ body: { user_id: selfId(env), password: 'set-by-self-1' } }),
  [`PUT ${ADM}/user/profile|member`]: async (env) => ({ body: { user_id: await memberTarget(env), display_name: 'Renamed by admin', username: `renamed-${unique()}`, email: `renamed-${unique()}@example.com` } }),
  [`PUT ${ADM}/user/profile|self`]: (env) => ({ body: { user_id: selfId(env), display_name: 'Renamed myself', username: `myself-${unique()}`, email: `myself-${unique()}@example.com` } }),
  [`POST ${ADM}/user|new address`]: () => ({ body: { display_name: 'Added by admin', email: `added-${unique()}@example.com`, password: 'added-pass-1' } }),
  [`POST ${ADM}/users|new addresses`]: () => ({ body: { users: `Imported One,imported-${unique()}@example.com,imported-pass-1` } }),
  [`GET ${ADM}/user/activation|member`]: (env) => ({ query: { user_id: env.seed.accounts.inactive.id } }),
  [`POST ${ADM}/users/activation|member`]: (env) => ({ body: { user_id: env.seed.accounts.inactive.id } }),
  [`GET ${ADM}/siteinfo/login|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/login|-`]: () => ({ body: { allow_new_registrations: true } }),
  [`GET ${ADM}/siteinfo/users|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/users|-`]: () => ({ body: { default_avatar: 'system', allow_update_bio: true } }),
  [`GET ${ADM}/setting/privileges|-`]: () => ({}),
  // the level a fresh site has: the other rows keep their thresholds
  [`PUT ${ADM}/setting/privileges|-`]: () => ({ body: { level: 2 } }),
  [`GET ${ADM}/siteinfo/write|-`]: () => ({}),
  // a limit no other row depends on
  [`PUT ${ADM}/siteinfo/write|-`]: () => ({ body: { max_image_megapixel: 40 } }),
  [`GET ${ADM}/siteinfo/general|-`]: () => ({}),
  // the site keeps its own address: later calls build links and upload addresses from it
  [`PUT ${ADM}/siteinfo/general|-`]: (env) => ({ body: { name: 'Answer Test', site_url: env.writer.host.url, contact_email: 'admin@example.com' } }),
  [`GET ${ADM}/siteinfo/interface|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/interface|-`]: () => ({ body: { language: 'en_US', time_zone: 'UTC' } }),
  [`GET ${ADM}/siteinfo/branding|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/branding|-`]: () => ({ body: { logo: '', mobile_logo: '', square_icon: '', favicon: '' } }),
  [`GET ${ADM}/setting/smtp|-`]: () => ({}),
  [`PUT ${ADM}/setting/smtp|-`]: () => ({ body: { from_email: 'site@example.com', from_name: 'Site', smtp_host: '', smtp_port: 25, encryption: '', smtp_username: '', smtp_password: '', smtp_authentication: false } }),
  [`POST ${ADM}/setting/smtp/test|-`]: () => ({ body: { test_email_recipient: 'someone@example.com' } }),
  [`GET ${ADM}/siteinfo/theme|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/theme|-`]: () => ({ body: { theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } } }),
  [`GET ${ADM}/theme/options|-`]: () => ({}),
  [`GET ${ADM}/siteinfo/custom-css-html|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/custom-css-html|-`]: () => ({ body: { custom_footer: `<p>Footer ${unique()}</p>` } }),
  [`GET ${ADM}/siteinfo/seo|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/seo|-`]: () => ({ body: { permalink: 1, robots: `User-agent: *\nDisallow: /admin\n# ${unique()}` } }),
  [`GET ${ADM}/siteinfo/maintenance|-`]: () => ({}),
  // kept off: the walk goes on over the whole site
  [`PUT ${ADM}/siteinfo/maintenance|-`]: () => ({ body: { enabled: false, message: `Back soon ${unique()}` } }),
  [`GET ${ADM}/dashboard|-`]: () => ({}),

  // legal
  [`GET ${V1}/siteinfo/legal|-`]: () => ({ query: { info_type: 'tos' } }),
  [`GET ${ADM}/siteinfo/legal|-`]: () => ({}),
  [`PUT ${ADM}/siteinfo/legal|-`]: () => ({ body: { terms_of_service_original_text: `Terms ${unique()}`, external_content_display: 'always_display' } }),

  // questions
  [`GET ${V1}/question/page|-`]: (env) => ({ query: { page_size: '50' }, hidden: [...hiddenQuestions(env), env.seed.questions.unlisted] }),
  [`GET ${V1}/tags/page|-`]: () => ({}),
  [`POST ${V1}/question|new question`]: (env) => ({ body: { title: `A new question of the walk ${unique()}`, content: `Is this allowed? ${unique()}`, tags: tagItems(env.seed.tag) } }),
  [`POST ${V1}/question/answer|new question`]: (env) => ({
    body: { title: `A self-answered question of the walk ${unique()}`, content: `Is this allowed? ${unique()}`, tags: tagItems(env.seed.tag), answer_content: `Yes it is, apparently ${unique()}` },
  }),
  [`PUT ${V1}/question|normal`]: async (env) => questionEdit(env, await freshQuestion(env)),
  [`PUT ${V1}/question|deleted`]: (env) => questionEdit(env, env.seed.questions.deleted),
  [`PUT ${V1}/question|pending`]: (env) => questionEdit(env, env.seed.questions.pending),
  [`PUT ${V1}/question|closed`]: (env) => questionEdit(env, env.seed.questions.closed),
  [`DELETE ${V1}/question|normal`]: async (env) => ({ body: { id: await freshQuestion(env) } }),
  [`DELETE ${V1}/question|pending`]: async (env) => {
    if (!env.expectOk) return { body: { id: env.seed.questions.pending } };
    const id = await env.writer.question(env.seed.accounts.owner, env.seed.tag);
    await env.writer.makePending('question', id);
    return { body: { id } };
  },
  [`POST ${V1}/question/recover|deleted`]: async (env) => ({ body: { question_id: env.expectOk ? await deletedQuestion(env) : env.seed.questions.deleted } }),
  [`GET ${V1}/question/info|normal`]: (env) => ({ query: { id: env.seed.questions.normal } }),
  [`GET ${V1}/question/info|deleted`]: (env) => ({ query: { id: env.seed.questions.deleted } }),
  [`GET ${V1}/question/info|pending`]: (env) => ({ query: { id: env.seed.questions.pending } }),
  [`GET ${V1}/question/info|unlisted`]: (env) => ({ query: { id: env.seed.questions.unlisted } }),
  [`GET ${V1}/question/info|closed`]: (env) => ({ query: { id: env.seed.questions.closed } }),
  [`GET ${V1}/question/similar|-`]: (env) => ({ query: { title: 'Permission matrix question' }, hidden: hiddenQuestions(env) }),
  [`GET ${V1}/question/tags|-`]: () => ({ query: { tag: 'matrix' } }),
  [`GET ${V1}/question/similar/tag|normal`]: (env) => ({ query: { question_id: env.seed.questions.normal }, hidden: hiddenQuestions(env) }),
  [`GET ${V1}/question/similar/tag|deleted`]: (env) => ({ query: { question_id: env.seed.questions.deleted } }),
  [`GET ${V1}/question/link|normal`]: (env) => ({ query: { question_id: env.seed.questions.normal }, hidden: hiddenQuestions(env) }),
  [`GET ${V1}/question/link|pending`]: (env) => ({ query: { question_id: env.seed.questions.pending } }),
  [`GET ${V1}/revisions|normal`]: (env) => ({ query: { object_id: env.seed.questions.normal } }),
  [`GET ${V1}/revisions|deleted`]: (env) => ({ query: { object_id: env.seed.questions.deleted } }),
  [`GET ${V1}/revisions/edit/check|normal`]: (env) => ({ query: { id: env.seed.questions.normal } }),
  [`GET ${V1}/revisions/edit/check|deleted`]: (env) => ({ query: { id: env.seed.questions.deleted } }),
  [`GET ${V1}/revisions/unreviewed|-`]: () => ({}),
  [`GET ${V1}/reviewing/type|-`]: () => ({}),
  [`PUT ${V1}/revisions/audit|suggested edit`]: async (env) => ({ body: { id: await suggestedEdit(env), operation: 'approve' } }),
  [`PUT ${V1}/revisions/rollback|edited question`]: async (env) => {
    const { owner } = env.seed.accounts;
    if (!env.expectOk) return { body: { revision_id: env.seed.revisions.normal[0] } };
    const author = env.caller === 'owner' ? owner : env.seed.accounts.bystander;
    const id = await env.writer.question(author, env.seed.tag);
    await env.writer.edit(author, id, env.seed.tag);
    const [first] = await env.writer.revisionsOf(id);
    return { body: { revision_id: first } };
  },
  [`GET ${V1}/reasons|-`]: () => ({ query: { object_type: 'question', action: 'close' } }),
  [`PUT ${V1}/question/status|normal`]: async (env) => ({ body: { id: await freshQuestion(env), close_type: 63 } }),
  [`PUT ${V1}/question/reopen|closed`]: async (env) => {
    if (!env.expectOk) return { body: { question_id: env.seed.questions.closed } };
    const id = await freshQuestion(env);
    await env.writer.close(id);
    return { body: { question_id: id } };
  },
  [`PUT ${V1}/question/operation|normal`]: async (env) => ({ body: { id: await freshQuestion(env), operation: 'pin' } }),

  // admin: contents
  [`GET ${ADM}/question/page|-`]: () => ({ query: { status: 'deleted', page_size: '50' } }),
  [`PUT ${ADM}/question/status|normal`]: async (env) => ({ body: { question_id: await freshQuestion(env), status: 'closed' } }),
  [`GET ${ADM}/answer/page|-`]: () => ({ query: { status: 'deleted', page_size: '50' } }),
  [`PUT ${ADM}/answer/status|normal`]: async (env) => ({ body: { answer_id: await freshAnswer(env), status: 'deleted' } }),
  [`DELETE ${ADM}/delete/permanently|unknown type`]: () => ({ body: { type: 'tags' } }),

  // answers
  [`POST ${V1}/answer|normal question`]: (env) => ({ body: { question_id: env.seed.questions.normal, content: `Another answer from the walk ${unique()}` } }),
  [`POST ${V1}/answer|closed question`]: (env) => ({ body: { question_id: env.seed.questions.closed, content: `An answer to a closed question ${unique()}` } }),
  [`POST ${V1}/answer|deleted question`]: (env) => ({ body: { question_id: env.seed.questions.deleted, content: `An answer to a deleted question ${unique()}` } }),
  [`PUT ${V1}/answer|normal`]: async (env) => ({ body: { id: await freshAnswer(env), content: `An edited answer from the walk ${unique()}`, edit_summary: 'better' } }),
  [`PUT ${V1}/answer|deleted`]: (env) => ({ body: { id: env.seed.answers.deleted, content: `An edited deleted answer ${unique()}`, edit_summary: 'better' } }),
  [`DELETE ${V1}/answer|normal`]: async (env) => ({ body: { id: await freshAnswer(env) } }),
  [`POST ${V1}/answer/recover|deleted`]: async (env) => {
    if (!env.expectOk) return { body: { answer_id: env.seed.answers.deleted } };
    const id = await env.writer.answer(env.seed.accounts.bystander, env.seed.questions.normal);
    await env.writer.deleteAnswer(env.seed.accounts.bystander, id);
    return { body: { answer_id: id } };
  },
  [`GET ${V1}/answer/info|normal`]: (env) => ({ query: { id: env.seed.answers.own } }),
  [`GET ${V1}/answer/info|deleted`]: (env) => ({ query: { id: env.seed.answers.deleted } }),
  [`GET ${V1}/answer/info|pending`]: (env) => ({ query: { id: env.seed.answers.pending } }),
  [`GET ${V1}/answer/info|on a deleted question`]: (env) => ({ query: { id: env.seed.answers.onDeleted } }),
  [`GET ${V1}/answer/page|normal question`]: (env) => ({ query: { question_id: env.seed.questions.normal, page_size: '50' }, hidden: hiddenPosts(env) }),
  [`GET ${V1}/answer/page|deleted question`]: (env) => ({ query: { question_id: env.seed.questions.deleted } }),
  [`POST ${V1}/answer/acceptance|another's answer`]: (env) => ({ body: { question_id: env.seed.questions.normal, answer_id: env.seed.answers.other } }),
  [`POST ${V1}/answer/acceptance|own answer`]: (env) => ({ body: { question_id: env.seed.questions.normal, answer_id: env.seed.answers.own } }),
  [`POST ${V1}/answer/acceptance|deleted question`]: (env) => ({ body: { question_id: env.seed.questions.deleted, answer_id: env.seed.answers.onDeleted } }),

  // comments
  [`GET ${V1}/comment/page|normal question`]: (env) => ({ query: { object_id: env.seed.questions.normal, page_size: '50' }, hidden: [env.seed.comments.deleted] }),
  [`GET ${V1}/comment/page|deleted question`]: (env) => ({ query: { object_id: env.seed.questions.deleted } }),
  [`GET ${V1}/comment/page|answer of a pending question`]: (env) => ({ query: { object_id: env.seed.answers.onPending } }),
  [`GET ${V1}/comment|normal`]: (env) => ({ query: { id: env.seed.comments.normal } }),
  [`GET ${V1}/comment|deleted`]: (env) => ({ query: { id: env.seed.comments.deleted } }),
  [`POST ${V1}/comment|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, original_text: `A comment from the walk ${unique()}` } }),
  [`POST ${V1}/comment|closed question`]: (env) => ({ body: { object_id: env.seed.questions.closed, original_text: `A comment on a closed question ${unique()}` } }),
  [`POST ${V1}/comment|deleted question`]: (env) => ({ body: { object_id: env.seed.questions.deleted, original_text: `A comment on a deleted question ${unique()}` } }),
  [`POST ${V1}/comment|answer of a pending question`]: (env) => ({ body: { object_id: env.seed.answers.onPending, original_text: `A comment under a pending question ${unique()}` } }),
  [`PUT ${V1}/comment|normal`]: (env) => ({ body: { comment_id: env.seed.comments.normal, original_text: `An edited comment from the walk ${unique()}` } }),
  [`DELETE ${V1}/comment|normal`]: async (env) => ({ body: { comment_id: env.expectOk ? await env.writer.comment(authorFor(env), env.seed.questions.normal) : env.seed.comments.normal } }),

  // activity
  [`GET ${V1}/activity/timeline|normal question`]: (env) => ({ query: { object_id: env.seed.questions.normal } }),
  [`GET ${V1}/activity/timeline|deleted question`]: (env) => ({ query: { object_id: env.seed.questions.deleted } }),
  [`GET ${V1}/activity/timeline/detail|normal question`]: (env) => ({ query: { new_revision_id: env.seed.revisions.normal[1], old_revision_id: env.seed.revisions.normal[0] } }),
  [`GET ${V1}/activity/timeline/detail|deleted question`]: (env) => ({ query: { new_revision_id: env.seed.revisions.deleted } }),

  // votes
  [`POST ${V1}/vote/up|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, is_cancel: false } }),
  [`POST ${V1}/vote/up|normal answer`]: (env) => ({ body: { object_id: env.seed.answers.own, is_cancel: false } }),
  [`POST ${V1}/vote/up|deleted question`]: (env) => ({ body: { object_id: env.seed.questions.deleted, is_cancel: false } }),
  [`POST ${V1}/vote/down|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, is_cancel: false } }),
  [`POST ${V1}/vote/down|pending question`]: (env) => ({ body: { object_id: env.seed.questions.pending, is_cancel: false } }),
  [`POST ${V1}/vote/up|answer of a pending question`]: (env) => ({ body: { object_id: env.seed.answers.onPending, is_cancel: false } }),

  // flags
  [`POST ${V1}/report|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, report_type: 57 } }),
  [`POST ${V1}/report|deleted question`]: (env) => ({ body: { object_id: env.seed.questions.deleted, report_type: 57 } }),
  [`POST ${V1}/report|pending question`]: (env) => ({ body: { object_id: env.seed.questions.pending, report_type: 57 } }),
  [`GET ${V1}/report/unreviewed/post|-`]: () => ({ query: { page: '1' } }),
  [`PUT ${V1}/report/review|unknown flag`]: () => ({ body: { flag_id: '10080000000999999', operation_type: 'ignore_report' } }),
  [`POST ${V1}/report|the owner`]: (env) => ({ body: { object_id: env.seed.accounts.owner.id, report_type: 57 } }),
  [`GET ${ADM}/reasons|-`]: () => ({ query: { object_type: 'question', action: 'close' } }),
  [`PUT ${ADM}/report|unknown flag`]: () => ({ body: { id: '10080000000999999', flagged_type: 72 } }),

  // review (queued posts)
  [`GET ${V1}/review/pending/post/page|-`]: () => ({ query: { page: '1' } }),
  [`PUT ${V1}/review/pending/post|unknown review`]: () => ({ body: { review_id: 999999999, status: 'approve' } }),

  // reactions
  [`GET ${V1}/meta/reaction|normal question`]: (env) => ({ query: { object_id: env.seed.questions.normal } }),
  [`GET ${V1}/meta/reaction|deleted question`]: (env) => ({ query: { object_id: env.seed.questions.deleted } }),
  [`PUT ${V1}/meta/reaction|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, emoji: 'heart', reaction: 'activate' } }),
  [`PUT ${V1}/meta/reaction|deleted question`]: (env) => ({ body: { object_id: env.seed.questions.deleted, emoji: 'heart', reaction: 'activate' } }),
  [`PUT ${V1}/meta/reaction|answer of a pending question`]: (env) => ({ body: { object_id: env.seed.answers.onPending, emoji: 'heart', reaction: 'activate' } }),

  // follows and bookmarks
  [`POST ${V1}/follow|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, is_cancel: false } }),
  [`POST ${V1}/follow|deleted question`]: (env) => ({ body: { object_id: env.seed.questions.deleted, is_cancel: false } }),
  [`POST ${V1}/follow|pending question`]: (env) => ({ body: { object_id: env.seed.questions.pending, is_cancel: false } }),
  [`PUT ${V1}/follow/tags|-`]: (env) => ({ body: { slug_name_list: [env.seed.tag] } }),
  [`GET ${V1}/tags/following|-`]: () => ({}),
  [`POST ${V1}/collection/switch|normal question`]: (env) => ({ body: { object_id: env.seed.questions.normal, group_id: '0', bookmark: true } }),
  [`POST ${V1}/collection/switch|deleted question`]: (env) => ({ body: { object_id: env.seed.questions.deleted, group_id: '0', bookmark: true } }),
  // taking a bookmark off: those who may see it change nothing, and no list is left showing it
  [`POST ${V1}/collection/switch|pending question`]: (env) => ({ body: { object_id: env.seed.questions.pending, group_id: '0', bookmark: false } }),
  [`GET ${V1}/personal/collection/page|-`]: (env) => ({ hidden: hiddenQuestions(env) }),

  // invites
  [`GET ${V1}/question/invite|normal question`]: (env) => ({ query: { id: env.seed.questions.normal } }),
  [`GET ${V1}/question/invite|deleted question`]: (env) => ({ query: { id: env.seed.questions.deleted } }),
  [`PUT ${V1}/question/invite|normal question`]: (env) => ({ body: { id: env.seed.questions.normal, invite_user: [env.seed.accounts.bystander.username] } }),
  [`PUT ${V1}/question/invite|closed question`]: (env) => ({ body: { id: env.seed.questions.closed, invite_user: [env.seed.accounts.bystander.username] } }),
  [`PUT ${V1}/question/invite|self`]: (env) => ({ body: { id: env.seed.questions.normal, invite_user: [env.self?.username ?? env.seed.accounts.bystander.username] } }),

  // notifications
  [`GET ${V1}/notification/status|-`]: () => ({}),
  [`PUT ${V1}/notification/status|-`]: () => ({ body: { type: 'inbox' } }),
  // the whole inbox: the seed's items about posts now held are among the walk's own
  [`GET ${V1}/notification/page|-`]: () => ({ query: { type: 'inbox', page_size: '100' } }),
  [`PUT ${V1}/notification/read/state|owner's notification`]: (env) => ({ body: { id: env.seed.ownerNotification } }),
  [`PUT ${V1}/notification/read/state/all|-`]: () => ({ body: { type: 'inbox' } }),

  // search
  [`GET ${V1}/search|-`]: (env) => ({ query: { q: 'permission matrix' }, hidden: [...hiddenQuestions(env), env.seed.questions.unlisted, ...(env.caller === 'owner' ? [env.seed.answers.deleted] : [env.seed.answers.deleted, env.seed.answers.pending])] }),
  [`GET ${V1}/search/desc|-`]: () => ({}),
  [`GET ${ADM}/search_db/index|-`]: () => ({}),
  [`POST ${ADM}/search_db/index/rebuild|-`]: () => ({ body: {} }),

  // tags
  ...TAG_CALLS,
  ...TAG_EDIT_CALLS,
  ...USER_CALLS,
  ...BADGE_CALLS,
  ...PENDING_CALLS,
};

/** Every call, each also keeping the seeded pending posts out of the responses to callers who may not see them. */
export const CALLS: Record<string, CallBuilder> = Object.fromEntries(
  Object.entries(ROUTE_CALLS).map(([key, build]): [string, CallBuilder] => [
    key,
    async (env) => {
      const call = await build(env);
      return { ...call, hidden: [...(call.hidden ?? []), ...unseenPending(env.seed, env.caller)] };
    },
  ]),
);

function upload(source: string): Call {
  const form = new FormData();
  form.append('source', source);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
  return { form };
}

function questionEdit(env: CallEnv, id: string): Call {
  return {
    body: { id, title: `An edit from the walk ${unique()}`, content: `The walk changed this question ${unique()}`, tags: tagItems(env.seed.tag), edit_summary: 'walk' },
  };
}

/** A member for an admin to act on: fresh for the admin, whose change sticks; anyone else aims at `user`. */
async function memberTarget(env: CallEnv): Promise<string> {
  return env.expectOk ? (await env.writer.member('target')).id : env.seed.accounts.user.id;
}

async function deletedQuestion(env: CallEnv): Promise<string> {
  const id = await env.writer.question(env.seed.accounts.bystander, env.seed.tag);
  await env.writer.deleteQuestion(env.seed.accounts.bystander, id);
  return id;
}

async function freshAnswer(env: CallEnv): Promise<string> {
  if (!env.expectOk) return env.seed.answers.own;
  return env.writer.answer(authorFor(env), env.seed.questions.normal);
}

const sharedSuggestions = new WeakMap<Seed, Promise<string>>();

/**
 * A suggested edit waiting for review (by `user`, on a fresh question of `bystander`); the id of
 * its revision. Callers expected to be refused share one.
 */
function suggestedEdit(env: CallEnv): Promise<string> {
  if (env.expectOk) return suggestEdit(env);
  const shared = sharedSuggestions.get(env.seed) ?? suggestEdit(env);
  sharedSuggestions.set(env.seed, shared);
  return shared;
}

async function suggestEdit(env: CallEnv): Promise<string> {
  const { bystander, user } = env.seed.accounts;
  const id = await env.writer.question(bystander, env.seed.tag);
  const edit = questionEdit(env, id);
  const response = await env.writer.host.api('PUT', `${V1}/question`, { token: user.token, body: edit.body });
  if (response.status !== 200) throw new Error(`could not suggest an edit: ${response.status} ${JSON.stringify(response.body)}`);
  const revisions = await env.writer.revisionsOf(id);
  return revisions[revisions.length - 1];
}
